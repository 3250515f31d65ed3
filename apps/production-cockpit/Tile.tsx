import { Button, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { PerformanceIndicator, PerformanceIndicatorMidea } from '../../contract/kpi.ts';
import { type KpiState, type KpiTrend, trendIsGood } from '../../contract/kpi-indicators.ts';
import { useFormat, useT } from '../platform/index.ts';
import type { PeriodKind } from './api.ts';
import { formatKpi, kpiName, kpiParts } from './format.ts';
import { stateColors, useCockpitStyles } from './styles.ts';

const arrows: Record<KpiTrend, string> = { up: '↑', down: '↓', flat: '→', none: '' };

/** The figures of a tile in the week or month view. */
export function tileFigures(indicator: PerformanceIndicator, kind: PeriodKind) {
  return kind === 'week'
    ? {
        value: indicator.week,
        previous: indicator.previousWeek,
        state: indicator.stateOfWeek,
        trend: indicator.trendOfWeek,
        target: indicator.targetValue,
      }
    : {
        value: indicator.month,
        previous: indicator.previousMonth,
        state: indicator.stateOfMonth,
        trend: indicator.trendOfMonth,
        target: indicator.targetValueMonth,
      };
}

export function StateDot({ state }: { state: KpiState }) {
  const styles = useCockpitStyles();
  return <span className={styles.dot} style={{ backgroundColor: stateColors[state] }} aria-hidden="true" />;
}

interface TileProps {
  indicator: PerformanceIndicator | PerformanceIndicatorMidea;
  kind: PeriodKind;
  wall: boolean;
  selected?: boolean;
  /** Selecting the tile shows its trend (drill-down); without it the name is plain text. */
  onSelect?: () => void;
  controls?: string;
  children?: ReactNode;
}

/** One key figure: value, target, traffic light (colour and words), trend arrow against the previous period. */
export function Tile({ indicator, kind, wall, selected = false, onSelect, controls, children }: TileProps) {
  const t = useT();
  const format = useFormat();
  const styles = useCockpitStyles();
  const { value, previous, state, trend, target } = tileFigures(indicator, kind);
  const good = trendIsGood(trend, indicator.direction);
  const name = kpiName(t, indicator.name);
  const parts = kpiParts(format, t, indicator.name, value);
  const comment = 'comment' in indicator && kind === 'week' ? indicator.comment : null;
  return (
    <div
      className={mergeClasses(styles.tile, selected && styles.tileSelected)}
      data-kpi={indicator.name}
      data-state={state}
    >
      <span className={styles.tileBar} style={{ backgroundColor: stateColors[state] }} aria-hidden="true" />
      {onSelect ? (
        <Button
          appearance="transparent"
          className={mergeClasses(styles.tileName, wall && styles.tileNameWall)}
          aria-pressed={selected}
          aria-controls={controls}
          onClick={onSelect}
        >
          {name}
        </Button>
      ) : (
        <span className={mergeClasses(styles.tileName, wall && styles.tileNameWall)}>{name}</span>
      )}
      <span className={mergeClasses(styles.tileValue, wall && styles.tileValueWall)}>
        {parts.number}
        {parts.unit && <span className={styles.tileUnit}>{parts.unit}</span>}
      </span>
      <span className={styles.tileLine}>
        {target !== null && (
          <span>{t('production.tile.target', { value: formatKpi(format, t, indicator.name, target) })}</span>
        )}
        {state !== 'none' && (
          <span className={styles.tileLine}>
            <StateDot state={state} />
            {t(`production.state.${state}`)}
          </span>
        )}
      </span>
      {trend !== 'none' && (
        <span className={styles.trendLine}>
          <span
            className={mergeClasses(styles.arrow, good === true && styles.good, good === false && styles.bad)}
            aria-hidden="true"
          >
            {arrows[trend]}
          </span>
          <span>
            {t(`production.trend.${trend}`, {
              previous: formatKpi(format, t, indicator.name, previous),
            })}
          </span>
        </span>
      )}
      {comment && <span className={styles.comment}>{comment}</span>}
      {children}
    </div>
  );
}
