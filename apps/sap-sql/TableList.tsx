import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { erpTables } from '../../contract/sap-sql.ts';
import { useLocale, useT } from '../platform/index.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  summary: { cursor: 'pointer', padding: `${tokens.spacingVerticalXS} 0` },
  name: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  columns: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontSize: tokens.fontSizeBase200 },
  column: { fontFamily: tokens.fontFamilyMonospace },
});

/** The erp schema's tables with their columns (German or English text), insertable into the editor. */
export function TableList({ onInsert }: { onInsert(name: string): void }) {
  const t = useT();
  const locale = useLocale();
  const styles = useStyles();
  const text = (de: string, en: string) => (locale === 'de' ? de : en);
  return (
    <ul className={styles.list}>
      {erpTables.map((table) => (
        <li key={table.name}>
          <details>
            <summary className={styles.summary}>
              <span className={styles.name}>{table.name}</span> – {text(table.description.de, table.description.en)}
            </summary>
            <Button size="small" onClick={() => onInsert(table.name)}>
              {t('sapSql.insertTable', { name: table.name })}
            </Button>
            <ul className={styles.columns}>
              {table.columns.map(([name, de, en]) => (
                <li key={name}>
                  <span className={styles.column}>{name}</span> – {text(de, en)}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
