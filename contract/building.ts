/**
 * What the building calculators' UI and server share (no zod here, so the UI can import it
 * without the schema library): the enumerations, the bounds of every numeric input (the zod
 * schemas in building-schemas.ts are built from them, the form checks the same bounds before
 * sending) and the response shapes.
 */

export const ageClasses = [
  'to1918',
  '1919-1948',
  '1949-1957',
  '1958-1968',
  '1969-1978',
  '1979-1983',
  '1984-1994',
  'from1995',
] as const;
export type AgeClass = (typeof ageClasses)[number];

export const componentKinds = [
  'wallSolid',
  'wallTimber',
  'roofSolid',
  'roofTimber',
  'topCeilingSolid',
  'topCeilingTimber',
  'cellarCeilingSolid',
  'cellarCeilingTimber',
  'floorGround',
  'windowWoodSingle',
  'windowWoodDouble',
  'windowWoodInsulating',
  'windowPlasticInsulating',
  'windowMetalInsulating',
  'door',
  'shutterBoxOld',
  'shutterBoxNew',
  'internal',
] as const;
export type ComponentKind = (typeof componentKinds)[number];

/** outside air (f = 1), unheated space, ground, a heated neighbour at another temperature. */
export const boundaries = ['outside', 'unheated', 'ground', 'heated'] as const;
export type Boundary = (typeof boundaries)[number];

export const roomTypes = ['living', 'bedroom', 'child', 'kitchen', 'bath', 'office', 'hall', 'other'] as const;
export type RoomType = (typeof roomTypes)[number];

export const buildingModes = ['renovation', 'newBuilding'] as const;
export type BuildingMode = (typeof buildingModes)[number];

/** U-value standards a component can be set to: renovation targets and the new-building reference. */
export const uStandards = ['GEG', 'BEG', 'GEGReference'] as const;
export type UStandard = (typeof uStandards)[number];

export interface Bound {
  min: number;
  max: number;
  unit: string;
  /** must be > 0 (the minimum is then exclusive). */
  positive?: boolean;
  integer?: boolean;
}

const b = (min: number, max: number, unit: string, extra: Partial<Bound> = {}): Bound => ({ min, max, unit, ...extra });

/**
 * Bounds by field name (the last segment of a field path): docs/calculators.md §9.5 and §10.4 where
 * it gives them, plausible limits elsewhere. The same name means the same bound wherever it occurs.
 */
export const buildingBounds = {
  // heat load
  designOutdoorTemperature: b(-25, 0, '°C'),
  thermalBridge: b(0, 0.5, 'W/(m²·K)'),
  area: b(0, 10_000, 'm²', { positive: true }),
  height: b(1.5, 10, 'm'),
  volume: b(0, 100_000, 'm³', { positive: true }),
  heatedArea: b(0, 10_000, 'm²', { positive: true }),
  indoorTemperature: b(10, 28, '°C'),
  airChange: b(0, 3, '1/h'),
  u: b(0.05, 6, 'W/(m²·K)'),
  adjacentTemperature: b(-25, 35, '°C'),
  f: b(-1, 1.5, ''),
  // heat demand and systems
  spaceHeatKWh: b(0, 1_000_000, 'kWh/a'),
  hotWaterKWh: b(0, 200_000, 'kWh/a'),
  consumption: b(0, 1_000_000, ''),
  heatLoadKW: b(0, 500, 'kW', { positive: true }),
  fullLoadHours: b(500, 4000, 'h/a'),
  efficiency: b(0.45, 1.1, ''),
  price: b(0, 1000, ''),
  basePrice: b(0, 10_000, '€/a'),
  maintenance: b(0, 10_000, '€/a'),
  remainingLife: b(0, 40, 'a', { integer: true }),
  replacementCost: b(0, 1_000_000, '€'),
  boilerAge: b(0, 80, 'a', { integer: true }),
  seasonalPerformanceFactor: b(1.5, 7, ''),
  investment: b(0, 1_000_000, '€'),
  serviceLife: b(5, 40, 'a', { integer: true }),
  // economics (per cent)
  interestPct: b(-2, 15, '%'),
  years: b(1, 40, 'a', { integer: true }),
  energyEscalationPct: b(-5, 15, '%/a'),
  operationEscalationPct: b(-5, 15, '%/a'),
  investmentEscalationPct: b(-5, 15, '%/a'),
  co2PriceEurPerT: b(0, 500, '€/t'),
  co2EscalationPct: b(-5, 15, '%/a'),
  // subsidy
  householdIncomeEur: b(0, 10_000_000, '€'),
  dwellings: b(1, 1000, '', { integer: true }),
  applicationYear: b(2024, 2045, '', { integer: true }),
  eligibleCost: b(0, 10_000_000, '€'),
  // investment calculators
  persons: b(0, 20, '', { integer: true }),
  heatedAreaM2: b(5, 1000, 'm²'),
  floors: b(1, 6, '', { integer: true }),
  rooms: b(1, 60, '', { integer: true }),
  balancingValves: b(0, 200, '', { integer: true }),
  livingAreaM2: b(20, 400, 'm²'),
  kitchens: b(0, 5, '', { integer: true }),
  baths: b(0, 10, '', { integer: true }),
  wcs: b(0, 10, '', { integer: true }),
  supplyRooms: b(1, 30, '', { integer: true }),
} as const satisfies Record<string, Bound>;
export type BoundName = keyof typeof buildingBounds;

/** Limits of the lists. */
export const buildingLimits = { rooms: 100, components: 40, elements: 60, nameLength: 80 } as const;

/** One named intermediate value: key (stable), symbol, label in the request language, value, unit. */
export interface NamedValue {
  key: string;
  symbol: string;
  label: string;
  value: number | null;
  unit: string;
}

export interface BuildingMessage {
  code: string;
  message: string;
  field?: string;
}

export interface ComponentResult {
  index: number;
  name: string;
  kind: ComponentKind;
  boundary: Boundary;
  area: number;
  u: number;
  /** where U came from: typed, the age-class preset, or a renovation/new-building standard */
  uSource: 'input' | 'preset' | 'target';
  thermalBridge: number;
  f: number;
  /** outside = 1; default = Annex B default for the boundary; computed from the adjacent temperature; input */
  fSource: 'outside' | 'default' | 'computed' | 'input';
  adjacentTemperature: number | null;
  /** H_T,k = A·(U + ΔU_TB)·f [W/K] */
  transmissionCoefficient: number;
  /** Φ_T,k = H_T,k·(θint − θe) [W] */
  transmissionLoss: number;
}

export interface RoomResult {
  index: number;
  name: string;
  type: RoomType;
  area: number;
  height: number;
  volume: number;
  indoorTemperature: number;
  airChange: number;
  components: ComponentResult[];
  /** every intermediate value of the room with symbol and unit */
  values: NamedValue[];
  transmissionLoss: number;
  ventilationLoss: number;
  heatLoad: number;
  specificLoad: number;
}

export interface BuildingTotals {
  values: NamedValue[];
  transmissionLoss: number;
  ventilationLoss: number;
  heatLoad: number;
  specificLoad: number | null;
  /** building method: the envelope elements */
  elements: ComponentResult[];
}

export interface ClimateInfo {
  postcode: string | null;
  place: string | null;
  designOutdoorTemperature: number;
  source: 'input' | 'table' | 'placeholder';
  /** in the request language: where the value came from */
  note: string;
  /** the data file's reference for a table value, or why it is a placeholder */
  reference: string | null;
}

export interface HeatLoadResult {
  locale: string;
  method: 'room' | 'building';
  mode: BuildingMode;
  dataVersion: string;
  dataSource: string;
  climate: ClimateInfo;
  ageClass: AgeClass | null;
  thermalBridge: number;
  rooms: RoomResult[];
  building: BuildingTotals;
  /** building method with renovation: the same building with the target U values */
  renovated: BuildingTotals | null;
  warnings: BuildingMessage[];
}

export interface InvestmentItem {
  key: string;
  label: string;
  articleId: string | null;
  quantity: number;
  unit: string;
  unitPriceEur: number;
  totalEur: number;
}

export interface InvestmentResult {
  locale: string;
  kind: 'systemPackage' | 'underfloor' | 'ventilation';
  title: string;
  dataVersion: string;
  dataSource: string;
  values: NamedValue[];
  items: InvestmentItem[];
  netEur: number;
  vatRate: number;
  vatEur: number;
  grossEur: number;
  /** what BEG counts as eligible cost (gross) */
  eligibleCostEur: number;
  warnings: BuildingMessage[];
}

export type SystemKey = 'boiler' | 'heatPump';

export interface SystemResult {
  key: SystemKey;
  label: string;
  /** every step, in order: final energy, costs, CO₂, capital, present values, annuities */
  values: NamedValue[];
  annualisedCost: number;
  presentValue: number;
}

export interface SubsidyRate {
  key: 'base' | 'climateSpeed' | 'income' | 'efficiency';
  label: string;
  rate: number;
  applies: boolean;
  reason: string;
}

export interface ComparisonYear {
  year: number;
  boiler: number;
  heatPump: number;
  boilerPresentValue: number;
  heatPumpPresentValue: number;
}

export interface ComparisonResult {
  locale: string;
  dataVersion: string;
  validFrom: string;
  emissionFactorSet: string;
  heatDemand: NamedValue[];
  parameters: NamedValue[];
  subsidy: { applied: boolean; rates: SubsidyRate[]; values: NamedValue[]; amount: number };
  systems: { boiler: SystemResult; heatPump: SystemResult };
  /** annualised cost of the heat pump minus the boiler's (negative: the heat pump is cheaper) */
  difference: NamedValue[];
  /** first year in which the heat pump's cumulative (nominal) cost is not above the boiler's; null: not within T */
  breakEvenYear: number | null;
  yearly: ComparisonYear[];
  warnings: BuildingMessage[];
}

/** GET BuildingCalc/GetTemplate: what the form needs from the data files (presets, defaults). */
export interface BuildingTemplate {
  locale: string;
  dataVersion: string;
  dataSource: string;
  economicsVersion: string;
  economicsValidFrom: string;
  pricesVersion: string;
  ageClasses: AgeClass[];
  /** default boundary of each kind and its U preset per age class (null: not built then) */
  kinds: Record<ComponentKind, { boundary: Boundary; presets: (number | null)[] }>;
  /** U of each kind under a standard (null: no requirement) and the standard's ΔU_TB */
  standards: Record<UStandard, { label: string; thermalBridge: number; u: Record<ComponentKind, number | null> }>;
  roomTypes: Record<RoomType, { indoorTemperature: number; airChange: number }>;
  thermalBridges: { id: string; value: number }[];
  airChangeByAge: number[];
  placeholderDesignOutdoorTemperature: number;
  /** the comparison's defaults (what an empty field means) */
  comparisonDefaults: {
    interestPct: number;
    years: number;
    energyEscalationPct: number;
    operationEscalationPct: number;
    investmentEscalationPct: number;
    co2PriceEurPerT: number;
    co2EscalationPct: number;
    fullLoadHours: number;
    gas: { price: number; basePrice: number; maintenance: number; efficiency: number; replacementCost: number };
    oil: { price: number; basePrice: number; maintenance: number; efficiency: number; replacementCost: number };
    heatPump: { electricityPrice: number; basePrice: number; maintenance: number; spfAir: number; spfGround: number };
  };
}
