import type { KpiEditHistoryResult } from '../../contract/kpi.ts';
import { useFormat, useT } from '../platform/index.ts';
import { formatKpi } from './format.ts';
import { useCockpitStyles } from './styles.ts';

/** The saves of one field in this period, newest first: old → new value, who, when, the note. */
export function History({ entries, label }: { entries: KpiEditHistoryResult[]; label: string }) {
  const t = useT();
  const format = useFormat();
  const styles = useCockpitStyles();
  if (!entries.length) return <span className={styles.muted}>{t('production.edit.noHistory')}</span>;
  return (
    <ol className={styles.history} aria-label={label}>
      {entries.map((entry) => {
        const change =
          entry.kpi === 'comment'
            ? `„${entry.beforeComment ?? '–'}“ → „${entry.afterComment ?? '–'}“`
            : entry.before === entry.after
              ? `„${entry.afterComment ?? '–'}“`
              : `${formatKpi(format, t, entry.kpi, entry.before)} → ${formatKpi(format, t, entry.kpi, entry.after)}`;
        return (
          <li key={entry.id} data-version={entry.version}>
            {t('production.edit.historyEntry', {
              change,
              user: entry.user,
              time: format.dateTime(entry.timestamp),
            })}
            {entry.comment ? ` – ${entry.comment}` : ''}
          </li>
        );
      })}
    </ol>
  );
}
