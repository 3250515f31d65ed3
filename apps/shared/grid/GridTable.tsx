/**
 * The grid's table layout: `role="grid"` with a sticky header row, only the visible rows in the
 * DOM (positioned by @tanstack/react-virtual), `aria-rowcount`/`aria-rowindex` so screen
 * readers know the full size, and a roving tabindex: one cell is in the tab order, the keys of
 * keyboard.ts move it. The focused row always stays rendered, even when scrolled away.
 */
import { SkeletonItem } from '@fluentui/react-components';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type GridPosition, moveFocus } from './keyboard.ts';
import { columnAlign, columnTemplate, minRowWidth } from './layout.ts';
import { useGridStyles } from './styles.ts';
import type { GridColumn, GridSort } from './types.ts';

export interface GridTableProps<T> {
  label: string;
  columns: readonly GridColumn<T>[];
  rows: readonly (T | undefined)[];
  total: number;
  rowKey: (row: T, index: number) => string;
  loading: boolean;
  sort: GridSort | null;
  onSort: (columnId: string) => void;
  onColumnResize?: ((columnId: string, width: number) => void) | undefined;
  onActivate?: ((row: T, index: number) => void) | undefined;
  selectedKey?: string | null | undefined;
  onRangeChange?: ((first: number, last: number) => void) | undefined;
  height: number | string;
  rowHeight: number;
  active: GridPosition;
  setActive: (at: GridPosition) => void;
  renderCell: (column: GridColumn<T>, row: T) => ReactNode;
  loadingText: string;
}

const posAttr = 'data-pos';
const posOf = (el: EventTarget | null): GridPosition | null => {
  const raw = el instanceof HTMLElement ? el.closest(`[${posAttr}]`)?.getAttribute(posAttr) : null;
  if (!raw) return null;
  const [row, col] = raw.split(':').map(Number) as [number, number];
  return { row, col };
};

interface RowProps<T> {
  row: T | undefined;
  index: number;
  start: number;
  height: number;
  template: string;
  columns: readonly GridColumn<T>[];
  activeCol: number | null;
  selected: boolean | undefined;
  onActivate?: ((row: T, index: number) => void) | undefined;
  renderCell: (column: GridColumn<T>, row: T) => ReactNode;
  loadingText: string;
}

function GridRowInner<T>(props: RowProps<T>) {
  const styles = useGridStyles();
  const { row, index, columns, activeCol, onActivate, renderCell } = props;
  const className = [
    styles.row,
    styles.bodyRow,
    onActivate && row ? styles.activatable : '',
    props.selected ? styles.selected : '',
  ].join(' ');
  return (
    // Enter on a cell activates the row (the table's onKeyDown); a click does the same.
    <tr
      aria-rowindex={index + 2}
      aria-selected={props.selected}
      className={className}
      style={{ height: props.height, transform: `translateY(${props.start}px)`, gridTemplateColumns: props.template }}
      onClick={row && onActivate ? () => onActivate(row, index) : undefined}
    >
      {columns.map((column, c) => (
        <td
          key={column.id}
          aria-colindex={c + 1}
          tabIndex={activeCol === c ? 0 : -1}
          {...{ [posAttr]: `${index}:${c}` }}
          className={`${styles.cell} ${styles[columnAlign(column)]}`}
        >
          {row ? (
            <span className={styles.cellText}>{renderCell(column, row)}</span>
          ) : c === 0 ? (
            <>
              <span className={styles.srOnly}>{props.loadingText}</span>
              <SkeletonItem className={styles.skeletonCell} aria-hidden="true" />
            </>
          ) : (
            <SkeletonItem className={styles.skeletonCell} aria-hidden="true" />
          )}
        </td>
      ))}
    </tr>
  );
}
const GridRow = memo(GridRowInner) as typeof GridRowInner;

const resizeStep = 16;
const minColumnWidth = 48;

/** Drag to resize a column: the width follows the pointer from the header cell's width at the start. */
function ResizeHandle({
  columnId,
  onResize,
}: {
  columnId: string;
  onResize: (columnId: string, width: number) => void;
}) {
  const styles = useGridStyles();
  return (
    <span
      aria-hidden="true"
      className={styles.resizer}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => {
        const cell = event.currentTarget.closest('th');
        if (!cell) return;
        event.preventDefault();
        event.stopPropagation();
        const handle = event.currentTarget;
        const startX = event.clientX;
        const startWidth = cell.getBoundingClientRect().width;
        handle.setPointerCapture(event.pointerId);
        const move = (e: PointerEvent) =>
          onResize(columnId, Math.max(minColumnWidth, Math.round(startWidth + e.clientX - startX)));
        const end = () => {
          handle.removeEventListener('pointermove', move);
          handle.removeEventListener('pointerup', end);
          handle.removeEventListener('pointercancel', end);
        };
        handle.addEventListener('pointermove', move);
        handle.addEventListener('pointerup', end);
        handle.addEventListener('pointercancel', end);
      }}
    />
  );
}

export function GridTable<T>(props: GridTableProps<T>) {
  const styles = useGridStyles();
  const { columns, rows, total, active, setActive, rowHeight, sort } = props;
  const scroller = useRef<HTMLDivElement | null>(null);
  const pendingFocus = useRef(false);
  const skeleton = props.loading && total === 0;
  const count = skeleton ? 8 : total;

  // The focused row stays rendered wherever the user scrolls, so focus is never lost.
  const keep = active.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep >= 0 && keep < range.count && !indexes.includes(keep)) {
        indexes.push(keep);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [keep],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    rangeExtractor,
    scrollPaddingStart: rowHeight,
  });

  const template = columnTemplate(columns);
  const minWidth = minRowWidth(columns);
  const items = virtualizer.getVirtualItems();
  const first = virtualizer.range?.startIndex ?? 0;
  const last = virtualizer.range?.endIndex ?? -1;
  const { onRangeChange } = props;
  useEffect(() => {
    if (onRangeChange && last >= first && !skeleton) onRangeChange(first, last);
  }, [onRangeChange, first, last, skeleton]);

  // A new order starts at its first row.
  const sortKey = sort ? `${sort.columnId}:${sort.direction}` : '';
  const firstSort = useRef(sortKey);
  useEffect(() => {
    if (firstSort.current === sortKey) return;
    firstSort.current = sortKey;
    virtualizer.scrollToOffset(0);
  }, [sortKey, virtualizer]);

  // After a key moved the focus: focus the cell once it is rendered (a jump far down renders it
  // after the scroll), then bring it fully into view below the sticky header.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const el = scroller.current?.querySelector<HTMLElement>(`[${posAttr}="${active.row}:${active.col}"]`);
    if (!el) return;
    pendingFocus.current = false;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });

  const pageRows = () => Math.max(1, Math.floor((scroller.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 2);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const at = posOf(event.target) ?? active;
    if (at.row < 0 && event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const column = columns[at.col];
      const cell = event.target instanceof HTMLElement ? event.target.closest('th') : null;
      if (column && cell && props.onColumnResize) {
        event.preventDefault();
        const step = event.key === 'ArrowRight' ? resizeStep : -resizeStep;
        props.onColumnResize(
          column.id,
          Math.max(minColumnWidth, Math.round(cell.getBoundingClientRect().width) + step),
        );
      }
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      if (at.row < 0) {
        const column = columns[at.col];
        if (column?.sortable) {
          event.preventDefault();
          props.onSort(column.id);
        }
      } else if (event.key === 'Enter') {
        const row = rows[at.row];
        if (row && props.onActivate) {
          event.preventDefault();
          props.onActivate(row, at.row);
        }
      }
      return;
    }
    const next = moveFocus(event.key, event.ctrlKey || event.metaKey, at, {
      rows: skeleton ? 0 : total,
      cols: columns.length,
      page: pageRows(),
      header: true,
    });
    if (!next) return;
    event.preventDefault();
    pendingFocus.current = true;
    if (next.row >= 0 && (next.row < first || next.row > last)) virtualizer.scrollToIndex(next.row, { align: 'auto' });
    setActive(next);
  };

  const ariaSort = (column: GridColumn<T>) =>
    sort?.columnId === column.id ? sort.direction : column.sortable ? 'none' : undefined;

  return (
    <div ref={scroller} className={styles.scroller} style={{ height: props.height, scrollPaddingTop: rowHeight }}>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table
        role="grid"
        aria-label={props.label}
        aria-rowcount={total + 1}
        aria-colcount={columns.length}
        aria-busy={props.loading || undefined}
        className={styles.canvas}
        style={{ minWidth }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const at = posOf(event.target);
          if (at && (at.row !== active.row || at.col !== active.col)) setActive(at);
        }}
      >
        <thead className={styles.header}>
          <tr aria-rowindex={1} className={styles.row} style={{ height: rowHeight, gridTemplateColumns: template }}>
            {columns.map((column, c) => (
              // Enter and Space sort through the table's onKeyDown.
              <th
                key={column.id}
                scope="col"
                aria-colindex={c + 1}
                aria-sort={ariaSort(column)}
                tabIndex={active.row === -1 && active.col === c ? 0 : -1}
                {...{ [posAttr]: `-1:${c}` }}
                className={`${styles.cell} ${styles.headerCell} ${styles[columnAlign(column)]} ${column.sortable ? styles.sortable : ''} ${props.onColumnResize ? styles.resizableCell : ''}`}
                onClick={column.sortable ? () => props.onSort(column.id) : undefined}
              >
                <span className={styles.cellText}>{column.header}</span>
                {sort?.columnId === column.id && (
                  <span aria-hidden="true">{sort.direction === 'ascending' ? '▲' : '▼'}</span>
                )}
                {props.onColumnResize && <ResizeHandle columnId={column.id} onResize={props.onColumnResize} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          aria-hidden={skeleton || undefined}
          className={styles.body}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = skeleton ? undefined : rows[item.index];
            return (
              <GridRow
                key={row ? props.rowKey(row, item.index) : `placeholder-${item.index}`}
                row={row}
                index={item.index}
                start={item.start}
                height={rowHeight}
                template={template}
                columns={columns}
                activeCol={active.row === item.index ? active.col : null}
                selected={
                  props.selectedKey === undefined
                    ? undefined
                    : !!row && props.rowKey(row, item.index) === props.selectedKey
                }
                onActivate={props.onActivate}
                renderCell={props.renderCell}
                loadingText={props.loadingText}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
