import type { KpiIndicatorSetting, KpiResultByCalendarWeek, KpiResultByMonth } from '../../contract/kpi.ts';
import { kpiState } from '../../contract/kpi-indicators.ts';
import { useFormat, useT } from '../platform/index.ts';
import type { PeriodKind } from './api.ts';
import { formatKpi, kpiName, periodLabel } from './format.ts';
import { useCockpitStyles } from './styles.ts';
import { StateDot } from './Tile.tsx';

interface PeriodTableProps {
  kind: PeriodKind;
  settings: KpiIndicatorSetting[];
  rows: (KpiResultByCalendarWeek | KpiResultByMonth)[];
  caption: string;
}

/** The site's details: the latest periods (newest first) with every key figure and its traffic light. */
export function PeriodTable({ kind, settings, rows, caption }: PeriodTableProps) {
  const t = useT();
  const format = useFormat();
  const styles = useCockpitStyles();
  const shown = settings.filter((s) => (kind === 'week' ? s.weekly : s.monthly));
  return (
    // A scrollable table must be reachable by keyboard (axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways on narrow screens
    <section className={styles.tableWrap} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.muted} style={{ textAlign: 'start' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t(kind === 'week' ? 'production.table.week' : 'production.table.month')}</th>
            {shown.map((s) => (
              <th key={s.name} scope="col">
                {kpiName(t, s.name)}
              </th>
            ))}
            <th scope="col">{t('production.table.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const period = 'calendarWeek' in row ? row.calendarWeek : row.month;
            const values = row as unknown as Record<string, number | null | undefined>;
            return (
              <tr key={period}>
                <th scope="row">{periodLabel(format, t, period)}</th>
                {shown.map((s) => {
                  const value = values[s.name] ?? null;
                  const state =
                    kind === 'week'
                      ? kpiState(value, s.targetWeek, s.warningWeek, s.direction)
                      : kpiState(value, s.targetMonth, s.warningMonth, s.direction);
                  return (
                    <td key={s.name} data-state={state}>
                      <span className={styles.tileLine} style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
                        {formatKpi(format, t, s.name, value)}
                        {state !== 'none' && <StateDot state={state} />}
                        {state !== 'none' && <span className={styles.srOnly}>{t(`production.state.${state}`)}</span>}
                      </span>
                    </td>
                  );
                })}
                <td style={{ textAlign: 'start', whiteSpace: 'normal', minWidth: '12rem' }}>{row.comment ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
