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
import { sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { mesImportPreviewSchema, mesImportResultSchema } from '../../../contract/answers/production.ts';
import {
  type MesImportIssue,
  type MesImportPreview,
  type MesImportRefusal,
  type MesImportResult,
  type MesImportSummary,
  mesLimits,
} from '../../../contract/mes.ts';
import { mesUploadForm } from '../../../contract/mes-queries.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Q } from '../../db/tx.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { bodyLimit } from '../../http/request-guard.ts';
import { responds } from '../../http/responds.ts';
import { declareValidation } from '../../http/validate.ts';
import { editorName, type ProductionEnv } from './common.ts';
import { type Plan, plan, summaryOf, type Upload } from './import-plan.ts';
import { type MesRecord, recordKey } from './import-validate.ts';

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

/** The upload read (and checked) before the handler, per request. */
const uploads = new WeakMap<Request, Upload>();

/** Reads the multipart field `file` before the handler: a missing or oversized file is a 400 naming `file`. */
const fileField = declareValidation<MiddlewareHandler<ProductionEnv>>(
  async (c, next) => {
    uploads.set(c.req.raw, await readUpload(c));
    await next();
  },
  { target: 'form', schema: mesUploadForm },
);

function uploadOf(c: Context<ProductionEnv>): Upload {
  const upload = uploads.get(c.req.raw);
  if (!upload) throw new Error('MES import route without the file middleware');
  return upload;
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
    // The file and the multipart framing around it (the request guard refuses more with a 413).
    bodyLimit(mesLimits.maxBytes + 64 * 1024),
    fileField,
  ] as const;

  app.post(
    '/import/preview',
    responds(200, mesImportPreviewSchema, 'What the import would change, and every issue'),
    ...upload,
    async (c) => {
      const file = uploadOf(c);
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
    },
  );

  app.post(
    '/import',
    responds(201, mesImportResultSchema, 'Imported'),
    responds(200, mesImportResultSchema, 'Nothing new: the same file was imported before'),
    ...upload,
    async (c) => {
      const file = uploadOf(c);
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
    },
  );

  return app;
}
