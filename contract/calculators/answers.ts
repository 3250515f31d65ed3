import { z } from 'zod';
import type {
  CalcCheck,
  CalcMessage,
  CalcResult,
  CalcRow,
  CalcSeries,
  CalcTemplate,
  CalculatorId,
  TemplateField,
} from './common.ts';

/**
 * The calculators' answers as zod schemas (documented on the routes, server/http/responds.ts),
 * tied to the interfaces in common.ts with `satisfies`, so neither can change alone.
 */

const calculatorIds = [
  'KRN41',
  'KRN92',
  'KCModel',
  'HPC',
  'XFlair',
  'XFlairTausch',
  'ConvectorLoadCalc',
  'AirHeater',
  'DoorAirCurtain',
  'IndoorAirQuality',
  'ControlValve',
] as const satisfies readonly CalculatorId[];
const calculatorIdSchema = z.enum(calculatorIds);

const numberField = z.object({
  name: z.string(),
  kind: z.literal('number'),
  unit: z.string(),
  default: z.number(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  positive: z.boolean().optional(),
  group: z.string().optional(),
  labelKey: z.string(),
  label: z.string(),
  allowed: z.array(z.number()).optional(),
});
const selectField = z.object({
  name: z.string(),
  kind: z.literal('select'),
  default: z.string(),
  group: z.string().optional(),
  labelKey: z.string(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), labelKey: z.string().nullable(), label: z.string() })),
});
const templateFieldSchema = z.discriminatedUnion('kind', [numberField, selectField]) satisfies z.ZodType<TemplateField>;

export const calcTemplateSchema = z.object({
  calculator: calculatorIdSchema,
  locale: z.string(),
  titleKey: z.string(),
  title: z.string(),
  dataVersion: z.string(),
  dataSource: z.string(),
  fields: z.array(templateFieldSchema),
  endpoints: z.object({
    calc: z.string().optional(),
    calcOutput: z.string().optional(),
    pdf: z.string().optional(),
    xlsx: z.string().optional(),
    multipartField: z.string().optional(),
  }),
}) satisfies z.ZodType<CalcTemplate>;

const calcRowSchema = z.object({
  key: z.string(),
  labelKey: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string()]).nullable(),
  unit: z.string(),
  digits: z.number().optional(),
}) satisfies z.ZodType<CalcRow>;

const seriesAxis = z.object({ key: z.string(), labelKey: z.string(), label: z.string(), unit: z.string() });
const calcSeriesSchema = z.object({
  id: z.string(),
  labelKey: z.string(),
  label: z.string(),
  x: seriesAxis,
  y: z.array(seriesAxis),
  points: z.array(z.record(z.string(), z.number().nullable())),
  chart: z.object({ left: z.array(z.string()), right: z.string().optional() }),
}) satisfies z.ZodType<CalcSeries>;

export const calcMessageSchema = z.object({
  code: z.string(),
  field: z.string().optional(),
  message: z.string(),
}) satisfies z.ZodType<CalcMessage>;

const calcCheckSchema = z.object({
  id: z.string(),
  ok: z.boolean().nullable(),
  label: z.string(),
  detail: z.string().optional(),
}) satisfies z.ZodType<CalcCheck>;

export const calcResultSchema = z.object({
  calculator: calculatorIdSchema,
  locale: z.string(),
  title: z.string(),
  mode: z.enum(['heating', 'cooling', 'load', 'ventilation', 'hydraulics']),
  product: z.object({ id: z.string(), name: z.string(), dataVersion: z.string(), dataSource: z.string() }),
  inputs: z.record(z.string(), z.union([z.number(), z.string()])),
  inputRows: z.array(calcRowSchema),
  values: z.record(z.string(), z.number().nullable()),
  resultRows: z.array(calcRowSchema),
  series: z.array(calcSeriesSchema),
  methodCodes: z.array(z.string()),
  checks: z.array(calcCheckSchema),
  checksTitle: z.string().optional(),
  warnings: z.array(calcMessageSchema),
  tenderText: z.string(),
}) satisfies z.ZodType<CalcResult>;
