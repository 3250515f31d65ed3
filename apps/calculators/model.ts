/**
 * The form model of every calculator, generated from a GetTemplate answer (pure, unit-tested):
 * groups of fields with label, unit, bounds and options; parsing what the user typed in their
 * language; client-side validation against the template's bounds; the request body.
 */
import type { CalcTemplate } from '../../contract/calculators/common.ts';
import { formatInput, formatNumber, parseNumber } from '../shared/numbers.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the user typed or picked, per field name (kept as text so "2,5" and "abc" survive). */
export type RawValues = Record<string, string>;

/** The request body: numbers for number fields, option values for selects. */
export type CalcInputs = Record<string, number | string>;

export interface FormOption {
  value: string;
  label: string;
}

export interface FormField {
  name: string;
  label: string;
  /** `number` fields with a fixed list of sizes are shown as a select but sent as numbers. */
  kind: 'number' | 'select';
  unit: string;
  min?: number;
  max?: number;
  step?: number;
  positive?: boolean;
  /** Select options; for numbers with `allowed` sizes, the sizes. */
  options?: FormOption[];
  /** The default as the form shows it (numbers in the user's notation). */
  defaultRaw: string;
}

export interface FormGroup {
  id: string;
  fields: FormField[];
}

export interface FormModel {
  groups: FormGroup[];
  fields: FormField[];
}

/** Template → form model: fields in template order, grouped by their `group` hint. */
export function formModel(template: CalcTemplate, locale: string): FormModel {
  const fields = template.fields.map((field): FormField => {
    if (field.kind === 'select') {
      return {
        name: field.name,
        label: field.label,
        kind: 'select',
        unit: '',
        options: field.options.map((o) => ({ value: o.value, label: o.label })),
        defaultRaw: field.default,
      };
    }
    const base = {
      name: field.name,
      label: field.label,
      unit: field.unit,
      min: field.min,
      max: field.max,
      step: field.step,
      ...(field.positive ? { positive: true } : {}),
    };
    if (field.allowed?.length) {
      const unit = field.unit ? ` ${field.unit}` : '';
      return {
        ...base,
        kind: 'number',
        options: field.allowed.map((v) => ({ value: String(v), label: `${formatNumber(v, locale)}${unit}` })),
        defaultRaw: String(field.allowed.includes(field.default) ? field.default : field.allowed[0]),
      };
    }
    return { ...base, kind: 'number', defaultRaw: formatInput(field.default, locale) };
  });
  const groups: FormGroup[] = [];
  for (const [index, field] of fields.entries()) {
    const id = template.fields[index]!.group ?? 'other';
    const group = groups.find((g) => g.id === id);
    if (group) group.fields.push(field);
    else groups.push({ id, fields: [field] });
  }
  return { groups, fields };
}

/** The form's starting values: what was kept from last time where it still fits, else defaults. */
export function initialValues(model: FormModel, kept: RawValues | undefined): RawValues {
  const values: RawValues = {};
  for (const field of model.fields) {
    const previous = kept?.[field.name];
    const fits =
      typeof previous === 'string' && (!field.options || field.options.some((option) => option.value === previous));
    values[field.name] = fits ? previous : field.defaultRaw;
  }
  return values;
}

/** The message for one field, or null when it is fine (bounds only; the server checks the rest). */
export function validateField(field: FormField, raw: string | undefined, locale: string, t: Translate): string | null {
  const text = raw ?? '';
  if (field.kind === 'select' || field.options) {
    if (!text) return t('calc.errors.required');
    if (field.options && !field.options.some((o) => o.value === text)) {
      return t('calc.errors.invalidOption', { value: text });
    }
    return null;
  }
  const value = parseNumber(text, locale);
  if (value === null) return t('calc.errors.required');
  if (Number.isNaN(value)) return t('calc.errors.notANumber');
  if (field.positive && value <= 0) return t('calc.errors.positive');
  if (field.min !== undefined && value < field.min) {
    return t('calc.errors.min', { min: formatNumber(field.min, locale), unit: field.unit }).trim();
  }
  if (field.max !== undefined && value > field.max) {
    return t('calc.errors.max', { max: formatNumber(field.max, locale), unit: field.unit }).trim();
  }
  return null;
}

export function validateAll(model: FormModel, values: RawValues, locale: string, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of model.fields) {
    const message = validateField(field, values[field.name], locale, t);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The request body of valid values (call after validateAll found nothing). */
export function toInputs(model: FormModel, values: RawValues, locale: string): CalcInputs {
  const inputs: CalcInputs = {};
  for (const field of model.fields) {
    const raw = values[field.name] ?? field.defaultRaw;
    inputs[field.name] = field.kind === 'number' ? (parseNumber(raw, locale) ?? Number.NaN) : raw;
  }
  return inputs;
}

/** Template endpoints are `/api/...` below /portal; the shared client's prefix already ends in /portal/api. */
export function apiPath(endpoint: string): string {
  return endpoint.replace(/^\/?(portal\/)?api\//, '');
}
