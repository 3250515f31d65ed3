/**
 * What an import would do: the file read and validated row by row, then compared with the stored
 * rows (added, changed, unchanged) and checked across rows (a shift's downtime within 480 minutes
 * after the import). Runs through `q`, so the import re-checks inside its own transaction.
 */
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { type MesImportIssue, type MesImportSummary, mesLimits } from '../../../contract/mes.ts';
import { todayUtc } from '../../../contract/periods.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';
import { readTable } from './import-read.ts';
import { type MesRecord, recordKey, validateTable } from './import-validate.ts';

export interface Upload {
  fileName: string;
  bytes: Uint8Array;
  sha256: string;
}

export interface Plan {
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
export async function plan(q: Q, upload: Upload): Promise<Plan> {
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

export async function summaryOf(q: Q, upload: Upload, p: Plan): Promise<MesImportSummary> {
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
