/** The compare columns of a sales-performance row: differences to the previous year and the plan. */
import type { SalesPerformanceRow } from '../../../../contract/sales-performance.ts';

export interface Figures {
  current: number;
  lastYear: number | null;
  budget: number | null;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Percent of `base`, one decimal; null when the base is zero or missing. */
export function percentOf(difference: number | null, base: number | null): number | null {
  if (difference === null || base === null || base === 0) return null;
  return round((difference / Math.abs(base)) * 100, 1);
}

export function withDeltas(
  key: { groupingKey: string; grouping: string; units: string },
  figures: Figures,
  decimals: number,
): SalesPerformanceRow {
  const difference = figures.lastYear === null ? null : round(figures.current - figures.lastYear, decimals);
  const budgetDifference = figures.budget === null ? null : round(figures.current - figures.budget, decimals);
  return {
    ...key,
    currentYear: round(figures.current, decimals),
    lastYear: figures.lastYear === null ? null : round(figures.lastYear, decimals),
    difference,
    differenceInPercent: percentOf(difference, figures.lastYear),
    budget: figures.budget === null ? null : round(figures.budget, decimals),
    budgetDifference,
    budgetDifferenceInPercent: percentOf(budgetDifference, figures.budget),
  };
}
