import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { SapSqlHistoryEntry } from '../../contract/sap-sql.ts';
import { type Loaded, useFormat, useT } from '../platform/index.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '24rem', overflowY: 'auto' },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  button: {
    width: '100%',
    justifyContent: 'start',
    textAlign: 'start',
    display: 'block',
    padding: tokens.spacingVerticalS,
  },
  code: {
    display: 'block',
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  meta: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** The caller's last statements, newest first; picking one puts it into the editor. */
export function History({ history, onPick }: { history: Loaded<SapSqlHistoryEntry[]>; onPick(query: string): void }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  if (history.error) return <span>{t('sapSql.historyFailed')}</span>;
  if (!history.data) return <span>{t('sapSql.loading')}</span>;
  if (history.data.length === 0) return <span>{t('sapSql.historyEmpty')}</span>;
  return (
    <ul className={styles.list} aria-label={t('sapSql.history')}>
      {history.data.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <Button appearance="subtle" className={styles.button} onClick={() => onPick(entry.query)}>
            <span className={styles.code}>{entry.query}</span>
            <span className={styles.meta}>
              {`${format.dateTime(entry.executedAt)} · ${t(`sapSql.outcome.${entry.outcome}`)}${
                entry.rowCount !== null ? ` · ${t('sapSql.rows', { n: format.number(entry.rowCount) })}` : ''
              }`}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
