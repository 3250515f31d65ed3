import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { convert } from './constants.ts';
import type { ConvectorGrid } from './convector.ts';
import { characteristicConstant, type DeltaTMethod, ratingExcess } from './en442.ts';
import type { FanAssistedModel, FanTablePoint } from './fan-assisted.ts';
import type { FanCoilRating, FanCoilSpeed } from './fancoil.ts';
import type { GrilleFactors, GrilleMaterial } from './grille.ts';
import type { InductionUnit } from './induction.ts';

/**
 * Product data: a versioned JSON file (`data/products.v<N>.json`, `source: 'illustrative'` until
 * real test reports replace it), checked with zod at start and turned into SI models here.
 * No product coefficient lives in code.
 */

const range = z.tuple([z.number(), z.number()]);
const method = z.enum(['LOG', 'ARITH']);
const fanPoint = z.object({
  u: z.number().min(0).max(10),
  airFlowM3h: z.number().min(0),
  soundPowerDbA: z.number().nullable(),
  powerW: z.number().min(0),
});
/**
 * Connections are codes, not text: the tender text names them in its own language
 * (`calc.connections.<code>` in locales/, so no German "AG"/"Mittenanschluss" in an English text).
 */
export const connectionCodes = [
  'G1/2-male-eurocone',
  '6xG1/2-female-centre50',
  'G1/2-female',
  'G1-male',
  'G1-1/4-male',
  'G3/4-female',
] as const;
export const connectionCode = z.enum(connectionCodes);

const tenderAttributes = {
  waterPressureLossNKPa: z.number().positive(),
  connection: connectionCode,
  maxOperatingPressureBar: z.number().positive(),
};

const fileSchema = z.object({
  version: z.string(),
  source: z.string(),
  basis: z.string(),
  warning: z.string(),
  xflair: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      heightMm: z.number(),
      lengthMm: z.number(),
      ratingDeltaTMethod: method,
      nominalOutputW: z.number().positive(),
      n0: z.number().min(1).max(1.6),
      kMax: z.number().positive(),
      nMax: z.number().min(1).max(1.6),
      m: z.number().positive(),
      uStartV: z.number().min(0),
      standbyPowerW: z.number().min(0),
      soundPowerFloorDbA: z.number(),
      fanTable: z.array(fanPoint).min(2),
      testedDeltaTK: range,
      maxFlowTempC: z.number(),
      coolingData: z.boolean(),
      en16430Report: z.object({ id: z.string(), lab: z.string(), date: z.string() }).nullable(),
      waterFlowNKgH: z.number().positive(),
      waterContentL: z.number(),
      ...tenderAttributes,
    }),
  ),
  legacyRadiators: z.object({
    comment: z.string(),
    referenceHeightMm: z.number().positive(),
    wPerM2ByType: z.record(z.string(), z.number().positive()),
  }),
  convectorGrids: z.array(
    z.object({
      id: z.string(),
      n: z.number().min(1).max(1.6),
      bautiefeMm: z.array(z.number()).min(1),
      bauhoeheMm: z.array(z.number()).min(1),
      qNWm: z.array(z.array(z.number().positive())),
    }),
  ),
  kcmodel: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      grid: z.string(),
      deadLengthMm: z.number().min(0),
      testedDeltaTK: range,
      maxFlowTempC: z.number(),
      waterFlowNKgH: z.number().positive(),
      waterContentLPerM: z.number(),
      ...tenderAttributes,
    }),
  ),
  krn41: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      grid: z.string(),
      deadLengthMm: z.number().min(0),
      fanMaxFactorAtRating: z.number().min(1),
      nMax: z.number().min(1).max(1.6),
      m: z.number().positive(),
      uStartV: z.number().min(0),
      standbyPowerWPerM: z.number().min(0),
      soundPowerFloorDbA: z.number(),
      fanTablePerMetre: z.array(fanPoint).min(2),
      testedDeltaTK: range,
      maxFlowTempC: z.number(),
      coolingData: z.boolean(),
      en16430Report: z.object({ id: z.string(), lab: z.string(), date: z.string() }).nullable(),
      waterFlowNKgH: z.number().positive(),
      waterContentLPerM: z.number(),
      ...tenderAttributes,
    }),
  ),
  krn92: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sizes: z.array(z.object({ bauhoeheMm: z.number(), bautiefeMm: z.number() })).min(1),
      deadLengthMm: z.number().min(0),
      cooling: z.object({ kLN: z.number().positive(), n: z.number(), deltaTMethod: method }),
      heating: z.object({ kLN: z.number().positive(), n: z.number(), deltaTMethod: method }),
      primaryAirPerMetreNLs: z.number().positive(),
      p: z.number(),
      testedPrimaryAirPerMetreLs: range,
      waterFlowNKgH: z.number().positive(),
      nozzlePressureNPa: z.number().positive(),
      soundTable: z.array(z.object({ nozzlePressurePa: z.number(), soundPowerDbA: z.number().nullable() })).min(2),
      soundPowerFloorDbA: z.number(),
      maxHeatingFlowC: z.number(),
      dewPointMarginK: z.number().min(0),
      spreadCoolingK: range,
      spreadHeatingK: range,
      waterContentLPerM: z.number(),
      ...tenderAttributes,
    }),
  ),
  fancoil: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      speeds: z
        .array(
          z.object({
            speed: z.string(),
            u: z.number(),
            airFlowM3h: z.number().positive(),
            coolingTotalKW: z.number().positive(),
            coolingSensibleKW: z.number().positive(),
            heatingKW: z.number().positive(),
            soundPowerDbA: z.number(),
            powerW: z.number(),
          }),
        )
        .min(2),
      rating: z.object({
        coolingWaterInC: z.number(),
        coolingWaterOutC: z.number(),
        airDryBulbC: z.number(),
        airWetBulbC: z.number(),
        heatingWaterInC: z.number(),
        heatingAirC: z.number(),
      }),
      coolingWaterInRangeC: range,
      heatingWaterInRangeC: range,
      humidityRangePct: range,
      condensateDrain: z.boolean(),
      waterFlowNLH: z.number().positive(),
      waterContentL: z.number(),
      ...tenderAttributes,
    }),
  ),
  grille: z.object({
    factors: z.object({
      gammaM1: z.number(),
      gammaQ: z.number(),
      deflectionLimitRatio: z.number(),
      verified: z.boolean(),
    }),
    materials: z.array(
      z.object({ id: z.string(), name: z.string(), f02MPa: z.number(), eMPa: z.number(), verified: z.boolean() }),
    ),
    curveSpanMm: z.object({ from: z.number(), to: z.number(), step: z.number() }),
  }),
});

export type ProductFile = z.infer<typeof fileSchema>;
type RawXFlair = ProductFile['xflair'][number];
type RawKrn41 = ProductFile['krn41'][number];
type RawKrn92 = ProductFile['krn92'][number];
type RawFanCoil = ProductFile['fancoil'][number];

export interface ProductRef {
  id: string;
  name: string;
}

export interface TenderAttributes {
  connection: string;
  maxOperatingPressureBar: number;
}

/** Pressure loss of the water side: Δp_N [Pa] at ṁ_N [kg/s], quadratic. */
export interface WaterSide {
  pressureLossN: number;
  massFlowN: number;
}

export interface XFlairProduct extends ProductRef, TenderAttributes {
  heightMm: number;
  lengthMm: number;
  nominalOutput: number;
  ratingMethod: DeltaTMethod;
  model: FanAssistedModel;
  testedDeltaT: [number, number];
  maxFlowTemp: number;
  coolingData: boolean;
  en16430Report: RawXFlair['en16430Report'];
  water: WaterSide;
  waterContentL: number;
}

export interface KcProduct extends ProductRef, TenderAttributes {
  grid: ConvectorGrid;
  deadLength: number;
  testedDeltaT: [number, number];
  maxFlowTemp: number;
  water: WaterSide;
  waterContentLPerM: number;
}

export interface Krn41Product extends KcProduct {
  fanMaxFactorAtRating: number;
  nMax: number;
  m: number;
  uStart: number;
  standbyPowerPerM: number;
  soundPowerFloor: number;
  /** fan table per metre of active length (air flow m³/s per m, power W per m, sound for 1 m) */
  fanTablePerMetre: FanTablePoint[];
  coolingData: boolean;
  en16430Report: RawKrn41['en16430Report'];
}

export interface Krn92Product extends ProductRef, TenderAttributes {
  sizes: RawKrn92['sizes'];
  deadLength: number;
  unit: InductionUnit;
  /** tested primary air per metre [m³/(s·m)] */
  testedPrimaryAirPerMetre: [number, number];
  /** nozzle pressure [Pa] → L_WA table */
  soundTable: { nozzlePressure: number; soundPower: number | null }[];
  soundPowerFloor: number;
  maxHeatingFlow: number;
  dewPointMargin: number;
  spreadCooling: [number, number];
  spreadHeating: [number, number];
  waterContentLPerM: number;
}

export interface FanCoilProduct extends ProductRef, TenderAttributes {
  speeds: (FanCoilSpeed & { speed: string })[];
  rating: FanCoilRating;
  coolingWaterInRange: [number, number];
  heatingWaterInRange: [number, number];
  humidityRange: [number, number];
  condensateDrain: boolean;
  /** Δp_N [Pa] at V̇_N [m³/s] */
  waterPressureLossN: number;
  waterVolumeFlowN: number;
  waterContentL: number;
}

export interface GrilleData {
  factors: GrilleFactors & { verified: boolean };
  materials: (ProductRef & GrilleMaterial & { verified: boolean })[];
  curveSpan: { from: number; to: number; step: number };
}

export interface ProductData {
  version: string;
  source: string;
  warning: string;
  xflair: XFlairProduct[];
  /** old-radiator estimate: nominal output per m² front area at ΔT 50 K by panel type */
  legacyRadiators: { referenceHeightMm: number; wPerM2ByType: Record<string, number> };
  kcmodel: KcProduct[];
  krn41: Krn41Product[];
  krn92: Krn92Product[];
  fancoil: FanCoilProduct[];
  grille: GrilleData;
}

const fanTable = (points: RawXFlair['fanTable']): FanTablePoint[] =>
  [...points]
    .sort((a, b) => a.u - b.u)
    .map((p) => ({
      u: p.u,
      airFlow: convert.m3PerHToM3PerS(p.airFlowM3h),
      soundPower: p.soundPowerDbA,
      power: p.powerW,
    }));

const water = (p: { waterPressureLossNKPa: number; waterFlowNKgH: number }): WaterSide => ({
  pressureLossN: convert.kPaToPa(p.waterPressureLossNKPa),
  massFlowN: convert.kgPerHToKgPerS(p.waterFlowNKgH),
});

function toGrid(raw: ProductFile['convectorGrids'][number]): ConvectorGrid {
  if (raw.qNWm.length !== raw.bautiefeMm.length || raw.qNWm.some((row) => row.length !== raw.bauhoeheMm.length)) {
    throw new Error(`product data: grid ${raw.id} has the wrong shape`);
  }
  return {
    widths: raw.bautiefeMm.map(convert.mmToM),
    heights: raw.bauhoeheMm.map(convert.mmToM),
    qN: raw.qNWm,
    n: raw.n,
  };
}

function toXFlair(p: RawXFlair): XFlairProduct {
  return {
    id: p.id,
    name: p.name,
    heightMm: p.heightMm,
    lengthMm: p.lengthMm,
    nominalOutput: p.nominalOutputW,
    ratingMethod: p.ratingDeltaTMethod,
    model: {
      natural: { k: characteristicConstant(p.nominalOutputW, p.n0, p.ratingDeltaTMethod), n: p.n0 },
      max: { k: p.kMax, n: p.nMax },
      m: p.m,
      uStart: p.uStartV,
      fanTable: fanTable(p.fanTable),
      soundPowerFloor: p.soundPowerFloorDbA,
      standbyPower: p.standbyPowerW,
    },
    testedDeltaT: p.testedDeltaTK,
    maxFlowTemp: p.maxFlowTempC,
    coolingData: p.coolingData,
    en16430Report: p.en16430Report,
    water: water(p),
    waterContentL: p.waterContentL,
    connection: p.connection,
    maxOperatingPressureBar: p.maxOperatingPressureBar,
  };
}

function toFanCoil(p: RawFanCoil): FanCoilProduct {
  return {
    id: p.id,
    name: p.name,
    speeds: [...p.speeds]
      .sort((a, b) => a.u - b.u)
      .map((s) => ({
        speed: s.speed,
        u: s.u,
        airFlow: convert.m3PerHToM3PerS(s.airFlowM3h),
        coolingTotal: s.coolingTotalKW * 1000,
        coolingSensible: s.coolingSensibleKW * 1000,
        heating: s.heatingKW * 1000,
        soundPower: s.soundPowerDbA,
        power: s.powerW,
      })),
    rating: {
      coolingWaterIn: p.rating.coolingWaterInC,
      coolingWaterOut: p.rating.coolingWaterOutC,
      airDryBulb: p.rating.airDryBulbC,
      airWetBulb: p.rating.airWetBulbC,
      heatingWaterIn: p.rating.heatingWaterInC,
      heatingAir: p.rating.heatingAirC,
    },
    coolingWaterInRange: p.coolingWaterInRangeC,
    heatingWaterInRange: p.heatingWaterInRangeC,
    humidityRange: [p.humidityRangePct[0] / 100, p.humidityRangePct[1] / 100],
    condensateDrain: p.condensateDrain,
    waterPressureLossN: convert.kPaToPa(p.waterPressureLossNKPa),
    waterVolumeFlowN: p.waterFlowNLH / 1000 / 3600,
    waterContentL: p.waterContentL,
    connection: p.connection,
    maxOperatingPressureBar: p.maxOperatingPressureBar,
  };
}

/** Turns the checked file into SI models. Exported for tests that feed modified data. */
export function buildProductData(raw: unknown): ProductData {
  const file = fileSchema.parse(raw);
  const grids = new Map(file.convectorGrids.map((g) => [g.id, toGrid(g)]));
  const gridOf = (id: string) => {
    const grid = grids.get(id);
    if (!grid) throw new Error(`product data: unknown grid ${id}`);
    return grid;
  };
  const kc = (p: ProductFile['kcmodel'][number] | RawKrn41): KcProduct => ({
    id: p.id,
    name: p.name,
    grid: gridOf(p.grid),
    deadLength: convert.mmToM(p.deadLengthMm),
    testedDeltaT: p.testedDeltaTK,
    maxFlowTemp: p.maxFlowTempC,
    water: water(p),
    waterContentLPerM: p.waterContentLPerM,
    connection: p.connection,
    maxOperatingPressureBar: p.maxOperatingPressureBar,
  });
  return {
    version: file.version,
    source: file.source,
    warning: file.warning,
    xflair: file.xflair.map(toXFlair),
    legacyRadiators: file.legacyRadiators,
    kcmodel: file.kcmodel.map(kc),
    krn41: file.krn41.map((p) => ({
      ...kc(p),
      fanMaxFactorAtRating: p.fanMaxFactorAtRating,
      nMax: p.nMax,
      m: p.m,
      uStart: p.uStartV,
      standbyPowerPerM: p.standbyPowerWPerM,
      soundPowerFloor: p.soundPowerFloorDbA,
      fanTablePerMetre: fanTable(p.fanTablePerMetre),
      coolingData: p.coolingData,
      en16430Report: p.en16430Report,
    })),
    krn92: file.krn92.map((p) => ({
      id: p.id,
      name: p.name,
      sizes: p.sizes,
      deadLength: convert.mmToM(p.deadLengthMm),
      unit: {
        cooling: p.cooling,
        heating: p.heating,
        primaryAirPerMetreN: p.primaryAirPerMetreNLs / 1000,
        p: p.p,
        waterPressureLossN: convert.kPaToPa(p.waterPressureLossNKPa),
        waterMassFlowN: convert.kgPerHToKgPerS(p.waterFlowNKgH),
        nozzlePressureN: p.nozzlePressureNPa,
      },
      testedPrimaryAirPerMetre: [p.testedPrimaryAirPerMetreLs[0] / 1000, p.testedPrimaryAirPerMetreLs[1] / 1000],
      soundTable: [...p.soundTable]
        .sort((a, b) => a.nozzlePressurePa - b.nozzlePressurePa)
        .map((s) => ({ nozzlePressure: s.nozzlePressurePa, soundPower: s.soundPowerDbA })),
      soundPowerFloor: p.soundPowerFloorDbA,
      maxHeatingFlow: p.maxHeatingFlowC,
      dewPointMargin: p.dewPointMarginK,
      spreadCooling: p.spreadCoolingK,
      spreadHeating: p.spreadHeatingK,
      waterContentLPerM: p.waterContentLPerM,
      connection: p.connection,
      maxOperatingPressureBar: p.maxOperatingPressureBar,
    })),
    fancoil: file.fancoil.map(toFanCoil),
    grille: {
      factors: file.grille.factors,
      materials: file.grille.materials.map((m) => ({
        id: m.id,
        name: m.name,
        f02: m.f02MPa * 1e6,
        E: m.eMPa * 1e6,
        verified: m.verified,
      })),
      curveSpan: file.grille.curveSpanMm,
    },
  };
}

export const PRODUCT_DATA_FILE = fileURLToPath(new URL('./data/products.v1.json', import.meta.url));

let cached: ProductData | undefined;

/** The product data in force (read and checked once). */
export function productData(): ProductData {
  cached ??= buildProductData(JSON.parse(readFileSync(PRODUCT_DATA_FILE, 'utf8')));
  return cached;
}

/** Fan model of a KRN41 unit of active length L [m]: K values and fan table scale with L, sound +10 lg(L/1 m). */
export function krn41FanModel(product: Krn41Product, qN: number, activeLength: number): FanAssistedModel {
  const n = product.grid.n;
  const nominal = qN * activeLength;
  const dTN = ratingExcess('LOG');
  const soundShift = 10 * Math.log10(activeLength);
  return {
    natural: { k: nominal / dTN ** n, n },
    max: { k: (product.fanMaxFactorAtRating * nominal) / dTN ** product.nMax, n: product.nMax },
    m: product.m,
    uStart: product.uStart,
    fanTable: product.fanTablePerMetre.map((p) => ({
      u: p.u,
      airFlow: p.airFlow * activeLength,
      soundPower: p.soundPower === null ? null : p.soundPower + soundShift,
      power: p.power * activeLength,
    })),
    soundPowerFloor: product.soundPowerFloor,
    standbyPower: product.standbyPowerPerM * activeLength,
  };
}
