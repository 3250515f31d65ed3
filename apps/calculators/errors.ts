/**
 * The server's answers that are not results, mapped for the form (pure, unit-tested): a 400 of
 * the calculators names every failing field with a message already in the request's language
 * (`?lang=`), so each lands at its field; what names no field of the form is shown above it.
 */
import type { CalcValidationErrorBody } from '../../contract/calculators/common.ts';
import { RestError } from '../platform/index.ts';
import type { Translate } from './model.ts';

export interface MappedErrors {
  /** Field name → message (the first one per field). */
  fields: Record<string, string>;
  /** Messages that belong to no field shown in the form. */
  general: string[];
}

export const noErrors: MappedErrors = { fields: {}, general: [] };

/** Errors the user can act on or wait out (the server said no, the network is down). */
export function isExpectedError(error: unknown): boolean {
  if (error instanceof RestError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'NetworkError' || name === 'AbortError';
}

function validationBody(body: unknown): CalcValidationErrorBody | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = body as Partial<CalcValidationErrorBody>;
  return Array.isArray(candidate.errors) ? (candidate as CalcValidationErrorBody) : null;
}

export function mapServerErrors(error: unknown, fieldNames: readonly string[], t: Translate): MappedErrors {
  if (!(error instanceof RestError)) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'NetworkError' || name === 'AbortError') {
      return { fields: {}, general: [t('errors.network')] };
    }
    return { fields: {}, general: [String((error as Error)?.message ?? error)] };
  }
  if (error.status >= 500) return { fields: {}, general: [t('errors.serverError')] };
  if (error.status !== 400) return { fields: {}, general: [error.message] };
  const known = new Set(fieldNames);
  const body = validationBody(error.body);
  const issues = body?.errors ?? (error.field ? [{ field: error.field, code: error.code ?? '', message: '' }] : []);
  const mapped: MappedErrors = { fields: {}, general: [] };
  for (const issue of issues) {
    // Without the list, the top-level message is "Label: message".
    const message = issue.message || error.message;
    if (issue.field && known.has(issue.field)) {
      mapped.fields[issue.field] ??= message;
    } else if (!mapped.general.includes(message)) {
      mapped.general.push(message);
    }
  }
  if (!issues.length) mapped.general.push(error.message);
  return mapped;
}
