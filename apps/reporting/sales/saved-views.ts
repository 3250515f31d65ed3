/**
 * Saved views of the sales performance ("Meine Ansichten", /SavedProject with tool
 * `salesPerformance`): what a view keeps of the screen's query, and the query it opens as
 * (contract/sales-performance.ts salesViewStateSchema, the server's check on every save).
 */
import {
  type SalesPerformanceQuery,
  type SalesViewState,
  salesViewStateSchema,
} from '../../../contract/sales-performance.ts';

/** The query the screen starts with; what a view leaves out opens as here. */
export const initialSalesQuery: SalesPerformanceQuery = {
  KeyFigure: 'revenue',
  RangeType: 'yearToDate',
  Currency: 'EUR',
  Grouping: 'country',
  CompareType: ['previousYear', 'plan'],
  IsValid: true,
};

/** What a view keeps of the query: all but the language (the reader's), and no empty fields. */
export function toSavedView(query: SalesPerformanceQuery): SalesViewState {
  const { lang: _, ...view } = query;
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== undefined)) as SalesViewState;
}

/**
 * The query a saved view opens as: the view over the starting query, so nothing of the query on
 * screen (a filter set since) stays. Null when the view no longer fits the query's rules (a key
 * figure or grouping retired since it was saved).
 */
export function fromSavedView(state: unknown): SalesPerformanceQuery | null {
  const parsed = salesViewStateSchema.safeParse(state);
  return parsed.success ? { ...initialSalesQuery, ...parsed.data } : null;
}
