/** GET /api/SalesPerformance and /filter: parameters → statements → the catalogue's answer shapes. */
import type { Locale } from '../../../../contract/locales.ts';
import {
  type CompareType,
  compareTypes,
  filterDictionaries,
  keyFigures,
  lineGroupings,
  lineGroupLimit,
  rangeTypes,
  type SalesFilterParam,
  type SalesPerformanceFilters,
  type SalesPerformanceQuery,
  type SalesPerformanceResult,
  type SalesPerformanceRow,
  type SideFigure,
  salesCurrencies,
  salesFilters,
  salesGroupings,
} from '../../../../contract/sales-performance.ts';
import type { ResultValue } from '../../../../contract/sap-sql.ts';
import { translate } from '../../../i18n.ts';
import type { AnalyticsExecutor } from '../executor.ts';
import { dimensionValues } from '../reporting/sources.ts';
import { withDeltas } from './deltas.ts';
import { rangeOf } from './period.ts';
import {
  checkFilters,
  type Filters,
  facetStatement,
  groupingDimension,
  lastReleaseDate,
  performanceStatement,
  runStatement,
} from './query.ts';

function filtersOf(query: SalesPerformanceQuery): Filters {
  const filters: Filters = {};
  for (const param of Object.keys(salesFilters) as SalesFilterParam[]) {
    if (query[param]?.length) filters[param] = query[param];
  }
  checkFilters(filters);
  return filters;
}

async function resolve(executor: AnalyticsExecutor, query: SalesPerformanceQuery) {
  const release = await lastReleaseDate(executor);
  const rangeType = query.RangeType ?? 'yearToDate';
  const { current, previous } = rangeOf(rangeType, query.Period ?? release.slice(0, 7));
  const compare: CompareType[] = query.CompareType?.length ? [...new Set(query.CompareType)] : [...compareTypes];
  return { release, rangeType, current, previous, compare, filters: filtersOf(query), isValid: query.IsValid ?? true };
}

/**
 * The key figure by group, and the further `KeyFigures` beside it: each its own statement, run at
 * the same time, joined to the rows by group.
 */
export async function salesPerformance(
  executor: AnalyticsExecutor,
  query: SalesPerformanceQuery,
  locale: Locale,
): Promise<SalesPerformanceResult> {
  const main = query.KeyFigure ?? 'revenue';
  const others = [...new Set(query.KeyFigures ?? [])].filter((k) => k !== main);
  const [result, ...beside] = await Promise.all([
    oneKeyFigure(executor, { ...query, KeyFigures: undefined }, locale),
    ...others.map((k) => oneKeyFigure(executor, { ...query, KeyFigure: k, KeyFigures: undefined }, locale)),
  ]);
  result!.query.keyFigures = others;
  if (!others.length) return result!;
  const side = (pick: (other: SalesPerformanceResult, i: number) => SalesPerformanceRow | undefined) =>
    beside.map((b, i): SideFigure => {
      const other = pick(b!, i);
      return {
        keyFigure: others[i]!,
        units: b!.total.units,
        currentYear: other?.currentYear ?? null,
        lastYear: other?.lastYear ?? null,
        differenceInPercent: other?.differenceInPercent ?? null,
      };
    });
  const byKey = beside.map((b) => new Map(b!.rows.map((r) => [r.groupingKey, r])));
  for (const row of result!.rows) {
    row.beside = side((_, i) => byKey[i]!.get(row.groupingKey));
  }
  result!.total.beside = side((b) => b.total);
  return result!;
}

async function oneKeyFigure(
  executor: AnalyticsExecutor,
  query: SalesPerformanceQuery,
  locale: Locale,
): Promise<SalesPerformanceResult> {
  const r = await resolve(executor, query);
  const keyFigure = query.KeyFigure ?? 'revenue';
  const currency = query.Currency ?? 'EUR';
  const grouping = query.Grouping ?? 'country';
  const line = (lineGroupings as readonly string[]).includes(grouping);
  // Customers and materials are below the plan's grain: no plan to compare with.
  if (line) r.compare = r.compare.filter((c) => c !== 'plan');
  const result = await runStatement(
    executor,
    performanceStatement({
      keyFigure,
      currency,
      grouping,
      compareTypes: r.compare,
      isValid: r.isValid,
      current: r.current,
      previous: r.previous,
      filters: r.filters,
    }),
    lineGroupLimit + 1_000,
  );
  const money = keyFigure !== 'quantity';
  const units = money ? currency : translate(locale, 'analytics.units.pieces');
  const decimals = money ? 2 : 0;
  const num = (v: ResultValue | undefined) => (v === null || v === undefined ? null : Number(v));
  const figures = (row: ResultValue[]) => ({
    current: num(row[4]) ?? 0,
    lastYear: r.compare.includes('previousYear') ? (num(row[5]) ?? 0) : null,
    budget: r.compare.includes('plan') ? (num(row[6]) ?? 0) : null,
  });
  const labels = new Map(
    grouping === 'month' || line
      ? []
      : dimensionValues[groupingDimension[grouping as keyof typeof groupingDimension]].map((v) => [
          v.code,
          v.label[locale],
        ]),
  );
  const rows: SalesPerformanceRow[] = [];
  const months: SalesPerformanceResult['months'] = [];
  let total: SalesPerformanceRow | null = null;
  for (const row of result.rows) {
    const [g, m, gg, gm] = row;
    const f = figures(row);
    if (Number(gg) === 1 && Number(gm) === 1) {
      total = withDeltas(
        { groupingKey: '', grouping: translate(locale, 'analytics.export.total'), units },
        f,
        decimals,
      );
    } else if (Number(gm) === 1) {
      const key = String(g);
      const label = row[7] === null || row[7] === undefined ? (labels.get(key) ?? key) : String(row[7]);
      rows.push(withDeltas({ groupingKey: key, grouping: label, units }, f, decimals));
    } else {
      const round = (v: number | null) => (v === null ? null : Math.round(v * 10 ** decimals) / 10 ** decimals);
      months.push({
        month: String(m).slice(0, 7),
        currentYear: round(f.current)!,
        lastYear: round(f.lastYear),
        budget: round(f.budget),
      });
    }
  }
  rows.sort((a, b) =>
    grouping === 'month' ? a.groupingKey.localeCompare(b.groupingKey) : b.currentYear - a.currentYear,
  );
  for (const row of rows) if (grouping === 'month') row.grouping = row.groupingKey.slice(0, 7);
  months.sort((a, b) => a.month.localeCompare(b.month));
  const truncated = rows.length > lineGroupLimit;
  if (truncated) rows.length = lineGroupLimit;
  return {
    lastReleaseDate: r.release,
    query: {
      keyFigure,
      keyFigures: [],
      rangeType: r.rangeType,
      currency,
      grouping,
      compareTypes: r.compare,
      isValid: r.isValid,
      period: r.current,
      previousPeriod: r.previous,
      filters: r.filters,
    },
    rows,
    truncated,
    total:
      total ??
      withDeltas(
        { groupingKey: '', grouping: translate(locale, 'analytics.export.total'), units },
        { current: 0, lastYear: null, budget: null },
        decimals,
      ),
    months,
  };
}

export async function salesFilterValues(
  executor: AnalyticsExecutor,
  query: SalesPerformanceQuery,
  locale: Locale,
): Promise<SalesPerformanceFilters> {
  const r = await resolve(executor, query);
  const [facets] = (
    await runStatement(executor, facetStatement(r.filters, r.isValid, r.previous.from, r.current.to), 1)
  ).rows;
  const params = Object.keys(salesFilters) as SalesFilterParam[];
  const answer = {} as Record<string, Record<string, string>>;
  params.forEach((param, i) => {
    const present = new Set(
      String(facets?.[i] ?? '')
        .split(',')
        .filter(Boolean),
    );
    answer[filterDictionaries[param]] = Object.fromEntries(
      dimensionValues[salesFilters[param]].filter((v) => present.has(v.code)).map((v) => [v.code, v.label[locale]]),
    );
  });
  const texts = (prefix: string, values: readonly string[]) =>
    Object.fromEntries(values.map((v) => [v, translate(locale, `analytics.${prefix}.${v}`)]));
  const periods: string[] = [];
  for (let m = '2022-01'; m <= r.release.slice(0, 7); ) {
    periods.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return {
    ...(answer as Omit<
      SalesPerformanceFilters,
      'grouping' | 'keyFigure' | 'compareType' | 'currency' | 'rangeType' | 'lastReleaseDate' | 'periods'
    >),
    grouping: texts('grouping', salesGroupings),
    keyFigure: texts('keyFigure', keyFigures),
    compareType: texts('compareType', compareTypes),
    currency: texts('currency', salesCurrencies),
    rangeType: texts('rangeType', rangeTypes),
    lastReleaseDate: r.release,
    periods,
  };
}
