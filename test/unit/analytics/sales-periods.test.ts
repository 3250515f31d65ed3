import { describe, expect, it } from 'vitest';
import { percentOf, withDeltas } from '../../../server/areas/analytics/sales-performance/deltas.ts';
import { addMonths, rangeOf } from '../../../server/areas/analytics/sales-performance/period.ts';

describe('sales-performance ranges', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12-01');
    expect(addMonths('2025-11', 14)).toBe('2027-01-01');
  });

  it.each([
    ['month', '2026-10', ['2026-10-01', '2026-10-01'], ['2025-10-01', '2025-10-01']],
    ['quarter', '2026-08', ['2026-07-01', '2026-08-01'], ['2025-07-01', '2025-08-01']],
    ['quarter', '2026-03', ['2026-01-01', '2026-03-01'], ['2025-01-01', '2025-03-01']],
    ['year', '2026-10', ['2026-01-01', '2026-12-01'], ['2025-01-01', '2025-12-01']],
    ['yearToDate', '2026-10', ['2026-01-01', '2026-10-01'], ['2025-01-01', '2025-10-01']],
  ] as const)('%s ending in %s', (type, period, [from, to], [pfrom, pto]) => {
    expect(rangeOf(type, period)).toEqual({ current: { from, to }, previous: { from: pfrom, to: pto } });
  });
});

describe('compare columns', () => {
  it('computes differences and percentages against the previous year and the plan', () => {
    const row = withDeltas(
      { groupingKey: 'DE', grouping: 'Deutschland', units: 'EUR' },
      { current: 110.004, lastYear: 100, budget: 120 },
      2,
    );
    expect(row).toEqual({
      groupingKey: 'DE',
      grouping: 'Deutschland',
      units: 'EUR',
      currentYear: 110,
      lastYear: 100,
      difference: 10,
      differenceInPercent: 10,
      budget: 120,
      budgetDifference: -10,
      budgetDifferenceInPercent: -8.3,
    });
  });

  it('leaves out what was not asked for and percentages of nothing', () => {
    const row = withDeltas(
      { groupingKey: 'x', grouping: 'x', units: 'Stück' },
      { current: 5, lastYear: 0, budget: null },
      0,
    );
    expect(row.difference).toBe(5);
    expect(row.differenceInPercent).toBeNull();
    expect(row.budget).toBeNull();
    expect(row.budgetDifferenceInPercent).toBeNull();
    expect(percentOf(-5, -10)).toBe(-50);
  });
});
