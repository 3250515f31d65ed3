/**
 * What the server logs for an error it did not expect: an id (also sent in the 500 body, so a
 * report can be matched to the log), the error's class and code, and the stack frames — never
 * the message, which for database errors carries the query's parameters (request values).
 */
import { randomUUID } from 'node:crypto';

interface ErrorLike {
  name?: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
}

/** `TypeError [23505]` plus the stack frames, for the error and up to three causes. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current = error as ErrorLike | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' || typeof current.code === 'number' ? ` [${current.code}]` : '';
    const frames = (current.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
    parts.push(`${depth ? 'caused by ' : ''}${current.name ?? typeof current}${code}${frames ? `\n${frames}` : ''}`);
    current = current.cause as ErrorLike | undefined;
  }
  return parts.join('\n');
}

/** Logs an unexpected error under a new id and returns the id. */
export function logError(context: string, error: unknown): string {
  const id = randomUUID();
  console.error(`Error ${id} (${context}): ${describeError(error)}`);
  return id;
}

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);

/**
 * The database cannot be reached or just dropped the connection: PostgreSQL shutting down or
 * restarting (57P01–57P03), connection failures (class 08), too many connections (53300), or the
 * socket errors and "Connection terminated" of node-postgres.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as (ErrorLike & { message?: string }) | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (/^57P0[123]$/.test(code) || code.startsWith('08') || code === '53300' || connectionCodes.has(code)) return true;
    if (/^Connection terminated|timeout exceeded when trying to connect/i.test(current.message ?? '')) return true;
    current = current.cause as typeof current;
  }
  return false;
}
