/**
 * The edit form's values: inputs are text in the user's language ("81,2" or "81.2"), parsed and
 * checked against the key figure's range before anything is sent; only changed fields are sent.
 */
import type { KpiIndicatorSetting } from '../../contract/kpi.ts';
import type { KpiKey } from '../../contract/kpi-indicators.ts';
import type { Translate } from '../platform/index.ts';
import type { PeriodEdit } from './api.ts';
import type { Fields } from './merge.ts';

export type FormTexts = Partial<Record<KpiKey, string>>;

/** The stored values of a period as fields (value per key figure, remark as `comment`). */
export function fieldsOf(edit: PeriodEdit, settings: KpiIndicatorSetting[]): Fields {
  const values = edit as unknown as Record<string, number | null | undefined>;
  const out: Fields = { comment: edit.comment ?? null };
  for (const s of settings) out[s.name] = values[s.name] ?? null;
  return out;
}

export function textOf(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}

/** Parses "1.234,5"-free input: digits with one decimal comma or point; '' is no value. */
export function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return null;
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
}

/** The form as fields, or the messages of the inputs that are not valid numbers in range. */
export function readForm(
  texts: FormTexts,
  comment: string,
  settings: KpiIndicatorSetting[],
  t: Translate,
): { fields: Fields; errors: Record<string, string> } {
  const fields: Fields = { comment: comment.trim() || null };
  const errors: Record<string, string> = {};
  for (const s of settings) {
    const value = parseNumber(texts[s.name] ?? '');
    if (value === undefined) errors[s.name] = t('production.edit.notANumber');
    else if (value !== null && (value < s.min || value > s.max)) {
      errors[s.name] = t('production.edit.range', { min: s.min, max: s.max });
    } else fields[s.name] = value;
  }
  return { fields, errors };
}

/** Fields that differ from `base` (what a save sends). */
export function changedFields(base: Fields, fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields) as [keyof Fields, Fields[keyof Fields]][]) {
    if ((base[key] ?? null) !== (value ?? null)) out[key] = value ?? null;
  }
  return out;
}
