import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The building calculators' data: three versioned JSON files in data/ (climate table and
 * default U values, economics and policy values, the illustrative price list), checked with zod
 * when first read. No default, price or policy value lives in code.
 */

const dataFile = (name: string) => fileURLToPath(new URL(`./data/${name}`, import.meta.url));
export const BUILDING_DATA_FILE = dataFile('building.v1.json');
export const ECONOMICS_DATA_FILE = dataFile('economics.v1.json');
export const PRICES_DATA_FILE = dataFile('prices.v1.json');

const header = { version: z.string(), source: z.string(), basis: z.string(), warning: z.string() };
const uRow = z.array(z.number().min(0.05).max(6).nullable());
const categories = ['wall', 'roof', 'topCeiling', 'cellarCeiling', 'floor', 'window', 'door', 'shutterBox', 'internal'];
const category = z.enum(categories as [string, ...string[]]);
const boundary = z.enum(['outside', 'unheated', 'ground', 'heated']);
const target = z.object({
  label: z.string(),
  source: z.string(),
  thermalBridgeWm2K: z.number().min(0).max(0.5),
  u: z.record(z.string(), z.number().min(0.05).max(6)),
});

const buildingSchema = z
  .object({
    ...header,
    climate: z.object({
      placeholderDesignOutdoorTemperatureC: z.number().min(-25).max(0),
      placeholderComment: z.string(),
      postcodes: z.array(
        z.object({
          from: z.string().regex(/^\d{5}$/),
          to: z.string().regex(/^\d{5}$/),
          place: z.string(),
          designOutdoorTemperatureC: z.number().min(-25).max(0),
          source: z.string(),
        }),
      ),
    }),
    ageClasses: z.array(z.string()).min(1),
    uByAge: z.record(z.string(), z.union([uRow, z.string()])),
    airChangeByAge: z.array(z.number().min(0).max(3)),
    kindCategories: z.record(z.string(), category),
    defaultBoundary: z.record(z.string(), boundary),
    targets: z.record(z.string(), target),
    boundaryFactors: z.object({ outside: z.number(), unheated: z.number(), ground: z.number() }),
    thermalBridges: z.array(z.object({ id: z.string(), valueWm2K: z.number().min(0).max(0.5) })),
    roomTypes: z.record(
      z.string(),
      z.object({ indoorTemperatureC: z.number().min(10).max(28), airChangePerH: z.number().min(0).max(3) }),
    ),
    specificLoadWarningWm2: z.tuple([z.number(), z.number()]),
  })
  .superRefine((data, ctx) => {
    for (const [kind, row] of Object.entries(data.uByAge)) {
      if (typeof row !== 'string' && row.length !== data.ageClasses.length) {
        ctx.addIssue({ code: 'custom', path: ['uByAge', kind], message: 'needs one value per age class' });
      }
    }
    if (data.airChangeByAge.length !== data.ageClasses.length) {
      ctx.addIssue({ code: 'custom', path: ['airChangeByAge'], message: 'needs one value per age class' });
    }
  });

const pct = z.number().min(-10).max(30);
const economicsSchema = z.object({
  version: z.string(),
  validFrom: z.string(),
  source: z.string(),
  basis: z.string(),
  warning: z.string(),
  vatRate: z.number().min(0).max(0.5),
  carriers: z.object({
    gas: z.object({
      hsPerHi: z.number().min(1).max(1.2),
      co2: z.record(z.string(), z.object({ kgPerKWhHi: z.number().min(0), kgPerKWhHs: z.number().min(0).optional() })),
    }),
    oil: z.object({
      hsPerHi: z.number().min(1).max(1.2),
      kWhHiPerLitre: z.number().positive(),
      co2: z.record(z.string(), z.object({ kgPerKWhHi: z.number().min(0), kgPerLitre: z.number().min(0).optional() })),
    }),
    electricity: z.object({ co2: z.record(z.string(), z.object({ kgPerKWh: z.number().min(0) })) }),
  }),
  emissionFactorSets: z.record(z.string(), z.string()),
  co2PricePath: z.record(z.string(), z.number().min(0)),
  defaults: z.object({
    interestPct: pct,
    years: z.number().int().min(1).max(40),
    energyEscalationPct: pct,
    operationEscalationPct: pct,
    investmentEscalationPct: pct,
    co2PriceEurPerT: z.number().min(0),
    co2EscalationPct: pct,
    gas: z.object({
      priceCtPerKWh: z.number().min(0),
      basePriceEurPerYear: z.number().min(0),
      maintenanceEurPerYear: z.number().min(0),
      efficiencyHs: z.number().min(0.45).max(1),
      replacementCostEur: z.number().min(0),
    }),
    oil: z.object({
      priceEurPerLitre: z.number().min(0),
      basePriceEurPerYear: z.number().min(0),
      maintenanceEurPerYear: z.number().min(0),
      efficiencyHi: z.number().min(0.5).max(1.1),
      replacementCostEur: z.number().min(0),
    }),
    heatPump: z.object({
      electricityPriceCtPerKWh: z.number().min(0),
      basePriceEurPerYear: z.number().min(0),
      maintenanceEurPerYear: z.number().min(0),
      seasonalPerformanceFactor: z.object({ air: z.number(), ground: z.number() }),
    }),
    fullLoadHours: z.number().positive(),
  }),
  serviceLifeYears: z.object({
    heatPumpAir: z.number().int().positive(),
    heatPumpGround: z.number().int().positive(),
    gasBoiler: z.number().int().positive(),
    oilBoiler: z.number().int().positive(),
  }),
  serviceLifeComment: z.string(),
  beg: z.object({
    validFrom: z.string(),
    source: z.string(),
    baseRate: z.number().min(0).max(1),
    climateSpeedBonus: z.array(z.object({ fromYear: z.number().int(), rate: z.number().min(0).max(1) })).min(1),
    climateSpeedMinBoilerAgeYears: z.number().int().positive(),
    incomeBonusRate: z.number().min(0).max(1),
    incomeBonusMaxIncomeEur: z.number().positive(),
    efficiencyBonusRate: z.number().min(0).max(1),
    maxRate: z.number().min(0).max(1),
    costCapsEur: z.object({ firstDwelling: z.number(), secondToSixth: z.number(), fromSeventh: z.number() }),
  }),
});

const priced = z.object({ id: z.string(), name: z.string(), priceEur: z.number().min(0) });
const pricesSchema = z.object({
  version: z.string(),
  source: z.string(),
  currency: z.string(),
  basis: z.string(),
  warning: z.string(),
  vatRate: z.number().min(0).max(0.5),
  systemPackage: z.object({
    hotWaterSurchargeKWPerPerson: z.number().min(0),
    hotWaterLitresPerPerson: z.number().positive(),
    bufferLitresPerKW: z.number().positive(),
    heatPumps: z.object({
      air: z.array(priced.extend({ nominalKW: z.number().positive() })).min(1),
      ground: z.array(priced.extend({ nominalKW: z.number().positive() })).min(1),
    }),
    hotWaterTanks: z.array(priced.extend({ litres: z.number().positive() })).min(1),
    bufferTanks: z.array(priced.extend({ litres: z.number().positive() })).min(1),
    installation: z.object({ baseEur: z.number(), perKWEur: z.number() }),
    electricalWorkEur: z.number(),
    dismantling: z.object({ gas: z.number(), oil: z.number() }),
    borehole: z.object({
      specificExtractionWPerM: z.number().positive(),
      priceEurPerM: z.number(),
      seasonalPerformanceFactor: z.number().min(1.5).max(7),
    }),
  }),
  underfloor: z.object({
    areaPerCircuitM2: z.number().positive(),
    circuitsPerManifoldMax: z.number().int().positive(),
    systems: z.record(z.string(), z.object({ priceEurPerM2: z.number(), screedEurPerM2: z.number() })),
    manifoldEur: z.number(),
    manifoldCircuitEur: z.number(),
    roomThermostatEur: z.number(),
    installationEurPerM2: z.number(),
    balancing: z.object({ calculationFlatEur: z.number(), perValveEur: z.number(), presettableValveEur: z.number() }),
  }),
  ventilation: z.object({
    din1946: z.object({
      a: z.number(),
      b: z.number(),
      c: z.number(),
      perPersonM3h: z.number(),
      exhaustM3h: z.object({ kitchen: z.number(), bath: z.number(), wc: z.number() }),
    }),
    centralUnits: z.array(priced.extend({ maxM3h: z.number().positive() })).min(1),
    central: z.object({
      valveEur: z.number(),
      ductPerValveEur: z.number(),
      installationBaseEur: z.number(),
      commissioningEur: z.number(),
    }),
    decentral: z.object({ unitEur: z.number(), installationPerUnitEur: z.number(), controllerEur: z.number() }),
  }),
});

export type BuildingData = z.infer<typeof buildingSchema>;
export type EconomicsData = z.infer<typeof economicsSchema>;
export type PriceList = z.infer<typeof pricesSchema>;

export const parseBuildingData = (raw: unknown): BuildingData => buildingSchema.parse(raw);
export const parseEconomicsData = (raw: unknown): EconomicsData => economicsSchema.parse(raw);
export const parsePriceList = (raw: unknown): PriceList => pricesSchema.parse(raw);

function cached<T>(file: string, parse: (raw: unknown) => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= parse(JSON.parse(readFileSync(file, 'utf8')));
    return value;
  };
}

export const buildingData = cached(BUILDING_DATA_FILE, parseBuildingData);
export const economicsData = cached(ECONOMICS_DATA_FILE, parseEconomicsData);
export const priceList = cached(PRICES_DATA_FILE, parsePriceList);

/** Default U value of a component kind in an age class (null: not built then, or no preset). */
export function presetU(data: BuildingData, kind: string, ageClass: string): number | null {
  const row = data.uByAge[kind];
  const index = data.ageClasses.indexOf(ageClass);
  if (!row || typeof row === 'string' || index < 0) return null;
  return row[index] ?? null;
}

/** Target U of a renovation / new-building standard for a component kind (null: no requirement). */
export function targetU(data: BuildingData, standard: string, kind: string): number | null {
  const cat = data.kindCategories[kind];
  if (!cat) return null;
  return data.targets[standard]?.u[cat] ?? null;
}
