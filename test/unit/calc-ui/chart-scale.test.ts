import { describe, expect, it } from 'vitest';
import {
  chartGeometry,
  chartSummary,
  decimalsOf,
  innerScale,
  niceScale,
  niceStep,
  valueAt,
} from '../../../apps/calculators/chart-scale.ts';
import type { CalcSeries } from '../../../contract/calculators/common.ts';
import { translator } from './translate.ts';

describe('ticks and scales', () => {
  it('picks 1-2-2.5-5 steps', () => {
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(1150, 5)).toBe(250);
    expect(niceStep(7, 6)).toBe(2);
    expect(niceStep(0.3, 5)).toBe(0.1);
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(0, 5)).toBe(1);
  });

  it('widens a value axis to whole steps and puts a tick on each', () => {
    expect(niceScale(0, 1153.7, 5)).toEqual({ min: 0, max: 1250, step: 250, ticks: [0, 250, 500, 750, 1000, 1250] });
    expect(niceScale(20.4, 44.6, 5)).toEqual({ min: 20, max: 45, step: 5, ticks: [20, 25, 30, 35, 40, 45] });
    expect(niceScale(0.1, 0.7, 5).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    // A flat line still gets an axis around it.
    expect(niceScale(50, 50, 5).ticks.length).toBeGreaterThan(2);
    expect(niceScale(-3, 7, 5)).toMatchObject({ min: -4, max: 8, step: 2 });
  });

  it('keeps the x axis on the data’s range with ticks inside it', () => {
    expect(innerScale(15.5, 22.5, 6)).toEqual({ min: 15.5, max: 22.5, step: 2, ticks: [16, 18, 20, 22] });
    expect(innerScale(15.5, 22.5, 8).ticks).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(innerScale(0, 10, 5)).toEqual({ min: 0, max: 10, step: 2, ticks: [0, 2, 4, 6, 8, 10] });
    expect(innerScale(54, 162, 5).ticks).toEqual([75, 100, 125, 150]);
  });

  it('knows how many decimals a step needs', () => {
    expect([decimalsOf(250), decimalsOf(2.5), decimalsOf(0.25), decimalsOf(0.1), decimalsOf(1)]).toEqual([
      0, 1, 2, 1, 0,
    ]);
  });

  it('interpolates a line at the operating point', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 2, y: 10 },
      { x: 4, y: 30 },
    ];
    expect(valueAt(points, 3)).toBe(20);
    expect(valueAt(points, 2)).toBe(10);
    expect(valueAt(points, 5)).toBeNull();
  });
});

const series: CalcSeries = {
  id: 'controlVoltage',
  labelKey: 'calc.series.controlVoltage',
  label: 'Leistung über Steuerspannung',
  x: { key: 'u', labelKey: '', label: 'Steuerspannung', unit: 'V' },
  y: [
    { key: 'q', labelKey: '', label: 'Wärmeleistung', unit: 'W' },
    { key: 'lwa', labelKey: '', label: 'Schallleistungspegel', unit: 'dB(A)' },
  ],
  points: [
    { u: 0, q: 260, lwa: null },
    { u: 5, q: 700, lwa: 28 },
    { u: 10, q: 1200, lwa: 44 },
  ],
  chart: { left: ['q'], right: 'lwa' },
};

describe('chartGeometry', () => {
  const geometry = chartGeometry(series, 500, 280, 'de', 6)!;

  it('lays out left and right axes, lines with gaps, the marker inside the plot', () => {
    expect(geometry.left).toMatchObject({ min: 0, max: 1250 });
    expect(geometry.right).toMatchObject({ min: 25, max: 45 });
    expect(geometry.leftUnit).toBe('W');
    expect(geometry.rightUnit).toBe('dB(A)');
    const [q, lwa] = geometry.lines;
    expect(q!.path.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
    // The missing sound value at 0 V starts the right line at 5 V.
    expect(lwa!.path.startsWith(`M${geometry.px(5)} `)).toBe(true);
    expect(lwa!.axis).toBe('right');
    expect(geometry.px(0)).toBe(geometry.plot.left);
    expect(geometry.px(10)).toBe(geometry.plot.right);
    expect(geometry.pyLeft(0)).toBe(geometry.plot.bottom);
    expect(geometry.marker).toMatchObject({ value: 6 });
    expect(geometry.marker!.points.map((p) => [p.key, p.value])).toEqual([
      ['q', 800],
      ['lwa', expect.closeTo(31.2, 6)],
    ]);
  });

  it('draws nothing without two points or values', () => {
    expect(chartGeometry({ ...series, points: [{ u: 1, q: 2, lwa: 3 }] }, 500, 280, 'de')).toBeNull();
    expect(chartGeometry({ ...series, chart: { left: ['missing'] } }, 500, 280, 'de')).toBeNull();
    expect(chartGeometry(series, 500, 280, 'de', 42)!.marker).toBeNull();
  });

  it('summarises the chart for screen readers in the user’s language', () => {
    expect(chartSummary(series, geometry, 'de', translator('de'))).toBe(
      'Diagramm Leistung über Steuerspannung: Steuerspannung von 0 bis 10 V. ' +
        'Wärmeleistung von 260 bis 1.200 W; Schallleistungspegel von 28 bis 44 dB(A). ' +
        'Betriebspunkt bei 6 V: Wärmeleistung 800 W, Schallleistungspegel 31,2 dB(A).',
    );
    expect(chartSummary(series, geometry, 'en', translator('en'))).toContain(
      'Operating point at 6 V: Wärmeleistung 800 W',
    );
  });
});
