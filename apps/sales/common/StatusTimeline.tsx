import { makeStyles, tokens } from '@fluentui/react-components';
import type { TimelineEntry } from '../../../contract/order-tracking.ts';
import { useFormat, useT } from '../../platform/index.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  entry: {
    display: 'grid',
    gridTemplateColumns: '1.25rem 1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    minHeight: '2.25rem',
  },
  dot: {
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: `inset 0 0 0 2px ${tokens.colorBrandStroke1}`,
    justifySelf: 'center',
  },
  reached: { backgroundColor: tokens.colorBrandBackground },
  current: { fontWeight: tokens.fontWeightSemibold },
  pending: { color: tokens.colorNeutralForeground3 },
  date: { fontVariantNumeric: 'tabular-nums' },
});

/**
 * An order's or a delivery's life as an ordered list: each stage with the day it was reached,
 * "offen" for those still ahead; the last reached stage is marked as the current one.
 */
export function StatusTimeline({ timeline, label }: { timeline: readonly TimelineEntry[]; label: string }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const current = timeline.findLastIndex((e) => e.date);
  return (
    <ol className={styles.list} aria-label={label}>
      {timeline.map((entry, index) => (
        <li
          key={entry.stage}
          className={`${styles.entry} ${index === current ? styles.current : ''} ${entry.date ? '' : styles.pending}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={`${styles.dot} ${entry.date ? styles.reached : ''}`} aria-hidden="true" />
          <span>{t(`sales.stage.${entry.stage}`)}</span>
          <span className={styles.date}>{entry.date ? format.date(entry.date) : t('sales.ui.pending')}</span>
        </li>
      ))}
    </ol>
  );
}
