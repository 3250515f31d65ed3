import { makeStyles, tokens } from '@fluentui/react-components';
import type { Pivot } from './result-columns.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'end',
    whiteSpace: 'nowrap',
  },
  head: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
});

/** The pivot view: the first group down, the second across, the first measure in the cells. */
export function PivotTable({ pivot, text, title }: { pivot: Pivot; text(v: number | null): string; title: string }) {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways by keyboard too
    <section className={styles.scroll} tabIndex={0} aria-label={title}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.cell} ${styles.head}`}>
              {pivot.rowHeader}
            </th>
            {pivot.columns.map((c) => (
              <th key={c.key} scope="col" className={styles.cell}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pivot.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${styles.cell} ${styles.head}`}>
                {r.label}
              </th>
              {pivot.columns.map((c) => (
                <td key={c.key} className={styles.cell}>
                  {text(r.cells[c.key] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
