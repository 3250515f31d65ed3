/**
 * Limits of user-shaped queries. Read from the environment on every use, so an operator (or a
 * test) can tighten them without code: REPORT_TIME_LIMIT_MS, SAP_SQL_TIME_LIMIT_MS.
 */
import { reportMaxRows } from '../../../contract/reporting.ts';

function fromEnv(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** A report aggregates a million rows in well under a second; 15 s only stops the pathological. */
export const reportTimeLimitMs = () => fromEnv('REPORT_TIME_LIMIT_MS', 15_000, 100, 300_000);

/** Hand-written SQL over the ERP tables: 10 s, then it is stopped. */
export const sqlTimeLimitMs = () => fromEnv('SAP_SQL_TIME_LIMIT_MS', 10_000, 100, 300_000);

/** Rows the SQL editor returns at most (the rest is reported as cut off). */
export const sqlMaxRows = 10_000;

export { reportMaxRows };
