import { z } from 'zod';
import { requiredText } from '../input.ts';

/**
 * What the calculator UI and the server share: field specs (a form is generated from them),
 * the template and result shapes, and the zod input schemas built from the specs.
 *
 * Field names are the API's German parameter names (VorlaufTemp, Baulaenge, ...). Numbers travel
 * in the units named by `unit` (°C, mm, m³/h, V, ...); the server converts to SI internally.
 */

export interface NumberFieldSpec {
  name: string;
  kind: 'number';
  unit: string;
  default: number;
  min: number;
  max: number;
  step: number;
  /** Must be > 0 (reported as rule `positive` before `min`). */
  positive?: boolean;
  /** Form grouping hint: 'geometry' | 'water' | 'air' | 'room' | 'fan' | 'sound' | 'load' | 'old' | 'new'. */
  group?: string;
}

export interface SelectFieldSpec {
  name: string;
  kind: 'select';
  default: string;
  /** Fixed option values; `null` when the server fills them from product data (e.g. Produkt). */
  options: readonly string[] | null;
  group?: string;
}

export type FieldSpec = NumberFieldSpec | SelectFieldSpec;

/** One field of a GetTemplate answer: the spec plus its label in the request language and label keys. */
export type TemplateField =
  | (NumberFieldSpec & {
      labelKey: string;
      label: string;
      /** When set, only these values are available (e.g. the sizes a product is made in). */
      allowed?: number[];
    })
  | (Omit<SelectFieldSpec, 'options'> & {
      labelKey: string;
      label: string;
      /** labelKey is null for options named by product data (products, materials). */
      options: { value: string; labelKey: string | null; label: string }[];
    });

export type CalculatorId =
  | 'KRN41'
  | 'KRN92'
  | 'KCModel'
  | 'HPC'
  | 'XFlair'
  | 'XFlairTausch'
  | 'ConvectorLoadCalc'
  | 'AirHeater'
  | 'DoorAirCurtain'
  | 'IndoorAirQuality'
  | 'ControlValve';

export interface CalcTemplate {
  calculator: CalculatorId;
  locale: string;
  titleKey: string;
  title: string;
  /** Version of the product data file and its provenance (`illustrative` until real test reports arrive). */
  dataVersion: string;
  dataSource: string;
  fields: TemplateField[];
  /** Paths relative to /portal/api; `multipartField` names the form field of the document endpoints. */
  endpoints: { calc?: string; calcOutput?: string; pdf?: string; xlsx?: string; multipartField?: string };
}

/** A row of the localized inputs or results table (what PDF, XLSX and a results table show). */
export interface CalcRow {
  key: string;
  labelKey: string;
  label: string;
  value: number | string | null;
  unit: string;
  /** Decimal places to show for numbers. */
  digits?: number;
}

export interface SeriesAxis {
  key: string;
  labelKey: string;
  label: string;
  unit: string;
}

/** A chartable series: `points` are records holding the x key and every y key (null = no value). */
export interface CalcSeries {
  id: string;
  labelKey: string;
  label: string;
  x: SeriesAxis;
  y: SeriesAxis[];
  points: Record<string, number | null>[];
  /** Suggested chart: y keys on the left axis (one unit) and at most one key on a right axis. */
  chart: { left: string[]; right?: string };
}

export interface CalcMessage {
  code: string;
  field?: string;
  message: string;
}

/** One DIN EN 16430 check (docs/calculators.md §8.3): ok = null when not applicable. */
export interface CalcCheck {
  id: string;
  ok: boolean | null;
  label: string;
  detail?: string;
}

export interface CalcResult {
  calculator: CalculatorId;
  locale: string;
  title: string;
  mode: 'heating' | 'cooling' | 'load' | 'ventilation' | 'hydraulics';
  product: { id: string; name: string; dataVersion: string; dataSource: string };
  /** The validated inputs (defaults applied), as sent. */
  inputs: Record<string, number | string>;
  inputRows: CalcRow[];
  /** Operating-point values by key, in boundary units (W, m³/h, dB(A), kg/h, l/h, kPa, V, ...). */
  values: Record<string, number | null>;
  resultRows: CalcRow[];
  /** Empty for `calc` (one operating point); filled by `calcOutput` and the one-shot endpoints. */
  series: CalcSeries[];
  /** EN442-LOG, EN442-ARI, EN16430-2, EN16430-3, EN15116, EN1397, INTERPOLATED, EXTRAPOLATED, ... */
  methodCodes: string[];
  checks: CalcCheck[];
  /** Heading of the checks when they are not the DIN EN 16430 checks (selection tools). */
  checksTitle?: string;
  warnings: CalcMessage[];
  tenderText: string;
}

/** 400 body of the calculators (same shape as every API 400; `code` of each error is the rule). */
export interface CalcValidationErrorBody {
  code: 'validation_failed';
  message: string;
  field: string;
  errors: CalcMessage[];
}

/** Rule codes a calculator 400 can carry; the UI translates `calc.errors.<rule>`. */
export const calcRules = [
  'required',
  'notANumber',
  'positive',
  'min',
  'max',
  'invalidOption',
  'unknownField',
  'invalidJson',
  'unknownProduct',
  'returnNotBelowFlow',
  'returnNotAboveRoom',
  'returnNotAboveFlow',
  'returnNotBelowRoom',
  'flowNotAboveRoom',
  'flowNotBelowRoom',
  'belowDewPoint',
  'flowAboveProductMax',
  'spreadOutOfRange',
  'angleOrder',
  'lengthBelowDeadLength',
  'outsideProductGrid',
  'coolingNotAvailable',
  'wetBulbAboveDryBulb',
  'humidityOutOfRange',
  'waterInletOutOfRange',
  'pitchNotAboveBarWidth',
  'footprintBelowPitch',
  'newFlowTooLow',
  'newReturnTooLow',
  'returnNotAboveAirInlet',
  'airFlowOutsideStages',
  'outsideNotBelowRoom',
  'dischargeNotAboveRoom',
  'waterNotAboveDischarge',
  'sameDeltaT',
  'exponentOutOfRange',
] as const;
export type CalcRule = (typeof calcRules)[number];

/** Builds the strict zod object for a calculator's fields: numbers must be numbers, defaults fill gaps. */
export function inputSchemaOf<const F extends readonly FieldSpec[]>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.kind === 'number') {
      let schema = z.number();
      if (field.positive) schema = schema.positive();
      schema = schema.min(field.min).max(field.max);
      shape[field.name] = schema.default(field.default);
    } else {
      const base = field.options ? z.enum(field.options as [string, ...string[]]) : requiredText(100);
      shape[field.name] = base.default(field.default);
    }
  }
  return z.strictObject(shape) as unknown as z.ZodType<InputOf<F>, Partial<InputOf<F>>>;
}

/** The parsed input object of a field list: numbers for number fields, strings for selects. */
export type InputOf<F extends readonly FieldSpec[]> = {
  [K in F[number] as K['name']]: K extends NumberFieldSpec ? number : string;
};

/** Query strings → numbers for the GET endpoints: strict decimal (dot or comma), anything else stays text. */
export function queryValue(raw: string): number | string {
  const text = raw.trim();
  if (/^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return text;
}
