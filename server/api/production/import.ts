/**
 * Importing the daily MES export (multipart field `file`, XLSX or CSV):
 *
 * - `POST /mes/import/preview` validates every row and compares it with what is stored: the
 *   issues (row and column), and how many rows would be added, changed or are stored already.
 *   Nothing is written.
 * - `POST /mes/import` does the same and, when no issue remains, writes all rows in one
 *   transaction (all or nothing) — 201 with the counts; a file with nothing new (the same file
 *   twice) writes nothing, not even an import record: 200 with `added: 0, changed: 0`.
 *   Bad rows: 400 `mes_import_invalid` listing every issue.
 *
 * Rows are keyed by (date, line, shift, type, code); a key already stored with another value is
 * a correction and replaces it. The downtime of a shift (stored plus imported) stays within
 * 480 minutes.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type MesImportIssue,
  type MesImportPreview,
  type MesImportRefusal,
  type MesImportResult,
  type MesImportSummary,
  mesLimits,
} from '../../../contract/mes.ts';
import { todayUtc } from '../../../contract/periods.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Q } from '../../db/tx.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { editorName, type ProductionEnv } from './common.ts';
import { readTable } from './import-read.ts';
import { type MesRecord, recordKey, validateTable } from './import-validate.ts';

interface Upload {
  fileName: string;
  bytes: Uint8Array;
  sha256: string;
}

async function readUpload(c: Context<ProductionEnv>): Promise<Upload> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw invalid('file', 'multipart', 'send the file as multipart/form-data field "file"');
  }
  const file = form.file;
  if (!(file instanceof File)) throw invalid('file', 'required', 'send the file as multipart/form-data field "file"');
  if (file.size > mesLimits.maxBytes) throw invalid('file', 'size', `must not exceed ${mesLimits.maxBytes} bytes`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // biome-ignore lint/suspicious/noControlCharactersInRegex: file names are shown back; no control characters
  const fileName = (file.name || 'mes-export').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  return { fileName, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

interface Plan {
  records: MesRecord[];
  issues: MesImportIssue[];
  rows: number;
  format: 'csv' | 'xlsx';
  added: MesRecord[];
  changed: { record: MesRecord; before: number }[];
  unchanged: number;
}

async function linesById(q: Q) {
  const rows = await q.select({ id: t.mesLine.id, shifts: t.mesLine.shifts }).from(t.mesLine);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Validates and compares with the stored rows (through `q`, so the write re-checks in its transaction). */
async function plan(q: Q, upload: Upload): Promise<Plan> {
  const table = await readTable(upload.bytes);
  const { records, issues, rows } = validateTable(table, await linesById(q), todayUtc());
  const result: Plan = { records, issues, rows, format: table.format, added: [], changed: [], unchanged: 0 };
  if (!records.length) return result;

  const lines = [...new Set(records.map((r) => r.line))];
  const dates = records.map((r) => r.date).sort();
  const range = (table: typeof t.mesOutput | typeof t.mesDowntime | typeof t.mesScrap) =>
    and(inArray(table.line, lines), gte(table.day, dates[0]!), lte(table.day, dates[dates.length - 1]!));
  const [output, downtime, scrap] = await Promise.all([
    q.select().from(t.mesOutput).where(range(t.mesOutput)),
    q.select().from(t.mesDowntime).where(range(t.mesDowntime)),
    q.select().from(t.mesScrap).where(range(t.mesScrap)),
  ]);
  const stored = new Map<string, { value: number; planned: number | null }>();
  for (const r of output)
    stored.set(recordKey({ date: r.day, line: r.line, shift: r.shift, type: 'output', code: '' }), {
      value: r.producedUnits,
      planned: r.plannedUnits,
    });
  for (const r of downtime)
    stored.set(recordKey({ date: r.day, line: r.line, shift: r.shift, type: 'downtime', code: r.reason }), {
      value: r.minutes,
      planned: null,
    });
  for (const r of scrap)
    stored.set(recordKey({ date: r.day, line: r.line, shift: r.shift, type: 'scrap', code: r.cause }), {
      value: r.units,
      planned: null,
    });

  for (const record of records) {
    const before = stored.get(recordKey(record));
    if (!before) result.added.push(record);
    else if (before.value !== record.value || before.planned !== record.planned) {
      result.changed.push({ record, before: before.value });
    } else result.unchanged++;
  }

  // A shift's downtime after the import: stored reasons the file does not name, plus the file's.
  const shiftOf = (date: string, line: string, shift: number) => `${date}|${line}|${shift}`;
  const minutes = new Map<string, { total: number; lastRow: number; value: number }>();
  const inFile = new Set(records.filter((r) => r.type === 'downtime').map(recordKey));
  for (const r of downtime) {
    if (inFile.has(recordKey({ date: r.day, line: r.line, shift: r.shift, type: 'downtime', code: r.reason })))
      continue;
    const key = shiftOf(r.day, r.line, r.shift);
    const entry = minutes.get(key) ?? { total: 0, lastRow: 0, value: 0 };
    minutes.set(key, { ...entry, total: entry.total + r.minutes });
  }
  for (const r of records.filter((x) => x.type === 'downtime')) {
    const key = shiftOf(r.date, r.line, r.shift);
    const entry = minutes.get(key) ?? { total: 0, lastRow: 0, value: 0 };
    minutes.set(key, { total: entry.total + r.value, lastRow: Math.max(entry.lastRow, r.row), value: r.value });
  }
  for (const { total, lastRow, value } of minutes.values()) {
    if (lastRow && total > mesLimits.shiftMinutes) {
      result.issues.push({
        row: lastRow,
        column: 'minutes',
        code: 'shift_minutes',
        value: String(value),
        message: `the shift's downtime would add up to ${total} minutes (at most ${mesLimits.shiftMinutes})`,
        params: { total, max: mesLimits.shiftMinutes },
      });
    }
  }
  result.issues.sort((a, b) => a.row - b.row);
  return result;
}

async function summaryOf(q: Q, upload: Upload, p: Plan): Promise<MesImportSummary> {
  const [previous] = await q
    .select()
    .from(t.mesImport)
    .where(eq(t.mesImport.sha256, upload.sha256))
    .orderBy(desc(t.mesImport.importedAt))
    .limit(1);
  const dates = p.records.map((r) => r.date).sort();
  return {
    fileName: upload.fileName,
    format: p.format,
    sha256: upload.sha256,
    rows: p.rows,
    added: p.added.length,
    changed: p.changed.length,
    unchanged: p.unchanged,
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
    lines: [...new Set(p.records.map((r) => r.line))].sort(),
    previousImport: previous ? { importedAt: previous.importedAt.toISOString(), user: previous.userName } : null,
  };
}

function refusal(issues: MesImportIssue[]): HttpError {
  const first = issues[0]!;
  const body: MesImportRefusal = {
    code: 'mes_import_invalid',
    message: `${issues.length} problem(s), first in row ${first.row}, column ${first.column}: ${first.message}`,
    field: 'file',
    issues,
  };
  return new HttpError(400, body);
}

async function write(tx: Q, p: Plan, upload: Upload, user: { id: string; name: string }): Promise<string> {
  const [entry] = await tx
    .insert(t.mesImport)
    .values({
      fileName: upload.fileName,
      format: p.format,
      sha256: upload.sha256,
      rows: p.rows,
      added: p.added.length,
      changed: p.changed.length,
      userId: user.id,
      userName: user.name,
    })
    .returning({ id: t.mesImport.id });
  const importId = entry!.id;
  const writes = [...p.added, ...p.changed.map((c) => c.record)];
  const of = (type: MesRecord['type']) => writes.filter((r) => r.type === type);
  for (let i = 0, rows = of('output'); i < rows.length; i += 1000) {
    await tx
      .insert(t.mesOutput)
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          day: r.date,
          line: r.line,
          shift: r.shift,
          plannedUnits: r.planned ?? 0,
          producedUnits: r.value,
          importId,
        })),
      )
      .onConflictDoUpdate({
        target: [t.mesOutput.day, t.mesOutput.line, t.mesOutput.shift],
        set: { plannedUnits: sqlExcluded('planned_units'), producedUnits: sqlExcluded('produced_units'), importId },
      });
  }
  for (let i = 0, rows = of('downtime'); i < rows.length; i += 1000) {
    await tx
      .insert(t.mesDowntime)
      .values(
        rows
          .slice(i, i + 1000)
          .map((r) => ({ day: r.date, line: r.line, shift: r.shift, reason: r.code, minutes: r.value, importId })),
      )
      .onConflictDoUpdate({
        target: [t.mesDowntime.day, t.mesDowntime.line, t.mesDowntime.shift, t.mesDowntime.reason],
        set: { minutes: sqlExcluded('minutes'), importId },
      });
  }
  for (let i = 0, rows = of('scrap'); i < rows.length; i += 1000) {
    await tx
      .insert(t.mesScrap)
      .values(
        rows
          .slice(i, i + 1000)
          .map((r) => ({ day: r.date, line: r.line, shift: r.shift, cause: r.code, units: r.value, importId })),
      )
      .onConflictDoUpdate({
        target: [t.mesScrap.day, t.mesScrap.line, t.mesScrap.shift, t.mesScrap.cause],
        set: { units: sqlExcluded('units'), importId },
      });
  }
  return importId;
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded."${column}"`);
}

export function importRoutes(db: Db) {
  const app = new Hono<ProductionEnv>();
  const upload = [
    requirePermission(uiPermissions.mesFlashUpload),
    bodyLimit({
      maxSize: mesLimits.maxBytes + 64 * 1024,
      onError: () => {
        throw new HttpError(413, {
          code: 'payload_too_large',
          message: `The file must not exceed ${mesLimits.maxBytes} bytes`,
        });
      },
    }),
  ] as const;

  app.post('/import/preview', ...upload, async (c) => {
    const file = await readUpload(c);
    const p = await plan(db, file);
    const body: MesImportPreview = {
      ...(await summaryOf(db, file, p)),
      valid: p.issues.length === 0,
      issues: p.issues,
      changes: p.changed
        .slice(0, 50)
        .map(({ record, before }) => ({ row: record.row, key: recordKey(record), before, after: record.value })),
    };
    return c.json(body);
  });

  app.post('/import', ...upload, async (c) => {
    const file = await readUpload(c);
    const user = editorName(c);
    type Outcome = { refused: MesImportIssue[] } | { summary: MesImportSummary; importId: string | null };
    const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
      const p = await plan(tx, file);
      if (p.issues.length) return { refused: p.issues };
      const summary = await summaryOf(tx, file, p);
      if (!p.added.length && !p.changed.length) return { summary, importId: null };
      return { summary, importId: await write(tx, p, file, user) };
    });
    if ('refused' in outcome) throw refusal(outcome.refused);
    const body: MesImportResult = { ...outcome.summary, importId: outcome.importId };
    return c.json(body, outcome.importId ? 201 : 200);
  });

  return app;
}
