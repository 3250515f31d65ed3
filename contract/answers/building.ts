/** The building calculators' answers as zod schemas, tied to contract/building.ts with `satisfies`. */
import { z } from 'zod';
import {
  ageClasses,
  type BuildingMessage,
  type BuildingTemplate,
  type BuildingTotals,
  boundaries,
  buildingModes,
  type ComparisonResult,
  type ComponentResult,
  componentKinds,
  type HeatLoadResult,
  type InvestmentResult,
  type NamedValue,
  type RoomResult,
  roomTypes,
  type SystemResult,
  uStandards,
} from '../building.ts';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
/** An object with one entry per key of `keys` (zod's record over an enum needs every key). */
const byKey = <const K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.record(z.enum(keys as unknown as [K, ...K[]]), value);

export const namedValueSchema = z.object({
  key: z.string(),
  symbol: z.string(),
  label: z.string(),
  value: nullableNumber,
  unit: z.string(),
}) satisfies z.ZodType<NamedValue>;
const values = z.array(namedValueSchema);

export const buildingMessageSchema = z.object({
  code: z.string(),
  field: z.string().optional(),
  message: z.string(),
}) satisfies z.ZodType<BuildingMessage>;
const warnings = z.array(buildingMessageSchema);

const componentSchema = z.object({
  index: z.number(),
  name: z.string(),
  kind: z.enum(componentKinds),
  boundary: z.enum(boundaries),
  area: z.number(),
  u: z.number(),
  uSource: z.enum(['input', 'preset', 'target']),
  thermalBridge: z.number(),
  f: z.number(),
  fSource: z.enum(['outside', 'default', 'computed', 'input']),
  adjacentTemperature: nullableNumber,
  transmissionCoefficient: z.number(),
  transmissionLoss: z.number(),
}) satisfies z.ZodType<ComponentResult>;

const roomSchema = z.object({
  index: z.number(),
  name: z.string(),
  type: z.enum(roomTypes),
  area: z.number(),
  height: z.number(),
  volume: z.number(),
  indoorTemperature: z.number(),
  airChange: z.number(),
  components: z.array(componentSchema),
  values,
  transmissionLoss: z.number(),
  ventilationLoss: z.number(),
  heatLoad: z.number(),
  specificLoad: z.number(),
}) satisfies z.ZodType<RoomResult>;

const totalsSchema = z.object({
  values,
  transmissionLoss: z.number(),
  ventilationLoss: z.number(),
  heatLoad: z.number(),
  specificLoad: nullableNumber,
  elements: z.array(componentSchema),
}) satisfies z.ZodType<BuildingTotals>;

export const heatLoadResultSchema = z.object({
  locale: z.string(),
  method: z.enum(['room', 'building']),
  mode: z.enum(buildingModes),
  dataVersion: z.string(),
  dataSource: z.string(),
  climate: z.object({
    postcode: nullableText,
    place: nullableText,
    designOutdoorTemperature: z.number(),
    source: z.enum(['input', 'table', 'placeholder']),
    note: z.string(),
    reference: nullableText,
  }),
  ageClass: z.enum(ageClasses).nullable(),
  thermalBridge: z.number(),
  rooms: z.array(roomSchema),
  building: totalsSchema,
  renovated: totalsSchema.nullable(),
  warnings,
}) satisfies z.ZodType<HeatLoadResult>;

export const investmentResultSchema = z.object({
  locale: z.string(),
  kind: z.enum(['systemPackage', 'underfloor', 'ventilation']),
  title: z.string(),
  dataVersion: z.string(),
  dataSource: z.string(),
  values,
  items: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      articleId: nullableText,
      quantity: z.number(),
      unit: z.string(),
      unitPriceEur: z.number(),
      totalEur: z.number(),
    }),
  ),
  netEur: z.number(),
  vatRate: z.number(),
  vatEur: z.number(),
  grossEur: z.number(),
  eligibleCostEur: z.number(),
  warnings,
}) satisfies z.ZodType<InvestmentResult>;

const systemSchema = z.object({
  key: z.enum(['boiler', 'heatPump']),
  label: z.string(),
  values,
  annualisedCost: z.number(),
  presentValue: z.number(),
}) satisfies z.ZodType<SystemResult>;

export const comparisonResultSchema = z.object({
  locale: z.string(),
  dataVersion: z.string(),
  validFrom: z.string(),
  emissionFactorSet: z.string(),
  heatDemand: values,
  parameters: values,
  subsidy: z.object({
    applied: z.boolean(),
    rates: z.array(
      z.object({
        key: z.enum(['base', 'climateSpeed', 'income', 'efficiency']),
        label: z.string(),
        rate: z.number(),
        applies: z.boolean(),
        reason: z.string(),
      }),
    ),
    values,
    amount: z.number(),
  }),
  systems: z.object({ boiler: systemSchema, heatPump: systemSchema }),
  difference: values,
  breakEvenYear: nullableNumber,
  yearly: z.array(
    z.object({
      year: z.number(),
      boiler: z.number(),
      heatPump: z.number(),
      boilerPresentValue: z.number(),
      heatPumpPresentValue: z.number(),
    }),
  ),
  warnings,
}) satisfies z.ZodType<ComparisonResult>;

const fuel = z.object({
  price: z.number(),
  basePrice: z.number(),
  maintenance: z.number(),
  efficiency: z.number(),
  replacementCost: z.number(),
});
export const buildingTemplateSchema = z.object({
  locale: z.string(),
  dataVersion: z.string(),
  dataSource: z.string(),
  economicsVersion: z.string(),
  economicsValidFrom: z.string(),
  pricesVersion: z.string(),
  ageClasses: z.array(z.enum(ageClasses)),
  kinds: byKey(componentKinds, z.object({ boundary: z.enum(boundaries), presets: z.array(nullableNumber) })),
  standards: byKey(
    uStandards,
    z.object({ label: z.string(), thermalBridge: z.number(), u: byKey(componentKinds, nullableNumber) }),
  ),
  roomTypes: byKey(roomTypes, z.object({ indoorTemperature: z.number(), airChange: z.number() })),
  thermalBridges: z.array(z.object({ id: z.string(), value: z.number() })),
  airChangeByAge: z.array(z.number()),
  placeholderDesignOutdoorTemperature: z.number(),
  comparisonDefaults: z.object({
    interestPct: z.number(),
    years: z.number(),
    energyEscalationPct: z.number(),
    operationEscalationPct: z.number(),
    investmentEscalationPct: z.number(),
    co2PriceEurPerT: z.number(),
    co2EscalationPct: z.number(),
    fullLoadHours: z.number(),
    gas: fuel,
    oil: fuel,
    heatPump: z.object({
      electricityPrice: z.number(),
      basePrice: z.number(),
      maintenance: z.number(),
      spfAir: z.number(),
      spfGround: z.number(),
    }),
  }),
}) satisfies z.ZodType<BuildingTemplate>;
