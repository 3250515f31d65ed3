/**
 * The one way a server's refusal reaches a form: a 400 (every failing field with its rule,
 * contract/errors.ts) or a 409 naming a field becomes a message per form field, in the user's
 * language; what no field of the form shows becomes one sentence for the whole form.
 */

import type { ApiErrorBody } from '../../../contract/errors.ts';
import { RestError, type Translate } from '../../platform/index.ts';
import { errorText } from './error-text.ts';
import { issueRule, ruleText } from './rules.ts';
import { firstText } from './text.ts';

export interface FieldErrors {
  /** Form field → message. */
  fields: Record<string, string>;
  /** For the whole form: failures of fields the form does not show; null when every one has its field. */
  rest: string | null;
}

export interface FieldErrorOptions {
  /** The form's field names; server paths below them (`planDetails.0.articleId`) land on them. */
  fields?: readonly string[];
  /** The app's namespace for its own rule and error texts (`<namespace>.validation.*`, `.errors.*`). */
  namespace?: string;
}

/** The form field a server path belongs to: the field itself or the nearest one above it. */
export function fieldOf(path: string, fields: readonly string[] | undefined): string | null {
  if (!path || path === '(body)') return null;
  if (!fields) return path;
  let best: string | null = null;
  for (const field of fields) {
    if ((path === field || path.startsWith(`${field}.`)) && field.length > (best?.length ?? -1)) best = field;
  }
  return best;
}

/**
 * Messages per field from a server's 400 or 409 (`null` for any other error — show
 * `errorText(error, t)` then). The first message per field wins.
 */
export function fieldErrors(error: unknown, t: Translate, options: FieldErrorOptions = {}): FieldErrors | null {
  if (!(error instanceof RestError)) return null;
  const { fields: names, namespace } = options;
  if (error.status === 409) {
    if (!error.field) return null;
    const field = fieldOf(error.field, names);
    if (!field) return { fields: {}, rest: errorText(error, t, namespace) };
    const own = error.code && namespace ? firstText(t, [`${namespace}.errors.${error.code}`]) : undefined;
    return { fields: { [field]: own ?? ruleText({ rule: 'taken' }, t, namespace) }, rest: null };
  }
  if (error.status !== 400 && error.status !== 422) return null;
  const body = (error.body ?? {}) as Partial<ApiErrorBody>;
  const issues = body.errors?.length
    ? body.errors
    : error.field
      ? [{ field: error.field, code: '', message: error.message.replace(/^[^:]*:\s*/, '') }]
      : [];
  if (issues.length === 0) return null;
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const issue of issues) {
    const field = fieldOf(issue.field, names);
    if (!field) unplaced = true;
    else fields[field] ??= ruleText(issueRule(issue), t, namespace);
  }
  return { fields, rest: unplaced ? t('kit.errors.rejected') : null };
}
