import { and, desc, eq, notInArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { uiPermissions } from '../../../../contract/permissions.ts';
import {
  SapSqlErrorCode,
  type SapSqlHistoryEntry,
  type SapSqlOutcome,
  type SapSqlResult,
  sapSqlRequestSchema,
} from '../../../../contract/sap-sql.ts';
import {
  type AnalyticsExecutor,
  QueryDatabaseError,
  QueryTimeoutError,
  rowObjects,
} from '../../../analytics/executor.ts';
import { sqlMaxRows, sqlTimeLimitMs } from '../../../analytics/limits.ts';
import { checkSqlStatement } from '../../../analytics/sql-guard.ts';
import { requirePermission } from '../../../auth/permissions.ts';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { validate } from '../../../http/validate.ts';
import type { AnalyticsEnv } from './common.ts';

/** History entries kept per user. */
const historySize = 200;

/**
 * POST /api/SapSql (permission sapSql): one read-only SELECT over the demo ERP schema. The guard
 * (sql-guard.ts) refuses anything else before it runs; the executor runs it as the erp reader in
 * a read-only transaction, with the row cap and the time limit. Every attempt lands in the
 * caller's history (addition: GET /api/SapSql/history).
 */
export function sapSqlRoutes(db: Db, executor: AnalyticsExecutor) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(uiPermissions.sapSql));

  app.post('/', validate('json', sapSqlRequestSchema), async (c) => {
    const { query } = c.req.valid('json');
    const remember = (outcome: SapSqlOutcome, extra: { rowCount?: number; durationMs?: number; message?: string }) =>
      record(db, c.var.portalUser.id, query, outcome, extra);
    let statement: string;
    try {
      statement = (await checkSqlStatement(query)).text;
    } catch (error) {
      if (error instanceof HttpError) await remember('invalid', { message: error.body.message });
      throw error;
    }
    const limitMs = sqlTimeLimitMs();
    try {
      const result = await executor.run({
        text: statement,
        params: [],
        role: 'sql',
        maxRows: sqlMaxRows,
        timeoutMs: limitMs,
      });
      await remember('ok', { rowCount: result.rows.length, durationMs: result.durationMs });
      const answer: SapSqlResult = {
        items: rowObjects(result),
        duration: result.durationMs,
        columns: result.columns,
        truncated: result.truncated,
        rowLimit: sqlMaxRows,
      };
      return c.json(answer);
    } catch (error) {
      if (error instanceof QueryTimeoutError) {
        const message = `The query was stopped after ${Math.round(limitMs / 1000)} s (time limit)`;
        await remember('timeout', { durationMs: limitMs, message });
        throw new HttpError(400, { code: SapSqlErrorCode.timeout, message, field: 'query' });
      }
      if (error instanceof QueryDatabaseError) {
        await remember('error', { message: error.message });
        throw new HttpError(400, {
          code: SapSqlErrorCode.database,
          message: error.position ? `${error.message} (at character ${error.position})` : error.message,
          field: 'query',
        });
      }
      throw error;
    }
  });

  app.get('/history', async (c) => {
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
  });

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
