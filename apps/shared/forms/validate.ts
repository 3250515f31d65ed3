/**
 * The checks a form makes before it sends anything, with the kit's rule texts
 * (apps/shared/errors/rules.ts) — the same words the server's 400 gets at a field.
 */
import type { Translate } from '../../platform/index.ts';
import { type RuleViolation, ruleText } from '../errors/rules.ts';
import type { FormField, FormValues } from './types.ts';

const email = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** The rule a value breaks, or null. Texts are trimmed first, as the server does. */
export function fieldViolation<V extends FormValues>(field: FormField<V>, raw: string | boolean): RuleViolation | null {
  if (field.kind === 'checkbox') return field.required && raw !== true ? { rule: 'required' } : null;
  const value = String(raw ?? '').trim();
  if (!value) return field.required ? { rule: 'required' } : null;
  if (field.maxLength && value.length > field.maxLength) return { rule: 'tooLong', values: { max: field.maxLength } };
  if (field.kind === 'integer' && !/^\d+$/.test(value)) return { rule: 'integer' };
  if (field.kind === 'email' && !email.test(value)) return { rule: 'email' };
  if (field.kind === 'date' && !isIsoDate(value)) return { rule: 'date' };
  return null;
}

/** Field → message for every field that breaks a rule (disabled fields are not checked). */
export function validateFields<V extends FormValues>(
  fields: readonly FormField<V>[],
  values: V,
  t: Translate,
  namespace?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.disabled) continue;
    const raw = values[field.name] ?? '';
    const violation = fieldViolation(field, raw);
    if (violation) {
      errors[field.name] = ruleText(violation, t, namespace);
      continue;
    }
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) continue;
    if (field.pattern && !field.pattern.regex.test(value)) errors[field.name] = field.pattern.message;
    else {
      const own = field.check?.(value, values);
      if (own) errors[field.name] = own;
    }
  }
  return errors;
}
