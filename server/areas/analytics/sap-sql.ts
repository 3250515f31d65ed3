import { and, desc, eq, notInArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { sapSqlHistorySchema, sapSqlPlanSchema, sapSqlResultSchema } from '../../../contract/answers/analytics.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { exportQuery } from '../../../contract/reporting.ts';
import {
  type SapSqlErrorBody,
  SapSqlErrorCode,
  type SapSqlHistoryEntry,
  type SapSqlOutcome,
  type SapSqlPlan,
  type SapSqlResult,
  sapSqlRequestSchema,
} from '../../../contract/sap-sql.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import {
  type ColumnType,
  csvMimeType,
  type TableSheet,
  toCsv,
  toXlsx,
  xlsxMimeType,
} from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/errors.ts';
import { fileAnswer, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type AnalyticsEnv, requestLocale } from './common.ts';
import {
  type AnalyticsExecutor,
  type GuardedResult,
  QueryCancelledError,
  QueryDatabaseError,
  QueryTimeoutError,
  rowObjects,
} from './executor.ts';
import { sqlMaxRows, sqlTimeLimitMs } from './limits.ts';
import { engineErrorPosition, engineErrorReason } from './sql-errors.ts';
import { type CheckedStatement, checkSqlStatement } from './sql-guard.ts';

/** History entries kept per user. */
const historySize = 200;
/** A plan is a handful of rows (DuckDB: one per plan kind). */
const planMaxRows = 20;

/**
 * POST /api/SapSql (permission sapSql): one read-only SELECT over the demo ERP schema. The guard
 * (sql-guard.ts) refuses anything else before it runs; the executor runs it as the erp reader in
 * a read-only transaction, with the row cap and the time limit. Every attempt lands in the
 * caller's history (addition: GET /api/SapSql/history).
 */
export function sapSqlRoutes(db: Db, executor: AnalyticsExecutor) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(uiPermissions.sapSql));

  /**
   * Guard and run one statement (`explain`: its plan instead of its rows); refusals and stops
   * become 400s naming the query, with the engine's error class as `reason` and the place it
   * points at as `position` in the query as sent. Runs (not plans) land in the caller's history.
   */
  async function execute(
    userId: string,
    query: string,
    mode: 'run' | 'explain',
    signal?: AbortSignal,
  ): Promise<{ result: GuardedResult; statement: string }> {
    const remember = (outcome: SapSqlOutcome, extra: { rowCount?: number; durationMs?: number; message?: string }) =>
      mode === 'run' ? record(db, userId, query, outcome, extra) : Promise.resolve();
    let checked: CheckedStatement;
    try {
      checked = await checkSqlStatement(query);
    } catch (error) {
      if (error instanceof HttpError) await remember('invalid', { message: error.body.message });
      throw error;
    }
    const prefix = mode === 'explain' ? 'EXPLAIN ' : '';
    const text = prefix + checked.text;
    const limitMs = sqlTimeLimitMs();
    try {
      const result = await executor.run(
        {
          text,
          params: [],
          role: 'sql',
          userId,
          maxRows: mode === 'explain' ? planMaxRows : sqlMaxRows,
          timeoutMs: limitMs,
        },
        signal,
      );
      await remember('ok', { rowCount: result.rows.length, durationMs: result.durationMs });
      return { result, statement: checked.text };
    } catch (error) {
      if (error instanceof QueryTimeoutError) {
        const message = `The query was stopped after ${Math.round(limitMs / 1000)} s (time limit)`;
        await remember('timeout', { durationMs: limitMs, message });
        throw new HttpError(400, { code: SapSqlErrorCode.timeout, message, field: 'query' });
      }
      if (error instanceof QueryCancelledError) {
        await remember('error', { message: error.message });
        throw new HttpError(400, { code: 'sql_cancelled', message: error.message, field: 'query' });
      }
      if (error instanceof QueryDatabaseError) {
        await remember('error', { message: error.message });
        const at = engineErrorPosition(error.message, text);
        const position = at !== undefined && at > prefix.length ? at - prefix.length + checked.offset : undefined;
        const body: SapSqlErrorBody = {
          code: SapSqlErrorCode.database,
          message: error.message,
          field: 'query',
          reason: engineErrorReason(error.message),
          ...(position !== undefined ? { position } : {}),
        };
        throw new HttpError(400, body);
      }
      throw error;
    }
  }

  async function runStatement(userId: string, query: string, signal?: AbortSignal): Promise<SapSqlResult> {
    const { result } = await execute(userId, query, 'run', signal);
    return {
      items: rowObjects(result),
      duration: result.durationMs,
      columns: result.columns,
      truncated: result.truncated,
      rowLimit: sqlMaxRows,
    };
  }

  app.post(
    '/',
    responds(200, sapSqlResultSchema, 'The rows of the statement'),
    validate('json', sapSqlRequestSchema),
    async (c) => c.json(await runStatement(c.var.portalUser.id, c.req.valid('json').query, c.req.raw.signal)),
  );

  /** The engine's plan of the statement (EXPLAIN), under the same guard, limits and wall as a run. */
  app.post(
    '/explain',
    responds(200, sapSqlPlanSchema, 'The plan of the statement'),
    validate('json', sapSqlRequestSchema),
    async (c) => {
      const { result } = await execute(c.var.portalUser.id, c.req.valid('json').query, 'explain', c.req.raw.signal);
      const value = result.columns.findIndex((col) => col.name === 'explain_value');
      const plan: SapSqlPlan = {
        plan: result.rows.map((row) => String(row[value] ?? '')).join('\n'),
        duration: result.durationMs,
      };
      return c.json(plan);
    },
  );

  /** Addition: the same statement's result as a file (run again under the same rules). */
  app.post(
    '/export',
    responds(200, fileAnswer.xlsx, 'format=xlsx: the rows as XLSX'),
    responds(200, fileAnswer.csv, 'format=csv: the rows as CSV'),
    validate('query', exportQuery),
    validate('json', sapSqlRequestSchema),
    async (c) => {
      const { format, lang } = c.req.valid('query');
      const locale = requestLocale(c, lang);
      const sheet = sqlResultSheet(await runStatement(c.var.portalUser.id, c.req.valid('json').query));
      c.header('Content-Disposition', contentDisposition('attachment', `${sheet.name}.${format}`));
      if (format === 'csv') {
        c.header('Content-Type', csvMimeType);
        return c.body(toCsv(sheet, locale));
      }
      c.header('Content-Type', xlsxMimeType);
      return c.body(new Uint8Array(await toXlsx([sheet])));
    },
  );

  app.get(
    '/history',
    responds(200, z.array(sapSqlHistorySchema), 'The caller’s latest statements, newest first'),
    async (c) => {
      const rows = await db
        .select()
        .from(t.sapSqlHistory)
        .where(eq(t.sapSqlHistory.userId, c.var.portalUser.id))
        .orderBy(desc(t.sapSqlHistory.executedAt))
        .limit(50);
      return c.json(
        rows.map(
          (r): SapSqlHistoryEntry => ({
            id: r.id,
            query: r.query,
            outcome: r.outcome as SapSqlOutcome,
            rowCount: r.rowCount,
            durationMs: r.durationMs,
            message: r.message,
            executedAt: r.executedAt.toISOString(),
          }),
        ),
      );
    },
  );

  return app;
}

async function record(
  db: Db,
  userId: string,
  query: string,
  outcome: SapSqlOutcome,
  extra: { rowCount?: number; durationMs?: number; message?: string },
): Promise<void> {
  await db.insert(t.sapSqlHistory).values({
    userId,
    query,
    outcome,
    rowCount: extra.rowCount ?? null,
    durationMs: extra.durationMs ?? null,
    message: extra.message?.slice(0, 1000) ?? null,
  });
  const keep = db
    .select({ id: t.sapSqlHistory.id })
    .from(t.sapSqlHistory)
    .where(eq(t.sapSqlHistory.userId, userId))
    .orderBy(desc(t.sapSqlHistory.executedAt))
    .limit(historySize);
  await db.delete(t.sapSqlHistory).where(and(eq(t.sapSqlHistory.userId, userId), notInArray(t.sapSqlHistory.id, keep)));
}

const cellTypes: Record<SapSqlResult['columns'][number]['kind'], ColumnType> = {
  number: 'number',
  text: 'text',
  boolean: 'text',
  date: 'date',
  datetime: 'datetime',
  json: 'text',
};

/** An editor result as an export sheet: numbers stay numbers, dates dates, the rest text. */
function sqlResultSheet(result: SapSqlResult): TableSheet {
  return {
    name: 'SAP-SQL',
    columns: result.columns.map((c) => ({ header: c.name, type: cellTypes[c.kind], width: 16 })),
    cells: result.items.map((item) =>
      result.columns.map((c) => {
        const value = item[c.name] ?? null;
        if (value === null) return null;
        if ((c.kind === 'date' || c.kind === 'datetime') && typeof value === 'string') {
          return new Date(c.kind === 'date' ? `${value}T00:00:00Z` : value);
        }
        return typeof value === 'boolean' ? String(value) : value;
      }),
    ),
  };
}
