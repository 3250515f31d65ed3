import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useMemo, useState } from 'react';
import type { ResultColumn, ResultValue, SapSqlResult } from '../../contract/sap-sql.ts';
import { useFormat, useNotify, useT } from '../platform/index.ts';
import { type GridColumn, type GridSort, sortCollator, sortRows, VirtualGrid } from '../shared/grid/index.ts';
import { resultAsTsv } from './result-text.ts';

type Row = { values: Record<string, ResultValue>; index: number };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

function gridColumn(column: ResultColumn, width: number | undefined): GridColumn<Row> {
  const base = { id: column.name, header: column.name, sortable: true, ...(width ? { width } : {}) };
  const raw = (r: Row) => r.values[column.name];
  switch (column.kind) {
    case 'number':
      return { ...base, value: (r) => raw(r) as number | null, format: 'number' };
    case 'date':
      return { ...base, value: (r) => raw(r) as string | null, format: 'date' };
    case 'datetime':
      return { ...base, value: (r) => raw(r) as string | null, format: 'dateTime' };
    default:
      return { ...base, value: (r) => (raw(r) === null ? null : String(raw(r))) };
  }
}

/**
 * Rows in the shared grid (numbers and dates in the user's format), count, duration and the cap.
 * Columns sort (header click or Enter) and resize (drag the header's edge, Alt+Arrow); Ctrl+C
 * copies the focused cell, "Kopieren" the whole result in the shown order as tab-separated text
 * (pastes into Excel as a table).
 */
export function SqlResult({ result }: { result: SapSqlResult }) {
  const t = useT();
  const format = useFormat();
  const notify = useNotify();
  const styles = useStyles();
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [sort, setSort] = useState<GridSort | null>(null);
  const columns = useMemo(() => result.columns.map((c) => gridColumn(c, widths[c.name])), [result, widths]);
  const rows = useMemo(() => result.items.map((values, index) => ({ values, index })), [result]);

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', done);
    } catch {
      notify('error', t('sapSql.copyFailed'));
    }
  };
  const copyAll = () => {
    const ordered = sortRows(rows, columns, sort, sortCollator(format.locale)) as Row[];
    void copy(
      resultAsTsv(
        result.columns,
        ordered.map((r) => r.values),
        (n) => format.number(n, { useGrouping: false, maximumFractionDigits: 20 }),
      ),
      t('sapSql.copiedRows', { n: format.number(ordered.length) }),
    );
  };
  // Ctrl+C on a focused cell copies its text as shown (a selection of text is left to the browser).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c') return;
    const cell = event.target instanceof HTMLElement ? event.target.closest('td, th') : null;
    if (!cell || window.getSelection()?.toString()) return;
    event.preventDefault();
    void copy(cell.textContent ?? '', t('sapSql.copiedCell'));
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <span role="status">
          {t('sapSql.summary', {
            rows: format.number(result.items.length),
            seconds: format.number(result.duration / 1000, { maximumFractionDigits: 3 }),
          })}
        </span>
        <Button size="small" onClick={copyAll} disabled={rows.length === 0}>
          {t('sapSql.copy')}
        </Button>
        <span className={styles.hint}>{t('sapSql.gridHint')}</span>
      </div>
      {result.truncated && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('sapSql.truncated', { limit: format.number(result.rowLimit) })}</MessageBarBody>
        </MessageBar>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+C from the grid's focused cell bubbles here */}
      <div onKeyDown={onKeyDown}>
        <VirtualGrid<Row>
          label={t('sapSql.result')}
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.index)}
          emptyText={t('sapSql.noRows')}
          height={Math.min(520, 48 + rows.length * 40)}
          sort={sort}
          onSortChange={setSort}
          onColumnResize={(id, width) => setWidths((w) => ({ ...w, [id]: width }))}
        />
      </div>
    </div>
  );
}
