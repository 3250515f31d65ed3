/**
 * The SQL editor's engine errors in a form the editor can show in the user's language: the
 * error class DuckDB names at the start of its message ("Binder Error: …") as a reason, and
 * the place it points at (its "LINE n: …" excerpt with a caret) as a character of the statement.
 */
import type { SapSqlErrorReason } from '../../../contract/sap-sql.ts';

const reasonsByClass: Record<string, SapSqlErrorReason> = {
  parser: 'syntax',
  syntax: 'syntax',
  catalog: 'unknown_object',
  binder: 'binding',
  'mismatch type': 'binding',
  conversion: 'conversion',
  'invalid input': 'conversion',
  'invalid type': 'conversion',
  'out of range': 'out_of_range',
  'divide by zero': 'out_of_range',
  decimal: 'out_of_range',
  permission: 'not_permitted',
  io: 'not_permitted',
  http: 'not_permitted',
  settings: 'not_permitted',
  'invalid configuration': 'not_permitted',
  'missing extension': 'not_permitted',
  'out of memory': 'too_large',
  'object size': 'too_large',
  'not implemented': 'not_supported',
};

/** The reason for an engine message, from its leading error class; `other` when unknown. */
export function engineErrorReason(message: string): SapSqlErrorReason {
  const errorClass = /^([A-Za-z][A-Za-z -]*?) Error:/.exec(message)?.[1]?.toLowerCase();
  return (errorClass && reasonsByClass[errorClass]) || 'other';
}

/**
 * The 1-based character of `statement` the engine's message points at, or undefined. DuckDB
 * quotes the line (shortened with "..." when long) and puts a caret under the place.
 */
export function engineErrorPosition(message: string, statement: string): number | undefined {
  const match = /(?:^|\n)(LINE (\d+): )(.*)\n( *)\^/.exec(message);
  if (!match) return undefined;
  const [, prefix, lineText, excerpt, pad] = match as unknown as [string, string, string, string, string];
  const lines = statement.split('\n');
  const lineIndex = Number(lineText) - 1;
  const line = lines[lineIndex];
  if (line === undefined) return undefined;
  const cut = excerpt.startsWith('...') ? 3 : 0;
  const shown = excerpt.slice(cut).replace(/\.\.\.$/, '');
  const found = line.indexOf(shown);
  const column = Math.min(line.length, Math.max(0, (found >= 0 ? found : 0) + pad.length - prefix.length - cut));
  const before = lines.slice(0, lineIndex).reduce((sum, l) => sum + l.length + 1, 0);
  return before + column + 1;
}
