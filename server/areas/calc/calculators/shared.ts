import type {
  CalcCheck,
  CalcMessage,
  CalcResult,
  CalcRow,
  CalcRule,
  CalcSeries,
  CalculatorId,
  FieldSpec,
  SeriesAxis,
} from '../../../../contract/calculators/common.ts';
import { defaultLocale, type Locale } from '../../../../contract/locales.ts';
import { translate } from '../../../i18n.ts';
import { dewPoint } from '../psychrometrics.ts';

/** What every calculator takes besides its inputs. */
export interface CalcOptions {
  locale?: Locale;
  /** 'point' = one operating point (the calc endpoints); 'full' = point + series (calcOutput, documents). */
  detail?: 'point' | 'full';
  /** Brand name for the tender text ("Fabrikat"). */
  brandName?: string;
}

/** A rule broken by the inputs: field (API parameter name), rule code and values for the message. */
export interface CalcIssue {
  field: string;
  rule: CalcRule;
  values?: Record<string, string | number>;
}

/** Thrown by a calculator when inputs break a rule the schema cannot express; the API answers 400. */
export class CalcInputError extends Error {
  constructor(readonly issues: CalcIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.rule}`).join('; '));
    this.name = 'CalcInputError';
  }
}

export function throwIfIssues(issues: CalcIssue[]): void {
  if (issues.length) throw new CalcInputError(issues);
}

/**
 * Number formats by locale and digits. Building an Intl.NumberFormat costs far more than
 * formatting with one (a point calculation formats a few dozen numbers), so each is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, maximumFractionDigits: number, minimumFractionDigits: number) {
  const key = `${locale} ${maximumFractionDigits} ${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Localized text of a calc key (`calc.<key>`), German when the locale lacks it. */
export class Texts {
  constructor(readonly locale: Locale = defaultLocale) {}

  t(key: string, values: Record<string, string | number> = {}): string {
    const strings = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? this.num(v) : v]),
    );
    return translate(this.locale, `calc.${key}`, strings);
  }

  /** Locale number format with up to `digits` decimals (German: 1.234,5). */
  num(value: number, digits = 2, minimumDigits = 0): string {
    return numberFormat(this.locale, digits, Math.min(minimumDigits, digits)).format(value);
  }

  fixed(value: number, digits: number): string {
    return this.num(value, digits, digits);
  }

  /** Label of an input field; the raw name for fields the calculators do not know. */
  field(name: string): string {
    const key = `fields.${name === '(body)' ? 'body' : name}`;
    const text = this.t(key);
    return text === `calc.${key}` ? name : text;
  }
}

/** Message of a validation issue in the request language. */
export function issueMessage(texts: Texts, issue: { field: string; rule: string; values?: Record<string, unknown> }) {
  const values: Record<string, string | number> = { field: texts.field(issue.field) };
  for (const [k, v] of Object.entries(issue.values ?? {})) {
    if (typeof v === 'number' || typeof v === 'string') values[k] = v;
  }
  return texts.t(`errors.${issue.rule}`, values);
}

export function inputRows(texts: Texts, fields: readonly FieldSpec[], input: Record<string, number | string>) {
  return fields.map((field): CalcRow => {
    const value = input[field.name]!;
    if (field.kind === 'number') {
      return {
        key: field.name,
        labelKey: `calc.fields.${field.name}`,
        label: texts.t(`fields.${field.name}`),
        value: value as number,
        unit: field.unit,
        digits: decimals(field.step),
      };
    }
    return {
      key: field.name,
      labelKey: `calc.fields.${field.name}`,
      label: texts.t(`fields.${field.name}`),
      value: field.options ? texts.t(`options.${field.name}.${value}`) : String(value),
      unit: '',
    };
  });
}

/** Shows the product's name instead of its id in the inputs table. */
export function withProductName(rows: CalcRow[], name: string, field = 'Produkt'): CalcRow[] {
  return rows.map((row) => (row.key === field ? { ...row, value: name } : row));
}

function decimals(step: number): number {
  const text = String(step);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** Units and display decimals of the result keys (boundary units). */
export const resultUnits: Record<string, { unit: string; digits: number }> = {
  controlVoltageV: { unit: 'V', digits: 1 },
  airFlowM3h: { unit: 'm³/h', digits: 1 },
  soundPowerDbA: { unit: 'dB(A)', digits: 1 },
  soundPressureDbA: { unit: 'dB(A)', digits: 1 },
  electricPowerW: { unit: 'W', digits: 1 },
  heatOutputW: { unit: 'W', digits: 1 },
  heatOutputFanOffW: { unit: 'W', digits: 1 },
  heatOutputFanMaxW: { unit: 'W', digits: 1 },
  coolingOutputW: { unit: 'W', digits: 1 },
  sensibleCoolingW: { unit: 'W', digits: 1 },
  latentCoolingW: { unit: 'W', digits: 1 },
  sensibleHeatRatio: { unit: '', digits: 2 },
  condensateKgH: { unit: 'kg/h', digits: 2 },
  waterOutputW: { unit: 'W', digits: 1 },
  primaryAirOutputW: { unit: 'W', digits: 1 },
  totalOutputW: { unit: 'W', digits: 1 },
  specificOutputWm: { unit: 'W/m', digits: 1 },
  waterFlowKgH: { unit: 'kg/h', digits: 1 },
  waterFlowLH: { unit: 'l/h', digits: 1 },
  pressureLossKPa: { unit: 'kPa', digits: 2 },
  nozzlePressurePa: { unit: 'Pa', digits: 0 },
  deltaTK: { unit: 'K', digits: 2 },
  deltaTAltK: { unit: 'K', digits: 2 },
  cFactor: { unit: '', digits: 3 },
  conversionFactor: { unit: '', digits: 4 },
  exponent: { unit: '', digits: 2 },
  activeLengthM: { unit: 'm', digits: 2 },
  specificNominalOutputWm: { unit: 'W/m', digits: 1 },
  nominalOutputW: { unit: 'W', digits: 1 },
  naturalOutputW: { unit: 'W', digits: 1 },
  boostFactor: { unit: '', digits: 2 },
  primaryAirPerMetreLsm: { unit: 'l/(s·m)', digits: 2 },
  primaryAirFlowM3h: { unit: 'm³/h', digits: 1 },
  primaryAirFlowLs: { unit: 'l/s', digits: 1 },
  kLWmK: { unit: 'W/(m·K)', digits: 2 },
  dewPointC: { unit: '°C', digits: 2 },
  flowTempC: { unit: '°C', digits: 1 },
  airInletRhPct: { unit: '%', digits: 1 },
  airInletHumidityGkg: { unit: 'g/kg', digits: 2 },
  airOutletTempC: { unit: '°C', digits: 1 },
  airOutletRhPct: { unit: '%', digits: 1 },
  roomLoadW: { unit: 'W', digits: 0 },
  oldNominalOutputW: { unit: 'W', digits: 0 },
  oldExponent: { unit: '', digits: 2 },
  oldOutputAtDesignW: { unit: 'W', digits: 1 },
  requiredNominalOutputW: { unit: 'W', digits: 1 },
  productNominalOutputW: { unit: 'W', digits: 1 },
  naturalOutputNewW: { unit: 'W', digits: 1 },
  maxOutputNewW: { unit: 'W', digits: 1 },
  requiredControlVoltageV: { unit: 'V', digits: 1 },
  coverageRatio: { unit: '', digits: 2 },
  freeCrossSectionPct: { unit: '%', digits: 1 },
  barsUnderLoad: { unit: '', digits: 0 },
  sectionModulusMm3: { unit: 'mm³', digits: 1 },
  momentOfInertiaMm4: { unit: 'mm⁴', digits: 1 },
  designResistanceKN: { unit: 'kN', digits: 2 },
  allowablePointLoadKN: { unit: 'kN', digits: 2 },
  designLoadKN: { unit: 'kN', digits: 2 },
  utilisationPct: { unit: '%', digits: 1 },
  deflectionMm: { unit: 'mm', digits: 2 },
  deflectionLimitMm: { unit: 'mm', digits: 2 },
  allowableAreaLoadKNm2: { unit: 'kN/m²', digits: 2 },
  areaLoadUtilisationPct: { unit: '%', digits: 1 },
  areaLoadDeflectionMm: { unit: 'mm', digits: 2 },
  maxSpanMm: { unit: 'mm', digits: 0 },
  spanMm: { unit: 'mm', digits: 0 },
  lengthMm: { unit: 'mm', digits: 0 },
  designLoadLineKN: { unit: 'kN', digits: 2 },
  // product-selection tools
  outletVelocityMs: { unit: 'm/s', digits: 2 },
  throwM: { unit: 'm', digits: 1 },
  effectiveness: { unit: '', digits: 3 },
  ntu: { unit: '', digits: 3 },
  uaWK: { unit: 'W/K', digits: 1 },
  densityInsideKgM3: { unit: 'kg/m³', digits: 4 },
  densityOutsideKgM3: { unit: 'kg/m³', digits: 4 },
  densityDifferenceKgM3: { unit: 'kg/m³', digits: 4 },
  stackPressurePa: { unit: 'Pa', digits: 2 },
  requiredDeflectionModulus: { unit: '', digits: 3 },
  deflectionModulus: { unit: '', digits: 3 },
  requiredOutletVelocityMs: { unit: 'm/s', digits: 2 },
  requiredAirFlowM3h: { unit: 'm³/h', digits: 0 },
  unitCount: { unit: '', digits: 0 },
  fanStage: { unit: '', digits: 0 },
  requiredHeatW: { unit: 'W', digits: 0 },
  availableHeatW: { unit: 'W', digits: 0 },
  doorHeightM: { unit: 'm', digits: 1 },
  perPersonLs: { unit: 'l/s', digits: 2 },
  perAreaLsM2: { unit: 'l/(s·m²)', digits: 2 },
  personFlowLs: { unit: 'l/s', digits: 1 },
  buildingFlowLs: { unit: 'l/s', digits: 1 },
  totalFlowLs: { unit: 'l/s', digits: 1 },
  totalFlowM3h: { unit: 'm³/h', digits: 0 },
  flowPerPersonM3h: { unit: 'm³/h', digits: 1 },
  airChangeH: { unit: '1/h', digits: 2 },
  co2GenerationLh: { unit: 'l/h', digits: 1 },
  evaluatedFlowM3h: { unit: 'm³/h', digits: 0 },
  steadyStateCo2Ppm: { unit: 'ppm', digits: 0 },
  co2LimitPpm: { unit: 'ppm', digits: 0 },
  requiredFlowForCo2M3h: { unit: 'm³/h', digits: 0 },
  timeH: { unit: 'h', digits: 2 },
  co2Ppm: { unit: 'ppm', digits: 0 },
  flowM3h: { unit: 'm³/h', digits: 3 },
  kvRequired: { unit: 'm³/h', digits: 3 },
  kvs: { unit: 'm³/h', digits: 2 },
  nominalDiameter: { unit: '', digits: 0 },
  valvePressureLossKPa: { unit: 'kPa', digits: 2 },
  circuitPressureLossKPa: { unit: 'kPa', digits: 2 },
  authority: { unit: '', digits: 2 },
  pressureLossKvsKPa: { unit: 'kPa', digits: 2 },
  pressureLossKvKPa: { unit: 'kPa', digits: 2 },
};

export function unitOf(key: string): string {
  return resultUnits[key]?.unit ?? '';
}

/** Rows of the results table for the given keys (skips keys whose value is undefined). */
export function resultRows(
  texts: Texts,
  values: Record<string, number | null>,
  keys: string[],
  display: Record<string, string> = {},
): CalcRow[] {
  return keys
    .filter((key) => values[key] !== undefined)
    .map((key) => ({
      key,
      labelKey: `calc.results.${key}`,
      label: texts.t(`results.${key}`),
      value: display[key] ?? (values[key] == null ? null : round(values[key])),
      unit: unitOf(key),
      digits: resultUnits[key]?.digits ?? 2,
    }));
}

export function axis(texts: Texts, key: string): SeriesAxis {
  return { key, labelKey: `calc.results.${key}`, label: texts.t(`results.${key}`), unit: unitOf(key) };
}

export function series(
  texts: Texts,
  id: string,
  xKey: string,
  yKeys: string[],
  points: Record<string, number | null>[],
  chart?: CalcSeries['chart'],
): CalcSeries {
  const firstUnit = unitOf(yKeys[0]!);
  const suggested = chart ?? {
    left: yKeys.filter((k) => unitOf(k) === firstUnit).slice(0, 3),
    ...(yKeys.find((k) => unitOf(k) !== firstUnit) ? { right: yKeys.find((k) => unitOf(k) !== firstUnit)! } : {}),
  };
  return {
    id,
    labelKey: `calc.series.${id}`,
    label: texts.t(`series.${id}`),
    x: axis(texts, xKey),
    y: yKeys.map((k) => axis(texts, k)),
    points: points.map((p) =>
      Object.fromEntries([xKey, ...yKeys].map((k) => [k, p[k] === undefined || p[k] === null ? null : round(p[k]!)])),
    ),
    chart: suggested,
  };
}

/** Values at the boundary are rounded to 6 significant decimals (no float noise in JSON). */
export function round(value: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function roundValues(values: Record<string, number | null>): Record<string, number | null> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? null : round(v)]));
}

/** Evenly spaced values from..to (inclusive, float-safe). */
export function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; ; i++) {
    const v = Math.round((from + i * step) * 1e9) / 1e9;
    if (v > to + 1e-9) break;
    out.push(v);
  }
  return out;
}

export function warning(texts: Texts, code: string, values: Record<string, string | number> = {}, field?: string) {
  const message: CalcMessage = { code, message: texts.t(`warnings.${code}`, values) };
  if (field) message.field = field;
  return message;
}

export function check(
  texts: Texts,
  id: string,
  ok: boolean | null,
  detailKey?: string,
  values: Record<string, string | number> = {},
): CalcCheck {
  const result: CalcCheck = { id, ok, label: texts.t(`checks.${id}`) };
  if (detailKey) result.detail = texts.t(`checkDetails.${detailKey}`, values);
  return result;
}

/** Heating order θV > θR ≥ θi + 1 K (docs/calculators.md §1.3) as issues on the return/flow fields. */
export function heatingOrderIssues(
  flow: number,
  ret: number,
  room: number,
  fields = { flow: 'VorlaufTemp', ret: 'RuecklaufTemp' },
): CalcIssue[] {
  if (!(flow > room)) return [{ field: fields.flow, rule: 'flowNotAboveRoom', values: { room } }];
  if (!(ret < flow)) return [{ field: fields.ret, rule: 'returnNotBelowFlow', values: { flow } }];
  if (!(ret - room >= 1)) return [{ field: fields.ret, rule: 'returnNotAboveRoom', values: { room, min: room + 1 } }];
  return [];
}

/** Cooling order θV < θR < θi (docs/calculators.md §2.4, §6.2). */
export function coolingOrderIssues(
  flow: number,
  ret: number,
  room: number,
  fields = { flow: 'VorlaufTemp', ret: 'RuecklaufTemp' },
): CalcIssue[] {
  if (!(flow < room)) return [{ field: fields.flow, rule: 'flowNotBelowRoom', values: { room } }];
  if (!(ret > flow)) return [{ field: fields.ret, rule: 'returnNotAboveFlow', values: { flow } }];
  if (!(ret < room)) return [{ field: fields.ret, rule: 'returnNotBelowRoom', values: { room } }];
  return [];
}

/** Dry-running cooling: θV ≥ dew point + margin (docs/calculators.md §6.2, §2.4). */
export function dewPointIssue(flow: number, room: number, rhPct: number, margin: number): CalcIssue | null {
  const dew = dewPoint(room, rhPct / 100);
  if (flow >= dew + margin) return null;
  return {
    field: 'VorlaufTemp',
    rule: 'belowDewPoint',
    values: { dewPoint: Math.round(dew * 100) / 100, margin, min: Math.round((dew + margin) * 100) / 100 },
  };
}

export interface ProductInfo {
  id: string;
  name: string;
}

export function productInfo(product: ProductInfo, data: { version: string; source: string }) {
  return { id: product.id, name: product.name, dataVersion: data.version, dataSource: data.source };
}

export function titleOf(texts: Texts, calculator: CalculatorId): string {
  return texts.t(`titles.${calculator}`);
}

/** The opening of every result: who computed it, in which language, from which product and data, for which inputs. */
export function resultHead(
  texts: Texts,
  calculator: CalculatorId,
  mode: CalcResult['mode'],
  head: {
    product: ProductInfo;
    data: { version: string; source: string };
    fields: readonly FieldSpec[];
    input: Record<string, number | string>;
    values: Record<string, number | null>;
    /** an input that picks an entry of the data, shown in the inputs table by the entry's name */
    named?: { field: string; name: string };
  },
): Pick<CalcResult, 'calculator' | 'locale' | 'title' | 'mode' | 'product' | 'inputs' | 'inputRows' | 'values'> {
  const rows = inputRows(texts, head.fields, head.input);
  return {
    calculator,
    locale: texts.locale,
    title: titleOf(texts, calculator),
    mode,
    product: productInfo(head.product, head.data),
    inputs: { ...head.input },
    inputRows: head.named ? withProductName(rows, head.named.name, head.named.field) : rows,
    values: roundValues(head.values),
  };
}

/** The tender text (`calc.tender.<key>`) with the brand of the request, Kermi when none is given. */
export function tenderText(
  texts: Texts,
  key: string,
  options: CalcOptions,
  values: Record<string, string | number>,
): string {
  const named: Record<string, string | number> = { brand: options.brandName ?? 'Kermi', ...values };
  // Connections are codes in the product data (server/areas/calc/product-data.ts), named in the text's language.
  if (typeof values.connection === 'string') named.connection = texts.t(`connections.${values.connection}`);
  return texts.t(`tender.${key}`, named);
}

/** ΔT outside the range the product was tested at: the result is extrapolated (warned, and named in the method codes). */
export function extrapolation(texts: Texts, deltaT: number, [min, max]: readonly [number, number]) {
  const extrapolated = deltaT < min || deltaT > max;
  return { extrapolated, warnings: extrapolated ? [warning(texts, 'extrapolated', { value: deltaT, min, max })] : [] };
}

/** Marks results computed from illustrative data — always first warning while source is 'illustrative'. */
export function dataWarnings(texts: Texts, data: { source: string; version: string }): CalcMessage[] {
  return data.source === 'illustrative' ? [warning(texts, 'illustrativeData', { version: data.version })] : [];
}
