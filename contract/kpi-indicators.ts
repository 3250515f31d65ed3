/**
 * The key figures of the production cockpits: unit, which way is good, SQDCP category, whether it
 * is entered per week, per month or both, its valid range, and how weeks add up to a month. The
 * sites choose their key figures and targets in the database (kpi_site_indicator); everything
 * else about a key figure lives here, so server validation, seed and cockpit agree.
 */

export const kpiCategories = ['safety', 'quality', 'delivery', 'productivity', 'people'] as const;
export type KpiCategory = (typeof kpiCategories)[number];

/** `higher`/`lower` is better; `none` for base values that have no target (headcount, hours). */
export type KpiDirection = 'higher' | 'lower' | 'none';

/** How the weeks of a month add up to the month's value (seed; cockpit hints). */
export type KpiAggregation = 'sum' | 'mean' | 'last';

export interface KpiIndicatorDef {
  unit: string;
  direction: KpiDirection;
  category: KpiCategory;
  weekly: boolean;
  monthly: boolean;
  min: number;
  max: number;
  integer: boolean;
  /** Decimals shown and stored (values are rounded to these on save). */
  decimals: number;
  aggregation: KpiAggregation;
}

const percent = { unit: '%', min: 0, max: 100, integer: false, decimals: 1, aggregation: 'mean' } as const;

export const kpiIndicators = {
  accidents: {
    unit: 'count',
    direction: 'lower',
    category: 'safety',
    weekly: true,
    monthly: true,
    min: 0,
    max: 1000,
    integer: true,
    decimals: 0,
    aggregation: 'sum',
  },
  safetyDowntimeRatio: {
    ...percent,
    decimals: 2,
    direction: 'lower',
    category: 'safety',
    weekly: false,
    monthly: true,
  },
  qualityScr: { ...percent, decimals: 2, direction: 'lower', category: 'quality', weekly: true, monthly: true },
  firstPassYield: { ...percent, direction: 'higher', category: 'quality', weekly: true, monthly: true },
  deliveryReliability: { ...percent, direction: 'higher', category: 'delivery', weekly: true, monthly: true },
  deliveryTime: {
    unit: 'days',
    direction: 'lower',
    category: 'delivery',
    weekly: true,
    monthly: true,
    min: 0,
    max: 365,
    integer: false,
    decimals: 1,
    aggregation: 'mean',
  },
  openOrders: {
    unit: 'orders',
    direction: 'lower',
    category: 'delivery',
    weekly: true,
    monthly: true,
    min: 0,
    max: 10_000_000,
    integer: true,
    decimals: 0,
    aggregation: 'last',
  },
  producedVolume: {
    unit: 'pcs',
    direction: 'higher',
    category: 'productivity',
    weekly: true,
    monthly: true,
    min: 0,
    max: 100_000_000,
    integer: true,
    decimals: 0,
    aggregation: 'sum',
  },
  productionEfficiencyVpph: {
    unit: 'pcs/h',
    direction: 'higher',
    category: 'productivity',
    weekly: true,
    monthly: true,
    min: 0,
    max: 100_000,
    integer: false,
    decimals: 2,
    aggregation: 'mean',
  },
  oee: { ...percent, direction: 'higher', category: 'productivity', weekly: true, monthly: true },
  inventoryTurnoverRatio: {
    unit: 'turns',
    direction: 'higher',
    category: 'productivity',
    weekly: false,
    monthly: true,
    min: 0,
    max: 1000,
    integer: false,
    decimals: 1,
    aggregation: 'mean',
  },
  sicknessRate: { ...percent, direction: 'lower', category: 'people', weekly: true, monthly: true },
  headcount: {
    unit: 'fte',
    direction: 'none',
    category: 'people',
    weekly: false,
    monthly: true,
    min: 0,
    max: 100_000,
    integer: false,
    decimals: 1,
    aggregation: 'mean',
  },
  productiveHours: {
    unit: 'h',
    direction: 'none',
    category: 'productivity',
    weekly: false,
    monthly: true,
    min: 0,
    max: 100_000_000,
    integer: true,
    decimals: 0,
    aggregation: 'sum',
  },
} as const satisfies Record<string, KpiIndicatorDef>;

export type KpiKey = keyof typeof kpiIndicators;
export const kpiKeys = Object.keys(kpiIndicators) as KpiKey[];

export function isKpiKey(value: string): value is KpiKey {
  return Object.hasOwn(kpiIndicators, value);
}

export type KpiPeriodKind = 'week' | 'month';

export function tracksIn(key: KpiKey, kind: KpiPeriodKind): boolean {
  const def: KpiIndicatorDef = kpiIndicators[key];
  return kind === 'week' ? def.weekly : def.monthly;
}

/** Rounds to the key figure's decimals (what is stored and compared). */
export function roundKpi(key: KpiKey, value: number): number {
  const factor = 10 ** kpiIndicators[key].decimals;
  return Math.round(value * factor) / factor;
}

// ---------------------------------------------------------------------------------------------
// Traffic light and trend: the same rules on server (stateOfWeek, stateOfMonth) and cockpit.

export type KpiState = 'green' | 'yellow' | 'red' | 'none';
export type KpiTrend = 'up' | 'down' | 'flat' | 'none';

/**
 * Green when the target is met, yellow up to the warning threshold, red beyond it. Without a
 * value, a target or a direction there is no colour.
 */
export function kpiState(
  value: number | null,
  target: number | null,
  warning: number | null,
  direction: KpiDirection,
): KpiState {
  if (value === null || target === null || direction === 'none') return 'none';
  const better = (a: number, b: number) => (direction === 'higher' ? a >= b : a <= b);
  if (better(value, target)) return 'green';
  if (warning !== null && better(value, warning)) return 'yellow';
  return 'red';
}

/** Up or down against the previous period; changes under 1 % of the larger magnitude are flat. */
export function kpiTrend(current: number | null, previous: number | null): KpiTrend {
  if (current === null || previous === null) return 'none';
  const scale = Math.max(Math.abs(current), Math.abs(previous));
  if (scale === 0 || Math.abs(current - previous) < scale * 0.01) return 'flat';
  return current > previous ? 'up' : 'down';
}

/** Is the trend good news for this key figure (arrow colour)? */
export function trendIsGood(trend: KpiTrend, direction: KpiDirection): boolean | null {
  if (trend === 'none' || trend === 'flat' || direction === 'none') return null;
  return (trend === 'up') === (direction === 'higher');
}
