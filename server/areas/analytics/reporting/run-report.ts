/**
 * Runs a report definition: compile (query-builder.ts), execute through the analytics executor
 * with the report reader role, the row cap and the time limit, and map the positional columns
 * back to the definition's names.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ReportQueryDefinition, ReportResult, ReportValue } from '../../../../contract/reporting.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AnalyticsExecutor, QueryCancelledError, QueryTimeoutError } from '../executor.ts';
import { reportTimeLimitMs } from '../limits.ts';
import { compileReport } from './query-builder.ts';

const dialect = new PgDialect();

export async function runReport(
  executor: AnalyticsExecutor,
  definition: ReportQueryDefinition,
  signal?: AbortSignal,
): Promise<ReportResult> {
  const compiled = compileReport(definition);
  const { sql: text, params } = dialect.sqlToQuery(compiled.statement);
  const limitMs = reportTimeLimitMs();
  let result: Awaited<ReturnType<AnalyticsExecutor['run']>>;
  try {
    result = await executor.run(
      {
        text,
        params,
        role: 'report',
        maxRows: compiled.limit + 2,
        timeoutMs: limitMs,
      },
      signal,
    );
  } catch (error) {
    // Nobody reads this answer (the request is gone); a 400, not a logged 500.
    if (error instanceof QueryCancelledError)
      throw new HttpError(400, { code: 'report_cancelled', message: error.message });
    if (error instanceof QueryTimeoutError) {
      throw new HttpError(400, {
        code: 'report_timeout',
        message: `The report was stopped after ${Math.round(limitMs / 1000)} s (time limit); narrow it with filters or fewer groups`,
      });
    }
    throw error;
  }
  const index = new Map(result.columns.map((c, i) => [c.name, i]));
  const at = (row: ReportValue[], name: string) => row[index.get(name)!] ?? null;
  const toObject = (row: ReportValue[]) =>
    Object.fromEntries(compiled.columns.map((column, i) => [column.name, at(row, `c${i}`)]));

  if (compiled.mode === 'detail') {
    const rows = result.rows.slice(0, compiled.limit);
    const total = result.rows[0] ? Number(at(result.rows[0], 'total_count')) : 0;
    return {
      count: compiled.count ? total : null,
      data: rows.map(toObject),
      query: definition,
      columns: compiled.columns,
      totals: null,
      truncated: result.rows.length > compiled.limit,
      durationMs: result.durationMs,
      table: compiled.table,
    };
  }
  const totalRow = result.rows.find((row) => at(row, 'is_total') === true);
  const groups = result.rows.filter((row) => at(row, 'is_total') !== true);
  const groupCount = Number(at(totalRow ?? groups[0] ?? [], 'group_count') ?? 0);
  const totals = totalRow ? toObject(totalRow) : null;
  const noGrouping = !definition.grouping?.length;
  return {
    count: compiled.count ? (noGrouping ? 1 : groupCount) : null,
    // Without grouping the one row of aggregates is the report (and its total).
    data: noGrouping ? (totals ? [totals] : []) : groups.slice(0, compiled.limit).map(toObject),
    query: definition,
    columns: compiled.columns,
    totals,
    truncated: groups.length > compiled.limit,
    durationMs: result.durationMs,
    table: compiled.table,
  };
}
