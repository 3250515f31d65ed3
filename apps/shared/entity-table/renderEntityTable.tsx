import {
  Body1,
  Caption1,
  Link,
  mergeClasses,
  SearchBox,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { LoadError } from '../LoadError.tsx';
import { RowActions } from './RowActions.tsx';
import type { EntityColumn } from './types.ts';
import type { EntityTableState } from './useEntityTable.ts';
import type { useEntityTableStyles } from './useEntityTableStyles.ts';

type Styles = ReturnType<typeof useEntityTableStyles>;
const skeletonRows = [0, 1, 2];

/**
 * The markup: explicit table roles on every part, so the rows keep their table semantics when a
 * narrow screen lays them out as cards (a `display` change alone drops them in some browsers).
 */
export function renderEntityTable<T>(state: EntityTableState<T>, styles: Styles) {
  const { t, label, items, columns, rows, query, hasActions } = state;
  const loadingFirst = items === undefined && state.loading !== false && !state.error;
  const corner =
    hasActions && ((state.actionsDisplay ?? 'inline') === 'menu' || state.actions?.every((a) => a.iconOnly));
  const columnClass = (column: EntityColumn<T>, index: number) =>
    mergeClasses(
      styles.cell,
      index === 0 && styles.title,
      index === 0 && corner && styles.titleBesideActions,
      column.align === 'end' && styles.end,
      column.secondary && styles.secondary,
    );

  return (
    <div className={styles.root}>
      {state.error && state.onRetry ? (
        <LoadError error={state.error} onRetry={state.onRetry} namespace={state.namespace} />
      ) : null}
      {state.searchText || state.toolbar ? (
        <div className={styles.toolbar}>
          {state.searchText ? (
            <>
              <SearchBox
                className={styles.search}
                aria-label={t('kit.searchIn', { list: label })}
                placeholder={t('kit.search')}
                value={query}
                onChange={(_, data) => state.setQuery(data.value)}
                aria-describedby={state.countId}
              />
              <Caption1 id={state.countId} className={styles.count} aria-live="polite">
                {items ? t('kit.count', { count: rows.length }) : ''}
              </Caption1>
            </>
          ) : null}
          {state.toolbar}
        </div>
      ) : null}
      <div
        className={styles.frame}
        style={state.maxHeight ? ({ '--entity-table-max-height': state.maxHeight } as CSSProperties) : undefined}
      >
        <Table
          role="table"
          aria-label={label}
          aria-busy={loadingFirst || undefined}
          size="small"
          sortable={state.sortable}
          className={styles.table}
        >
          <TableHeader role="rowgroup" className={styles.header}>
            <TableRow role="row">
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.id}
                  role="columnheader"
                  className={mergeClasses(column.align === 'end' && styles.end, column.secondary && styles.secondary)}
                  sortable={!!column.sortValue}
                  sortDirection={
                    column.sortValue && state.sort?.columnId === column.id ? state.sort.direction : undefined
                  }
                  onClick={column.sortValue ? () => state.toggleSort(column.id) : undefined}
                >
                  {column.label}
                </TableHeaderCell>
              ))}
              {hasActions ? (
                <TableHeaderCell role="columnheader" className={styles.actionsHeader}>
                  <span className={styles.visuallyHidden}>{t('kit.actions')}</span>
                </TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody role="rowgroup" className={styles.body}>
            {loadingFirst
              ? skeletonRows.map((n) => (
                  <TableRow key={n} role="row" className={styles.row} aria-hidden="true">
                    {columns.map((column, index) => (
                      <TableCell key={column.id} role="cell" className={columnClass(column, index)}>
                        <SkeletonItem className={styles.skeleton} size={16} />
                      </TableCell>
                    ))}
                    {hasActions ? <TableCell role="cell" className={styles.actionsCell} /> : null}
                  </TableRow>
                ))
              : rows.map((item) => renderRow(state, styles, item, columnClass, corner === true))}
          </TableBody>
        </Table>
        {loadingFirst ? (
          <span className={styles.visuallyHidden} role="status">
            {t('kit.loading')}
          </span>
        ) : items && rows.length === 0 ? (
          <Body1 as="p" className={styles.message}>
            {query ? t('kit.noMatch', { query }) : (state.empty ?? t('kit.empty'))}
          </Body1>
        ) : null}
        {state.footer && rows.length > 0 ? <div className={styles.footer}>{state.footer}</div> : null}
      </div>
    </div>
  );
}

function renderRow<T>(
  state: EntityTableState<T>,
  styles: Styles,
  item: T,
  columnClass: (column: EntityColumn<T>, index: number) => string,
  corner: boolean,
): ReactNode {
  const id = state.getId(item);
  const selected = state.selectedId != null && id === state.selectedId;
  const name = state.getName?.(item) ?? id;
  return (
    <TableRow key={id} role="row" className={mergeClasses(styles.row, selected && styles.selected)}>
      {state.columns.map((column, index) => {
        const content =
          index === 0 && state.onSelect ? (
            <Link
              as="button"
              className={styles.nameButton}
              aria-current={selected ? 'true' : undefined}
              onClick={() => state.onSelect?.(item)}
            >
              {name}
            </Link>
          ) : (
            column.render(item)
          );
        // Numbers as text: Fluent's cell layout leaves out falsy children, a 0 included.
        const shown = typeof content === 'number' ? String(content) : content;
        const blank = shown === '' || shown === null || shown === undefined;
        return (
          <TableCell key={column.id} role="cell" className={columnClass(column, index)} data-label={column.label}>
            {blank ? null : <TableCellLayout>{shown}</TableCellLayout>}
          </TableCell>
        );
      })}
      {state.hasActions ? (
        <TableCell role="cell" className={mergeClasses(styles.actionsCell, corner && styles.cornerActions)}>
          <RowActions
            item={item}
            name={name}
            actions={state.actions ?? []}
            display={state.actionsDisplay ?? 'inline'}
            className={styles.inlineActions}
          />
        </TableCell>
      ) : null}
    </TableRow>
  );
}
