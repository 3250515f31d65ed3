/** The chart's legend as text with a swatch per series (bars: a square, lines: the stroke and its dash). */
import type { PlotThreshold } from './options.ts';
import { useChartStyles } from './styles.ts';
import type { ModelSeries } from './use-chart-model.ts';

function Swatch({ color, type, dash }: { color: string; type: 'line' | 'bar' | 'threshold'; dash?: number[] }) {
  return (
    <svg width="24" height="12" aria-hidden="true" focusable="false">
      {type === 'bar' ? (
        <rect x="6" y="0" width="12" height="12" rx="2" fill={color} />
      ) : (
        <line
          x1="1"
          y1="6"
          x2="23"
          y2="6"
          stroke={color}
          strokeWidth="2.5"
          strokeDasharray={type === 'threshold' ? '5 3' : dash?.join(' ')}
        />
      )}
    </svg>
  );
}

export function Legend({
  series,
  thresholds,
  wall,
}: {
  series: readonly ModelSeries[];
  thresholds: readonly (PlotThreshold & { label: string })[];
  wall: boolean;
}) {
  const styles = useChartStyles();
  return (
    <ul className={`${styles.legend} ${wall ? styles.legendWall : ''}`}>
      {series.map((s) => (
        <li key={`s-${s.label}`} className={styles.legendItem}>
          <Swatch color={s.color} type={s.type} dash={s.dash} />
          {s.label}
        </li>
      ))}
      {thresholds.map((th) => (
        <li key={`t-${th.label}`} className={styles.legendItem}>
          <Swatch color={th.color} type="threshold" />
          {th.text}
        </li>
      ))}
    </ul>
  );
}
