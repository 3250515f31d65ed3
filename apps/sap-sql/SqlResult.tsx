import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { ResultColumn, ResultValue, SapSqlResult } from '../../contract/sap-sql.ts';
import { useFormat, useT } from '../platform/index.ts';
import { type GridColumn, VirtualGrid } from '../shared/grid/index.ts';

type Row = { values: Record<string, ResultValue>; index: number };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

function gridColumn(column: ResultColumn): GridColumn<Row> {
  const base = { id: column.name, header: column.name, sortable: true };
  const raw = (r: Row) => r.values[column.name];
  switch (column.kind) {
    case 'number':
      return { ...base, value: (r) => raw(r) as number | null, format: 'number' };
    case 'date':
      return { ...base, value: (r) => raw(r) as string | null, format: 'date' };
    case 'datetime':
      return { ...base, value: (r) => raw(r) as string | null, format: 'dateTime' };
    case 'boolean':
      return { ...base, value: (r) => (raw(r) === null ? null : String(raw(r))) };
    default:
      return { ...base, value: (r) => (raw(r) === null ? null : String(raw(r))) };
  }
}

/** Rows in the shared grid (numbers and dates in the user's format), count, duration and the cap. */
export function SqlResult({ result }: { result: SapSqlResult }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const columns = useMemo(() => result.columns.map(gridColumn), [result]);
  const rows = useMemo(() => result.items.map((values, index) => ({ values, index })), [result]);
  return (
    <div className={styles.root}>
      <span role="status">
        {t('sapSql.summary', {
          rows: format.number(result.items.length),
          seconds: format.number(result.duration / 1000, { maximumFractionDigits: 3 }),
        })}
      </span>
      {result.truncated && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('sapSql.truncated', { limit: format.number(result.rowLimit) })}</MessageBarBody>
        </MessageBar>
      )}
      <VirtualGrid<Row>
        label={t('sapSql.result')}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.index)}
        emptyText={t('sapSql.noRows')}
        height={Math.min(520, 48 + rows.length * 40)}
      />
    </div>
  );
}
