import { describe, expect, it } from 'vitest';
import { kpiState, kpiTrend, roundKpi, trendIsGood } from '../../../contract/kpi-indicators.ts';
import { monthValue, unitHash, weeksOfMonth, weekValue } from '../../../server/demo/kpi-generator.ts';
import { demoSites } from '../../../server/demo/production-data.ts';

describe('traffic light and trend', () => {
  it('is green at target, yellow up to the warning threshold, red beyond — either direction', () => {
    expect(kpiState(96, 95, 90, 'higher')).toBe('green');
    expect(kpiState(92, 95, 90, 'higher')).toBe('yellow');
    expect(kpiState(89.9, 95, 90, 'higher')).toBe('red');
    expect(kpiState(1.5, 1.5, 2, 'lower')).toBe('green');
    expect(kpiState(1.8, 1.5, 2, 'lower')).toBe('yellow');
    expect(kpiState(2.1, 1.5, 2, 'lower')).toBe('red');
    expect(kpiState(null, 95, 90, 'higher')).toBe('none');
    expect(kpiState(830, null, null, 'none')).toBe('none');
    expect(kpiState(1, 0, null, 'lower')).toBe('red');
  });

  it('calls changes under one percent flat and knows whether a move is good', () => {
    expect(kpiTrend(100, 99.5)).toBe('flat');
    expect(kpiTrend(100, 95)).toBe('up');
    expect(kpiTrend(0, 1)).toBe('down');
    expect(kpiTrend(0, 0)).toBe('flat');
    expect(kpiTrend(null, 1)).toBe('none');
    expect(trendIsGood('up', 'higher')).toBe(true);
    expect(trendIsGood('up', 'lower')).toBe(false);
    expect(trendIsGood('flat', 'lower')).toBeNull();
    expect(roundKpi('oee', 81.26)).toBe(81.3);
    expect(roundKpi('producedVolume', 12.5)).toBe(13);
  });
});

describe('demo values', () => {
  const [plattling, stribro, dobre] = demoSites;

  it('are the same on every run', () => {
    expect(unitHash('plattling|oee|2026|W5')).toBe(unitHash('plattling|oee|2026|W5'));
    expect(weekValue(plattling!, 'oee', { year: 2026, week: 5 })).toBe(
      weekValue(plattling!, 'oee', { year: 2026, week: 5 }),
    );
  });

  it('follow the seasons: radiators before winter, heat pumps in spring, sickness in February, plant holidays', () => {
    const mean = (site: typeof plattling, key: 'producedVolume' | 'sicknessRate', weeks: number[]) =>
      weeks.reduce((s, week) => s + weekValue(site!, key, { year: 2025, week })!, 0) / weeks.length;
    expect(mean(plattling, 'producedVolume', [40, 41, 42, 43])).toBeGreaterThan(
      mean(plattling, 'producedVolume', [22, 23, 24, 25]) * 1.15,
    );
    expect(mean(dobre, 'producedVolume', [14, 15, 16, 17])).toBeGreaterThan(
      mean(dobre, 'producedVolume', [40, 41, 42, 43]) * 1.3,
    );
    expect(mean(stribro, 'sicknessRate', [5, 6, 7])).toBeGreaterThan(mean(stribro, 'sicknessRate', [30, 31, 32]));
    expect(weekValue(plattling!, 'producedVolume', { year: 2025, week: 32 })!).toBeLessThan(
      weekValue(plattling!, 'producedVolume', { year: 2025, week: 35 })! * 0.6,
    );
  });

  it('add weeks up to months by their Thursday', () => {
    expect(weeksOfMonth({ year: 2026, month: 1 }).map((w) => w.week)).toEqual([1, 2, 3, 4, 5]);
    expect(weeksOfMonth({ year: 2025, month: 12 }).map((w) => w.week)).toEqual([49, 50, 51, 52]);
    const weeks = weeksOfMonth({ year: 2026, month: 3 });
    const sum = weeks.reduce((s, w) => s + weekValue(plattling!, 'producedVolume', w)!, 0);
    expect(monthValue(plattling!, 'producedVolume', { year: 2026, month: 3 })).toBe(sum);
    expect(monthValue(plattling!, 'openOrders', { year: 2026, month: 3 })).toBe(
      weekValue(plattling!, 'openOrders', weeks[weeks.length - 1]!),
    );
    expect(monthValue(plattling!, 'firstPassYield', { year: 2026, month: 3 })).toBeNull();
    expect(monthValue(dobre!, 'inventoryTurnoverRatio', { year: 2026, month: 3 })).toBeGreaterThan(3);
  });
});
