/**
 * The grid on narrow screens (≤ 600 px): each row a card — the title column as its heading, the
 * other columns as name/value pairs — in a virtualised list (`aria-setsize`/`aria-posinset` give
 * the full size). ↑/↓, Page Up/Down, Home/End move between cards, Enter activates one; a select
 * above the list replaces the header's sort.
 */
import { Select, useId } from '@fluentui/react-components';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '../../platform/index.ts';
import { moveFocus } from './keyboard.ts';
import { cardTitleColumn } from './layout.ts';
import { useGridStyles } from './styles.ts';
import type { GridColumn, GridSort } from './types.ts';

export interface GridCardsProps<T> {
  label: string;
  columns: readonly GridColumn<T>[];
  rows: readonly (T | undefined)[];
  total: number;
  rowKey: (row: T, index: number) => string;
  loading: boolean;
  sort: GridSort | null;
  onSortChange: (sort: GridSort | null) => void;
  onActivate?: ((row: T, index: number) => void) | undefined;
  selectedKey?: string | null | undefined;
  height: number | string;
  active: number;
  setActive: (index: number) => void;
  renderCell: (column: GridColumn<T>, row: T) => ReactNode;
}

export function GridCards<T>(props: GridCardsProps<T>) {
  const styles = useGridStyles();
  const t = useT();
  const selectId = useId('grid-sort');
  const { columns, rows, total, active, setActive, sort } = props;
  const scroller = useRef<HTMLDivElement | null>(null);
  const pendingFocus = useRef(false);
  const title = cardTitleColumn(columns);
  const fields = columns.filter((c) => c !== title && c.card !== 'hidden');
  const sortable = columns.filter((c) => c.sortable);
  const skeleton = props.loading && total === 0;

  // The focused card stays rendered wherever the list is scrolled, so focus is never lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (active < range.count && !indexes.includes(active)) {
        indexes.push(active);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [active],
  );
  const virtualizer = useVirtualizer({
    count: skeleton ? 0 : total,
    getScrollElement: () => scroller.current,
    estimateSize: () => 44 + fields.length * 20,
    overscan: 4,
    rangeExtractor,
  });

  // A new order starts at its first card.
  const sortKey = sort ? `${sort.columnId}:${sort.direction}` : '';
  const firstSort = useRef(sortKey);
  useEffect(() => {
    if (firstSort.current === sortKey) return;
    firstSort.current = sortKey;
    setActive(0);
    virtualizer.scrollToOffset(0);
  }, [sortKey, setActive, virtualizer]);

  // After a key moved the focus: focus the card once it is rendered.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-card="${active}"]`);
    if (!el) return;
    pendingFocus.current = false;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter') {
      const row = rows[active];
      if (row && props.onActivate) {
        event.preventDefault();
        props.onActivate(row, active);
      }
      return;
    }
    const page = Math.max(1, virtualizer.range ? virtualizer.range.endIndex - virtualizer.range.startIndex : 5);
    // One column of cards: Home/End go to the first/last card, as Ctrl+Home/End do.
    const toEnd = event.ctrlKey || event.key === 'Home' || event.key === 'End';
    const next = moveFocus(event.key, toEnd, { row: active, col: 0 }, { rows: total, cols: 1, page, header: false });
    if (!next || next.row === active) return;
    event.preventDefault();
    pendingFocus.current = true;
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
    setActive(next.row);
  };

  return (
    <div>
      {sortable.length > 0 && (
        <div className={styles.sortBar}>
          <label htmlFor={selectId}>{t('grid.sortBy')}</label>
          <Select
            id={selectId}
            size="small"
            value={sortKey}
            onChange={(_e, data) => {
              const [columnId, direction] = data.value.split(':');
              props.onSortChange(
                columnId && (direction === 'ascending' || direction === 'descending') ? { columnId, direction } : null,
              );
            }}
          >
            <option value="">{t('grid.unsorted')}</option>
            {sortable.flatMap((c) => [
              <option key={`${c.id}:a`} value={`${c.id}:ascending`}>
                {t('grid.sortAscending', { column: c.header })}
              </option>,
              <option key={`${c.id}:d`} value={`${c.id}:descending`}>
                {t('grid.sortDescending', { column: c.header })}
              </option>,
            ])}
          </Select>
        </div>
      )}
      <div ref={scroller} className={styles.cardsScroller} style={{ height: props.height }}>
        <ul
          aria-label={props.label}
          aria-busy={props.loading || undefined}
          className={styles.cardList}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          onKeyDown={onKeyDown}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            const selected = row && props.selectedKey != null && props.rowKey(row, item.index) === props.selectedKey;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: Enter activates the focused card (the list's onKeyDown)
              <li
                key={row ? props.rowKey(row, item.index) : `placeholder-${item.index}`}
                aria-setsize={total}
                aria-posinset={item.index + 1}
                aria-current={selected ? 'true' : undefined}
                data-index={item.index}
                data-card={item.index}
                ref={virtualizer.measureElement}
                tabIndex={item.index === active ? 0 : -1}
                className={`${styles.card} ${row && props.onActivate ? styles.activatable : ''}`}
                style={{ transform: `translateY(${item.start}px)` }}
                onFocus={() => item.index !== active && setActive(item.index)}
                onClick={row && props.onActivate ? () => props.onActivate?.(row, item.index) : undefined}
              >
                <div className={`${styles.cardBody} ${selected ? styles.selected : ''}`}>
                  {row ? (
                    <>
                      {title && <div className={styles.cardTitle}>{props.renderCell(title, row)}</div>}
                      <dl className={styles.fields}>
                        {fields.map((c) => (
                          <div key={c.id} className={styles.field}>
                            <dt className={styles.fieldName}>{c.header}</dt>
                            <dd className={styles.fieldValue}>{props.renderCell(c, row)}</dd>
                          </div>
                        ))}
                      </dl>
                    </>
                  ) : (
                    t('grid.loading')
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
