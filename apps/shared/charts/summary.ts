/**
 * The text alternative of a chart (its `aria-describedby`): how many points over which range,
 * then per series the last value and where it was lowest and highest, then the target lines.
 */
import type { Translate } from '../../platform/index.ts';
import { seriesStats } from './data.ts';
import type { FormatValue } from './value-format.ts';

export interface SummaryInput {
  description?: string | undefined;
  count: number;
  /** The x position `i` as text ("KW 12/2026", "Werkzeugwechsel"). */
  xText: (index: number) => string;
  series: readonly { label: string; values: readonly (number | null)[]; format: FormatValue }[];
  thresholds: readonly { label: string; value: number; format: FormatValue }[];
}

export function chartSummary(input: SummaryInput, t: Translate): string {
  const parts: string[] = [];
  if (input.description) parts.push(input.description);
  if (input.count === 0) {
    parts.push(t('charts.empty'));
    return parts.join(' ');
  }
  parts.push(
    input.count === 1
      ? t('charts.summary.onePoint', { at: input.xText(0) })
      : t('charts.summary.points', {
          count: input.count,
          from: input.xText(0),
          to: input.xText(input.count - 1),
        }),
  );
  for (const s of input.series) {
    const stats = seriesStats(s.values);
    if (!stats) {
      parts.push(t('charts.summary.seriesEmpty', { label: s.label }));
      continue;
    }
    parts.push(
      t('charts.summary.series', {
        label: s.label,
        last: s.format(stats.last),
        lastAt: input.xText(stats.lastIndex),
        min: s.format(stats.min),
        minAt: input.xText(stats.minIndex),
        max: s.format(stats.max),
        maxAt: input.xText(stats.maxIndex),
      }),
    );
  }
  for (const th of input.thresholds) {
    parts.push(t('charts.summary.threshold', { label: th.label, value: th.format(th.value) }));
  }
  return parts.join(' ');
}

/** What the cursor announces at point `index`: "KW 12/2026 – Ist: 4,90 €, Plan: 5,00 € (12 von 104)". */
export function pointText(
  index: number,
  count: number,
  xText: (index: number) => string,
  series: readonly { label: string; values: readonly (number | null)[]; format: FormatValue }[],
  t: Translate,
): string {
  const values = series.map((s) => {
    const v = s.values[index];
    const value = typeof v === 'number' && Number.isFinite(v) ? s.format(v) : t('charts.noValue');
    return t('charts.seriesValue', { label: s.label, value });
  });
  return t('charts.point', { at: xText(index), values: values.join(', '), n: index + 1, count });
}
