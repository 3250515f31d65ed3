/**
 * Validation rules by name, and their sentences in the user's language. The same names serve
 * the checks before sending (apps/shared/forms/validate.ts) and the server's 400 answers
 * (field-errors.ts), so a field says the same thing whoever found the problem.
 */
import type { Translate } from '../../platform/index.ts';
import { firstText } from './text.ts';

/** The kit's rules (`kit.validation.<rule>`); an app may add its own under `<namespace>.validation`. */
export type KitRule =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'tooSmall'
  | 'tooBig'
  | 'integer'
  | 'number'
  | 'email'
  | 'date'
  | 'uuid'
  | 'invalid'
  | 'unknown'
  | 'taken'
  | 'unknownField';

export interface RuleViolation {
  /** A kit rule, or a rule of the app's namespace (e.g. the server's `plan_exists`). */
  rule: KitRule | (string & {});
  /** Placeholders of the text, e.g. `{ max: 200 }`. */
  values?: Record<string, string | number>;
}

/**
 * The sentence for a violated rule: `<namespace>.validation.<rule>` when the app words it its
 * own way, else `kit.validation.<rule>`, else the kit's "invalid".
 */
export function ruleText(violation: RuleViolation, t: Translate, namespace?: string): string {
  const keys = [`kit.validation.${violation.rule}`];
  if (namespace) keys.unshift(`${namespace}.validation.${violation.rule}`);
  return firstText(t, keys, violation.values) ?? t('kit.validation.invalid');
}

const number = (text: string, pattern: RegExp): number | undefined => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : undefined;
};

/**
 * The rule behind one issue of a 400 body (contract/errors.ts): zod's codes and messages
 * (`too_big` "…<=200 characters"), the older "at most 200 characters" wording, or the rule name
 * a route gave with `invalid(field, rule, message)` (server/http/errors.ts).
 */
export function issueRule(issue: { code?: string | undefined; message: string }): RuleViolation {
  const { message } = issue;
  const code = issue.code ?? '';
  const text = /character|string|\bzeichen/i.test(message);
  const max = number(message, /<=?\s*(\d+)/) ?? number(message, /at most (\d+)/i);
  const min = number(message, />=?\s*(\d+)/) ?? number(message, /at least (\d+)/i);
  switch (code) {
    case 'invalid_type':
      return /undefined|null|required/i.test(message) ? { rule: 'required' } : { rule: 'invalid' };
    case 'too_small': {
      const numeric = /number|bigint|date/i.test(message);
      if (min === undefined) return numeric ? { rule: 'invalid' } : { rule: 'required' };
      if (numeric) return { rule: 'tooSmall', values: { min } };
      // An empty text or list is a missing value.
      if (min <= 1) return { rule: 'required' };
      return text ? { rule: 'tooShort', values: { min } } : { rule: 'tooSmall', values: { min } };
    }
    case 'too_big':
      if (max === undefined) return { rule: 'invalid' };
      return text ? { rule: 'tooLong', values: { max } } : { rule: 'tooBig', values: { max } };
    case 'invalid_format':
    case 'invalid_string':
      if (/uuid/i.test(message)) return { rule: 'uuid' };
      if (/e-?mail/i.test(message)) return { rule: 'email' };
      if (/date/i.test(message)) return { rule: 'date' };
      return { rule: 'invalid' };
    case 'unrecognized_keys':
      return { rule: 'unknownField' };
    case 'invalid_value':
    case 'invalid_enum_value':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'custom':
    case '':
      break;
    default:
      // A route's own rule name (`unknown_reference`, `plan_exists`, …): the app may word it.
      return { rule: code === 'unknown_reference' ? 'unknown' : code };
  }
  if (/required/i.test(message)) return { rule: 'required' };
  if (max !== undefined && /at most/i.test(message)) return { rule: 'tooLong', values: { max } };
  if (/^unknown/i.test(message)) return { rule: 'unknown' };
  if (/uuid/i.test(message)) return { rule: 'uuid' };
  return { rule: 'invalid' };
}
