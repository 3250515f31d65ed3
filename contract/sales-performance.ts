/**
 * Sales performance: a key figure over a range, grouped by
 * one dimension, against the previous year and the plan, with the catalogue's list filters.
 * `GET /api/SalesPerformance`, `/filter` (the values each filter may take given the others) and
 * `/export?format=xlsx|csv`. Additions: `Period` (YYYY-MM the range ends in, default the month of
 * the last release), `lang` (texts), `total` and `months` in the result.
 */
import { z } from 'zod';
import { queryBool, queryList, text } from './input.ts';

export const keyFigures = ['revenue', 'margin', 'quantity', 'orderIntake'] as const;
export type KeyFigure = (typeof keyFigures)[number];

export const rangeTypes = ['month', 'quarter', 'year', 'yearToDate'] as const;
export type RangeType = (typeof rangeTypes)[number];

export const compareTypes = ['previousYear', 'plan'] as const;
export type CompareType = (typeof compareTypes)[number];

export const salesCurrencies = ['EUR', 'CHF', 'CZK'] as const;

/** The list filters of the catalogue, by query parameter, with the dimension each one filters. */
export const salesFilters = {
  CompCode: 'compCode',
  Branchcode: 'branchCode',
  Country: 'country',
  MarketArea: 'marketArea',
  PartnerCompany: 'partnerCompany',
  CustomerHierarchy: 'customerHierarchy',
  TerritoryHT: 'territoryHt',
  TerritorySAN: 'territorySan',
  RegionHT: 'regionHt',
  RegionSAN: 'regionSan',
} as const;
export type SalesFilterParam = keyof typeof salesFilters;
export type SalesDimension = (typeof salesFilters)[SalesFilterParam];

/**
 * What a result may be grouped by: every filter dimension, the material group, the month, or
 * (the drill-down from a group) the customer or the material — those two read the invoice lines,
 * have no plan (the plan is kept per territory and material group) and list the largest 1,000.
 */
export const salesGroupings = [
  'compCode',
  'branchCode',
  'country',
  'marketArea',
  'partnerCompany',
  'customerHierarchy',
  'territoryHT',
  'territorySAN',
  'regionHT',
  'regionSAN',
  'materialGroup',
  'month',
  'customer',
  'material',
] as const;
/** The filter a grouping's value drills through (groupings that are filter dimensions). */
export const groupingFilters: Partial<Record<(typeof salesGroupings)[number], SalesFilterParam>> = {
  compCode: 'CompCode',
  branchCode: 'Branchcode',
  country: 'Country',
  marketArea: 'MarketArea',
  partnerCompany: 'PartnerCompany',
  customerHierarchy: 'CustomerHierarchy',
  territoryHT: 'TerritoryHT',
  territorySAN: 'TerritorySAN',
  regionHT: 'RegionHT',
  regionSAN: 'RegionSAN',
};

/** Groupings below the plan's grain. */
export const lineGroupings = ['customer', 'material'] as const;
/** The largest groups a customer or material grouping lists. */
export const lineGroupLimit = 1000;
export type SalesGrouping = (typeof salesGroupings)[number];

const codes = () => queryList(text(20, { min: 1 }), 200).optional();

export const salesPerformanceQuerySchema = z.strictObject({
  KeyFigure: z.enum(keyFigures).optional(),
  /** Addition: further key figures shown beside `KeyFigure` (current range and change against last year). */
  KeyFigures: queryList(z.enum(keyFigures), 3).optional(),
  RangeType: z.enum(rangeTypes).optional(),
  Currency: z.enum(salesCurrencies).optional(),
  Grouping: z.enum(salesGroupings).optional(),
  CompareType: queryList(z.enum(compareTypes), 2).optional(),
  IsValid: queryBool.optional(),
  Period: z
    .string()
    .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { message: 'must be a month YYYY-MM' })
    .optional(),
  lang: z.enum(['de', 'en', 'cs', 'fr', 'it']).optional(),
  CompCode: codes(),
  Branchcode: codes(),
  Country: codes(),
  MarketArea: codes(),
  PartnerCompany: codes(),
  CustomerHierarchy: codes(),
  TerritoryHT: codes(),
  TerritorySAN: codes(),
  RegionHT: codes(),
  RegionSAN: codes(),
});
export type SalesPerformanceQuery = z.infer<typeof salesPerformanceQuerySchema>;

export const salesExportQuerySchema = salesPerformanceQuerySchema.extend({ format: z.enum(['xlsx', 'csv']) });

/**
 * A saved view of the sales performance (/SavedProject with tool `salesPerformance`,
 * contract/projects.ts): the query the screen shows, checked by the query's own rules, as JSON
 * (lists as arrays, `IsValid` a boolean). Without `Period` it follows the last release; the
 * texts' language (`lang`) is the reader's, not the view's.
 */
export const salesViewStateSchema = salesPerformanceQuerySchema
  .omit({ lang: true })
  .extend({ IsValid: z.boolean().optional() });
export type SalesViewState = z.output<typeof salesViewStateSchema>;

/** A further key figure of a row (`KeyFigures`): null where the group has none of it. */
export interface SideFigure {
  keyFigure: KeyFigure;
  units: string;
  currentYear: number | null;
  lastYear: number | null;
  differenceInPercent: number | null;
}

export interface SalesPerformanceRow {
  groupingKey: string;
  grouping: string;
  /** `EUR`, `CHF`, `CZK`, or the unit of quantities. */
  units: string;
  currentYear: number;
  lastYear: number | null;
  difference: number | null;
  differenceInPercent: number | null;
  budget: number | null;
  budgetDifference: number | null;
  budgetDifferenceInPercent: number | null;
  /** Addition: the further key figures (`KeyFigures`), in their order. */
  beside?: SideFigure[];
}

export interface SalesPeriod {
  from: string;
  to: string;
}

export interface SalesPerformanceResult {
  lastReleaseDate: string;
  query: {
    keyFigure: KeyFigure;
    /** Addition: the further key figures shown beside it. */
    keyFigures: KeyFigure[];
    rangeType: RangeType;
    currency: (typeof salesCurrencies)[number];
    grouping: SalesGrouping;
    compareTypes: CompareType[];
    isValid: boolean;
    period: SalesPeriod;
    previousPeriod: SalesPeriod;
    filters: Partial<Record<SalesFilterParam, string[]>>;
  };
  rows: SalesPerformanceRow[];
  /** Addition: only the largest groups are listed (customer and material groupings). */
  truncated: boolean;
  /** Addition: the sum over all groups. */
  total: SalesPerformanceRow;
  /** Addition: month by month (previous year aligned to the same month), for charts. */
  months: { month: string; currentYear: number; lastYear: number | null; budget: number | null }[];
}

/** GET /api/SalesPerformance/filter: for each filter, code → text of the values it may take. */
export interface SalesPerformanceFilters {
  branchcodes: Record<string, string>;
  countries: Record<string, string>;
  compCodes: Record<string, string>;
  markets: Record<string, string>;
  partnerCompanies: Record<string, string>;
  customerHierarchies: Record<string, string>;
  territoriesHT: Record<string, string>;
  territoriesSAN: Record<string, string>;
  /** Addition: the regions (the catalogue lists them as filters). */
  regionsHT: Record<string, string>;
  regionsSAN: Record<string, string>;
  grouping: Record<string, string>;
  keyFigure: Record<string, string>;
  compareType: Record<string, string>;
  currency: Record<string, string>;
  rangeType: Record<string, string>;
  /** Addition: the last invoice date in the data and the months that have data. */
  lastReleaseDate: string;
  periods: string[];
}

/** Which dictionary of the filter result belongs to which filter parameter. */
export const filterDictionaries = {
  CompCode: 'compCodes',
  Branchcode: 'branchcodes',
  Country: 'countries',
  MarketArea: 'markets',
  PartnerCompany: 'partnerCompanies',
  CustomerHierarchy: 'customerHierarchies',
  TerritoryHT: 'territoriesHT',
  TerritorySAN: 'territoriesSAN',
  RegionHT: 'regionsHT',
  RegionSAN: 'regionsSAN',
} as const satisfies Record<SalesFilterParam, keyof SalesPerformanceFilters>;
