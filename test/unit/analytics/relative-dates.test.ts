import { describe, expect, it } from 'vitest';
import { relativeDatePeriods } from '../../../contract/reporting.ts';
import { resolvePeriod } from '../../../server/areas/analytics/reporting/relative-dates.ts';

describe('relative report dates', () => {
  const today = new Date('2026-11-27T15:30:00Z');

  it('resolves each period to whole days, the end exclusive', () => {
    const spans = Object.fromEntries(relativeDatePeriods.map((p) => [p, resolvePeriod(p, today)]));
    expect(spans).toEqual({
      today: { from: '2026-11-27', to: '2026-11-28' },
      yesterday: { from: '2026-11-26', to: '2026-11-27' },
      last7Days: { from: '2026-11-20', to: '2026-11-27' },
      last30Days: { from: '2026-10-28', to: '2026-11-27' },
      thisMonth: { from: '2026-11-01', to: '2026-12-01' },
      lastMonth: { from: '2026-10-01', to: '2026-11-01' },
      last3Months: { from: '2026-08-01', to: '2026-11-01' },
      last12Months: { from: '2025-11-01', to: '2026-11-01' },
      thisQuarter: { from: '2026-10-01', to: '2027-01-01' },
      lastQuarter: { from: '2026-07-01', to: '2026-10-01' },
      thisYear: { from: '2026-01-01', to: '2027-01-01' },
      lastYear: { from: '2025-01-01', to: '2026-01-01' },
    });
  });

  it('crosses year ends and month lengths', () => {
    const january = new Date('2027-01-01T00:00:00Z');
    expect(resolvePeriod('yesterday', january)).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    expect(resolvePeriod('lastMonth', january)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(resolvePeriod('lastQuarter', january)).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(resolvePeriod('last30Days', new Date('2024-03-01T12:00:00Z'))).toEqual({
      from: '2024-01-31',
      to: '2024-03-01',
    });
  });
});
