/**
 * Request schemas of the building calculators (BuildingCalc, BuildingCalcV2 and the investment
 * calculators), built from the bounds in building.ts. Bodies are strict: an unknown key is a 400
 * naming it. Optional numbers take their defaults from the data files on the server.
 */
import { z } from 'zod';
import {
  ageClasses,
  type BoundName,
  boundaries,
  buildingBounds,
  buildingLimits,
  buildingModes,
  componentKinds,
  roomTypes,
  uStandards,
} from './building.ts';
import { requiredText, text } from './input.ts';

/** A finite number within the named bound. */
export function bounded(name: BoundName) {
  const bound: { min: number; max: number; positive?: boolean; integer?: boolean } = buildingBounds[name];
  let schema = z.number().finite();
  if (bound.integer) schema = schema.int();
  schema = bound.positive ? schema.gt(bound.min) : schema.min(bound.min);
  return schema.max(bound.max);
}

const name = text(buildingLimits.nameLength);

export const componentSchema = z.strictObject({
  name: name.optional(),
  kind: z.enum(componentKinds),
  boundary: z.enum(boundaries).optional(),
  area: bounded('area'),
  /** typed U; without it the preset of the age class (renovation) or the GEG reference (new building) */
  u: bounded('u').optional(),
  /** standard the U is taken from instead of typing it */
  uStandard: z.enum(uStandards).optional(),
  adjacentTemperature: bounded('adjacentTemperature').optional(),
  f: bounded('f').optional(),
});

export const roomSchema = z.strictObject({
  name: requiredText(buildingLimits.nameLength),
  type: z.enum(roomTypes).default('living'),
  area: bounded('area'),
  height: bounded('height').default(2.5),
  indoorTemperature: bounded('indoorTemperature').optional(),
  airChange: bounded('airChange').optional(),
  components: z.array(componentSchema).max(buildingLimits.components).default([]),
});

export const elementSchema = componentSchema.extend({
  /** building method with renovation: this element is brought to the renovation standard */
  renovate: z.boolean().default(false),
});

export const heatLoadInputSchema = z.strictObject({
  method: z.enum(['room', 'building']).default('room'),
  mode: z.enum(buildingModes).default('renovation'),
  postcode: z
    .string()
    .regex(/^\d{5}$/, { message: 'must be a German postcode of five digits' })
    .optional(),
  designOutdoorTemperature: bounded('designOutdoorTemperature').optional(),
  ageClass: z.enum(ageClasses).default('1969-1978'),
  thermalBridge: bounded('thermalBridge').default(0.1),
  rooms: z.array(roomSchema).max(buildingLimits.rooms).optional(),
  building: z
    .strictObject({
      elements: z.array(elementSchema).min(1).max(buildingLimits.elements),
      volume: bounded('volume'),
      heatedArea: bounded('heatedArea').optional(),
      indoorTemperature: bounded('indoorTemperature').default(20),
      airChange: bounded('airChange').optional(),
    })
    .optional(),
  renovation: z
    .strictObject({
      standard: z.enum(['GEG', 'BEG']).default('GEG'),
      thermalBridge: bounded('thermalBridge').optional(),
      airChange: bounded('airChange').optional(),
    })
    .optional(),
});
export type HeatLoadInput = z.infer<typeof heatLoadInputSchema>;
export type RoomInput = z.infer<typeof roomSchema>;
export type ComponentInput = z.infer<typeof componentSchema>;

export const comparisonInputSchema = z.strictObject({
  heatDemand: z
    .strictObject({
      source: z.enum(['direct', 'consumption', 'heatLoad']).default('heatLoad'),
      spaceHeatKWh: bounded('spaceHeatKWh').optional(),
      hotWaterKWh: bounded('hotWaterKWh').default(0),
      /** old boiler's annual consumption: kWh (Hs) of gas or litres of oil */
      consumption: bounded('consumption').optional(),
      heatLoadKW: bounded('heatLoadKW').optional(),
      fullLoadHours: bounded('fullLoadHours').optional(),
    })
    .default({ source: 'heatLoad', hotWaterKWh: 0 }),
  boiler: z
    .strictObject({
      fuel: z.enum(['gas', 'oil']).default('gas'),
      efficiency: bounded('efficiency').optional(),
      efficiencyBasis: z.enum(['Hs', 'Hi']).optional(),
      /** gas: ct per kWh (Hs); oil: € per litre */
      price: bounded('price').optional(),
      basePrice: bounded('basePrice').optional(),
      maintenance: bounded('maintenance').optional(),
      remainingLife: bounded('remainingLife').default(5),
      replacementCost: bounded('replacementCost').optional(),
      age: bounded('boilerAge').default(20),
    })
    .default({ fuel: 'gas', remainingLife: 5, age: 20 }),
  heatPump: z
    .strictObject({
      source: z.enum(['air', 'ground', 'water']).default('air'),
      seasonalPerformanceFactor: bounded('seasonalPerformanceFactor').optional(),
      /** ct per kWh */
      electricityPrice: bounded('price').optional(),
      basePrice: bounded('basePrice').optional(),
      maintenance: bounded('maintenance').optional(),
      investment: bounded('investment').default(30_000),
      serviceLife: bounded('serviceLife').optional(),
      naturalRefrigerant: z.boolean().default(false),
    })
    .default({ source: 'air', investment: 30_000, naturalRefrigerant: false }),
  economics: z
    .strictObject({
      interestPct: bounded('interestPct').optional(),
      years: bounded('years').optional(),
      energyEscalationPct: bounded('energyEscalationPct').optional(),
      operationEscalationPct: bounded('operationEscalationPct').optional(),
      investmentEscalationPct: bounded('investmentEscalationPct').optional(),
      co2PriceEurPerT: bounded('co2PriceEurPerT').optional(),
      co2EscalationPct: bounded('co2EscalationPct').optional(),
      emissionFactorSet: z.enum(['BEHG', 'GEG', 'UBA']).default('GEG'),
    })
    .default({ emissionFactorSet: 'GEG' }),
  subsidy: z
    .strictObject({
      apply: z.boolean().default(true),
      ownerOccupied: z.boolean().default(true),
      replacesWorkingFossilHeating: z.boolean().default(true),
      householdIncomeEur: bounded('householdIncomeEur').optional(),
      dwellings: bounded('dwellings').default(1),
      applicationYear: bounded('applicationYear').default(2025),
      eligibleCost: bounded('eligibleCost').optional(),
    })
    .default({
      apply: true,
      ownerOccupied: true,
      replacesWorkingFossilHeating: true,
      dwellings: 1,
      applicationYear: 2025,
    }),
});
export type ComparisonInput = z.infer<typeof comparisonInputSchema>;

export const systemPackageInputSchema = z.strictObject({
  heatLoadKW: bounded('heatLoadKW'),
  source: z.enum(['air', 'ground']).default('air'),
  persons: bounded('persons').default(4),
  hotWaterTank: z.boolean().default(true),
  bufferTank: z.boolean().default(true),
  dismantle: z.enum(['none', 'gas', 'oil']).default('gas'),
  electricalWork: z.boolean().default(true),
});
export type SystemPackageInput = z.infer<typeof systemPackageInputSchema>;

export const underfloorInputSchema = z.strictObject({
  heatedAreaM2: bounded('heatedAreaM2'),
  floors: bounded('floors').default(1),
  rooms: bounded('rooms').default(6),
  system: z.enum(['wet', 'dry', 'milled']).default('wet'),
  balancingValves: bounded('balancingValves').default(0),
  presettableValves: z.boolean().default(true),
});
export type UnderfloorInput = z.infer<typeof underfloorInputSchema>;

export const ventilationInputSchema = z.strictObject({
  livingAreaM2: bounded('livingAreaM2'),
  persons: bounded('persons').default(4),
  system: z.enum(['central', 'decentral']).default('central'),
  kitchens: bounded('kitchens').default(1),
  baths: bounded('baths').default(1),
  wcs: bounded('wcs').default(1),
  supplyRooms: bounded('supplyRooms').default(4),
});
export type VentilationInput = z.infer<typeof ventilationInputSchema>;

/** The report (PDF/XLSX): a heat load, optionally the comparison and investments. */
export const buildingReportInputSchema = z.strictObject({
  heatLoad: heatLoadInputSchema,
  comparison: comparisonInputSchema.optional(),
  systemPackage: systemPackageInputSchema.optional(),
  underfloor: underfloorInputSchema.optional(),
  ventilation: ventilationInputSchema.optional(),
});
export type BuildingReportInput = z.infer<typeof buildingReportInputSchema>;
