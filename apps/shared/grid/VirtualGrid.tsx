/**
 * The virtualised grid for large lists (orders, reports): 50,000 rows scroll smoothly because
 * only the visible ones are in the DOM. A table with a sticky header and full keyboard navigation
 * on wide screens, cards at or below `cardBreakpoint` pixels of its own width. Sorting happens
 * here (client) or on the server (`sortOnServer`, the grid only reports the wish).
 */
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useFormat, useT } from '../../platform/index.ts';
import { formatCell } from './cell-format.ts';
import { GridCards } from './GridCards.tsx';
import { GridTable } from './GridTable.tsx';
import { clampPosition, type GridPosition } from './keyboard.ts';
import { defaultCardBreakpoint, isCardLayout } from './layout.ts';
import { nextSort, sortCollator, sortRows } from './sort.ts';
import { useGridStyles } from './styles.ts';
import type { GridColumn, GridSort, VirtualGridProps } from './types.ts';
import { useElementWidth } from './use-element-width.ts';

export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const styles = useGridStyles();
  const format = useFormat();
  const t = useT();
  const [widthRef, width] = useElementWidth();
  const { columns, rows, sortOnServer, onSortChange } = props;
  const [ownSort, setOwnSort] = useState<GridSort | null>(props.defaultSort ?? null);
  const sort = props.sort === undefined ? ownSort : props.sort;
  const [tablePos, setTablePos] = useState<GridPosition>({ row: -1, col: 0 });
  const [cardPos, setCardPos] = useState(0);

  const collator = useMemo(() => sortCollator(format.locale), [format.locale]);
  const sorted = useMemo(
    () => (sortOnServer ? rows : sortRows(rows, columns, sort, collator)),
    [rows, columns, sort, sortOnServer, collator],
  );
  const total = Math.max(props.rowCount ?? 0, sorted.length);

  const changeSort = useCallback(
    (next: GridSort | null) => {
      if (props.sort === undefined) setOwnSort(next);
      onSortChange?.(next);
    },
    [props.sort, onSortChange],
  );

  const yesNo = useMemo(() => [t('grid.yes'), t('grid.no')] as const, [t]);
  const renderCell = useCallback(
    (column: GridColumn<T>, row: T): ReactNode =>
      column.cell ? column.cell(row, format) : formatCell(column.value?.(row), column.format, format, yesNo),
    [format, yesNo],
  );

  const cards = isCardLayout(width, props.cardBreakpoint ?? defaultCardBreakpoint);
  const height = props.height ?? 480;
  const loading = props.loading === true;
  const empty = !loading && total === 0;
  const active = clampPosition(tablePos, { rows: total, cols: columns.length, page: 1, header: true });

  return (
    <div ref={widthRef} className={`${styles.root} ${props.className ?? ''}`}>
      {cards ? (
        <GridCards
          label={props.label}
          columns={columns}
          rows={sorted}
          total={total}
          rowKey={props.rowKey}
          loading={loading}
          sort={sort}
          onSortChange={changeSort}
          onActivate={props.onActivate}
          selectedKey={props.selectedKey}
          height={height}
          active={Math.min(cardPos, Math.max(0, total - 1))}
          setActive={setCardPos}
          renderCell={renderCell}
        />
      ) : (
        <GridTable
          label={props.label}
          columns={columns}
          rows={sorted}
          total={total}
          rowKey={props.rowKey}
          loading={loading}
          sort={sort}
          onSort={(columnId) => changeSort(nextSort(sort, columnId))}
          onColumnResize={props.onColumnResize}
          onActivate={props.onActivate}
          selectedKey={props.selectedKey}
          onRangeChange={props.onRangeChange}
          height={height}
          rowHeight={props.rowHeight ?? 40}
          active={active}
          setActive={setTablePos}
          renderCell={renderCell}
          loadingText={t('grid.loading')}
        />
      )}
      {empty && (
        <p className={styles.message} style={{ top: cards ? 48 : (props.rowHeight ?? 40) + 1 }}>
          {props.emptyText ?? t('grid.empty')}
        </p>
      )}
      {cards && loading && total === 0 && (
        <p className={styles.message} style={{ top: 48 }} aria-hidden="true">
          {t('grid.loading')}
        </p>
      )}
      <div role="status" className={styles.srOnly}>
        {loading && total === 0 ? t('grid.loading') : ''}
      </div>
    </div>
  );
}
