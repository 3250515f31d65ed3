import { describe, expect, it } from 'vitest';
import {
  alignedColumns,
  paretoOf,
  pointCount,
  scaleRange,
  seriesStats,
  xPositions,
} from '../../../apps/shared/charts/data.ts';
import { cursorIndex } from '../../../apps/shared/charts/keyboard.ts';
import { chartSummary, pointText } from '../../../apps/shared/charts/summary.ts';
import { shortLabel, tickIndices, tickStep, ticksThatFit } from '../../../apps/shared/charts/ticks.ts';
import { translator } from '../calc-ui/translate.ts';

describe('chart data shaping', () => {
  it('puts time on epoch ms and categories (and bars) on positions', () => {
    const x = { kind: 'time', values: ['2026-01-05', new Date(2026, 0, 12), 0] } as const;
    expect(xPositions(x)).toEqual([new Date(2026, 0, 5).getTime(), new Date(2026, 0, 12).getTime(), 0]);
    expect(xPositions(x, true)).toEqual([0, 1, 2]);
    expect(xPositions({ kind: 'category', labels: ['a', 'b'] })).toEqual([0, 1]);
    expect(pointCount({ kind: 'category', labels: ['a', 'b'] })).toBe(2);
  });

  it("builds uPlot's columns: short series padded, long ones cut, bad values as gaps", () => {
    const columns = alignedColumns(
      [0, 1, 2],
      [
        { label: 'a', values: [1, Number.NaN, 3, 4] },
        { label: 'b', values: [null, 2] },
        { label: 'c', values: [Number.POSITIVE_INFINITY, 0, -1] },
      ],
    );
    expect(columns).toEqual([
      [0, 1, 2],
      [1, null, 3],
      [null, 2, null],
      [null, 0, -1],
    ]);
  });

  it('finds minimum, maximum and last value with their positions', () => {
    expect(seriesStats([null, 3, 1, 5, null, 2, null])).toEqual({
      count: 4,
      min: 1,
      minIndex: 2,
      max: 5,
      maxIndex: 3,
      last: 2,
      lastIndex: 5,
    });
    expect(seriesStats([null, Number.NaN])).toBeNull();
  });

  it('orders a Pareto largest first with the running share', () => {
    const p = paretoOf([
      { label: 'Reinigung', value: 10 },
      { label: 'Material', value: 50 },
      { label: 'Werkzeug', value: 30 },
      { label: 'Roboter', value: 10 },
      { label: 'kaputt', value: Number.NaN },
    ]);
    expect(p.labels).toEqual(['Material', 'Werkzeug', 'Reinigung', 'Roboter']);
    expect(p.values).toEqual([50, 30, 10, 10]);
    expect(p.cumulative).toEqual([0.5, 0.8, 0.9, 1]);
    expect(paretoOf([{ label: 'x', value: 0 }]).cumulative).toEqual([0]);
  });

  it('ranges a scale over data and thresholds, bars from zero, fixed ends kept', () => {
    expect(scaleRange(10, 20, [], false)).toEqual([9.2, 20.8]);
    expect(scaleRange(10, 20, [30], false)).toEqual([8.4, 31.6]);
    expect(scaleRange(10, 20, [], true)).toEqual([0, 21.6]);
    expect(scaleRange(-5, -1, [], true)).toEqual([-5.4, 0]);
    expect(scaleRange(5, 5, [], false)).toEqual([4.42, 5.58]);
    expect(scaleRange(null, null, [], false)).toEqual([-0.08, 1.08]);
    expect(scaleRange(0.2, 0.9, [], false, { min: 0, max: 1 })).toEqual([0, 1]);
  });
});

describe('chart ticks', () => {
  it('steps through weeks, months and categories so the labels fit', () => {
    expect(tickStep(104, 200, 'week')).toBe(1);
    expect(tickStep(104, 30, 'week')).toBe(4);
    expect(tickStep(104, 10, 'week')).toBe(13);
    expect(tickStep(104, 3, 'week')).toBe(52);
    expect(tickStep(24, 5, 'month')).toBe(6);
    expect(tickStep(7, 7, 'category')).toBe(1);
    expect(tickStep(5000, 2, 'category')).toBe(2500);
    expect(tickIndices(10, 4)).toEqual([0, 4, 8]);
    expect(ticksThatFit(600, 44)).toBe(10);
    expect(ticksThatFit(10, 44)).toBe(1);
  });

  it('shortens long category names for the axis only', () => {
    expect(shortLabel('Werkzeugwechsel')).toBe('Werkzeugwechsel');
    expect(shortLabel('Störung Roboterzelle 3 Schweißen')).toBe('Störung Roboterze…');
    expect(shortLabel('Störung Roboterzelle 3 Schweißen').length).toBe(18);
  });
});

describe('chart keyboard cursor', () => {
  it('moves point by point, by a tenth, to the ends, and lands on an end first', () => {
    expect(cursorIndex('ArrowRight', null, 104)).toBe(0);
    expect(cursorIndex('ArrowLeft', null, 104)).toBe(103);
    expect(cursorIndex('ArrowRight', 5, 104)).toBe(6);
    expect(cursorIndex('ArrowRight', 103, 104)).toBe(103);
    expect(cursorIndex('ArrowLeft', 0, 104)).toBe(0);
    expect(cursorIndex('PageDown', 5, 104)).toBe(15);
    expect(cursorIndex('PageDown', 100, 104)).toBe(103);
    expect(cursorIndex('PageUp', 5, 104)).toBe(0);
    expect(cursorIndex('PageDown', null, 104)).toBe(0);
    expect(cursorIndex('PageUp', null, 104)).toBe(103);
    expect(cursorIndex('Home', 50, 104)).toBe(0);
    expect(cursorIndex('End', 50, 104)).toBe(103);
    expect(cursorIndex('PageDown', 0, 10_000)).toBe(1000);
    expect(cursorIndex('Escape', 3, 104)).toBeNull();
    expect(cursorIndex('a', 3, 104)).toBeUndefined();
    expect(cursorIndex('ArrowRight', null, 0)).toBeUndefined();
  });
});

describe('chart text alternative', () => {
  const t = translator('de');
  const euro = (v: number) => `${v.toFixed(2).replace('.', ',')} €`;
  const weeks = ['KW 1/2026', 'KW 2/2026', 'KW 3/2026'];
  const series = [
    { label: 'Ist', values: [4.9, null, 5.2], format: euro },
    { label: 'Leer', values: [null, null, null], format: euro },
  ];

  it('summarises range, series and targets', () => {
    const text = chartSummary(
      {
        description: 'Quelle: MES.',
        count: 3,
        xText: (i) => weeks[i]!,
        series,
        thresholds: [{ label: 'Ziel', value: 5, format: euro }],
      },
      t,
    );
    expect(text).toBe(
      'Quelle: MES. 3 Werte von KW 1/2026 bis KW 3/2026. ' +
        'Ist: zuletzt 5,20 € (KW 3/2026), niedrigster Wert 4,90 € (KW 1/2026), höchster Wert 5,20 € (KW 3/2026). ' +
        'Leer: keine Werte. Ziel: 5,00 €.',
    );
    expect(chartSummary({ count: 0, xText: () => '', series, thresholds: [] }, t)).toBe('Keine Daten vorhanden.');
    expect(chartSummary({ count: 1, xText: () => 'KW 1/2026', series: [], thresholds: [] }, t)).toBe(
      'Ein Wert: KW 1/2026.',
    );
  });

  it('announces one point with every series', () => {
    expect(pointText(1, 3, (i) => weeks[i]!, series, t)).toBe('KW 2/2026 – Ist: kein Wert, Leer: kein Wert (2 von 3)');
    expect(pointText(0, 3, (i) => weeks[i]!, series.slice(0, 1), translator('en'))).toBe(
      'KW 1/2026 – Ist: 4,90 € (1 of 3)',
    );
  });
});
