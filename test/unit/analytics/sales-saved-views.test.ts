import { describe, expect, it } from 'vitest';
import { salesSearchParams } from '../../../apps/reporting/api.ts';
import { fromSavedView, initialSalesQuery, toSavedView } from '../../../apps/reporting/sales/saved-views.ts';
import { salesPerformanceQuerySchema, salesViewStateSchema } from '../../../contract/sales-performance.ts';

describe('saved views of the sales performance', () => {
  const drilled = {
    ...initialSalesQuery,
    KeyFigures: ['margin' as const],
    Period: '2025-10',
    Country: ['DE'],
    Grouping: 'customer' as const,
    CompareType: ['previousYear' as const],
    IsValid: false,
    lang: 'cs' as const,
  };

  it('keeps the query the screen shows, without its language, in the shape the server checks', () => {
    const view = toSavedView({ ...drilled, Branchcode: undefined });
    expect(view).toEqual({
      KeyFigure: 'revenue',
      KeyFigures: ['margin'],
      RangeType: 'yearToDate',
      Currency: 'EUR',
      Grouping: 'customer',
      CompareType: ['previousYear'],
      IsValid: false,
      Period: '2025-10',
      Country: ['DE'],
    });
    // As JSON, as the server stores it: the contract's check takes it unchanged.
    expect(salesViewStateSchema.parse(JSON.parse(JSON.stringify(view)))).toEqual(view);
  });

  it('restores the saved query as the screen runs it, replacing what is on screen', () => {
    const opened = fromSavedView(JSON.parse(JSON.stringify(toSavedView(drilled))));
    const { lang: _, ...asSaved } = drilled;
    expect(opened).toEqual(asSaved);
    // It runs as the request the screen sends for it: the server reads that query string back to the view.
    const sent = salesSearchParams({ ...opened!, lang: 'de' });
    const received = Object.fromEntries(
      [...new Set(sent.keys())].map((key) => [key, sent.getAll(key).length > 1 ? sent.getAll(key) : sent.get(key)]),
    );
    expect(salesPerformanceQuerySchema.parse(received)).toEqual({ ...asSaved, lang: 'de' });
  });

  it('opens what a view leaves out as the screen starts, not as it is now', () => {
    expect(fromSavedView({ Grouping: 'materialGroup', Country: ['AT'] })).toEqual({
      ...initialSalesQuery,
      Grouping: 'materialGroup',
      Country: ['AT'],
    });
    // Without a period it follows the last release.
    expect(fromSavedView({})).toEqual(initialSalesQuery);
    expect(fromSavedView({})).not.toHaveProperty('Period');
  });

  it('refuses a view that no longer fits the query (nothing runs)', () => {
    expect(fromSavedView({ KeyFigure: 'profit' })).toBeNull();
    expect(fromSavedView({ Grouping: 'week' })).toBeNull();
    expect(fromSavedView({ Chart: 'pie' })).toBeNull();
    expect(fromSavedView(null)).toBeNull();
  });
});
