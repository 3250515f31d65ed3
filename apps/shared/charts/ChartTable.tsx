/**
 * The chart's numbers as a table, rendered only when the user asks for it: a closed table of
 * 10,000 rows would cost every refresh. Up to `plainTableLimit` rows it is a plain HTML table
 * (screen readers' table commands work best there); beyond that the virtualised grid shows all
 * rows with `aria-rowcount`, loaded on demand.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useT } from '../../platform/index.ts';
import { useChartStyles } from './styles.ts';
import { type ChartTableProps, cellText } from './table-cells.ts';

export const plainTableLimit = 1000;

const LargeTable = lazy(() => import('./ChartGridTable.tsx'));

export function ChartTable(props: ChartTableProps) {
  const styles = useChartStyles();
  const t = useT();
  const { id, title, count, xHeader, xText, series } = props;
  const rows = useMemo(() => Array.from({ length: Math.min(count, plainTableLimit) }, (_, i) => i), [count]);
  if (count > plainTableLimit) {
    return (
      <Suspense fallback={<p>{t('charts.loadingTable')}</p>}>
        <LargeTable {...props} />
      </Suspense>
    );
  }
  const empty = t('charts.noValue');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section id={id} className={styles.tableWrap} tabIndex={0} aria-label={t('charts.tableOf', { title })}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xHeader}</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i}>
              <th scope="row">{xText(i)}</th>
              {series.map((s) => (
                <td key={s.label}>{cellText(s, i, empty)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
