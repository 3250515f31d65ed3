import { useId, useMemo, useState } from 'react';
import { useLocale, useT } from '../../platform/index.ts';
import { sortCollator } from '../grid/sort.ts';
import { filterRows, nextSort, sortRows } from './rows.ts';
import type { EntityTableProps, SortState } from './types.ts';

/** The entity table's state: search query, sort order and the rows they leave, in order. */
export function useEntityTable<T>(props: EntityTableProps<T>) {
  const { items, columns, searchText } = props;
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const firstSortable = columns.find((c) => c.sortValue);
  const [sort, setSort] = useState<SortState | null>(
    props.defaultSort !== undefined
      ? props.defaultSort
      : firstSortable
        ? { columnId: firstSortable.id, direction: 'ascending' }
        : null,
  );
  const collator = useMemo(() => sortCollator(locale), [locale]);
  const rows = useMemo(
    () => sortRows(filterRows(items ?? [], query, searchText, locale), columns, sort, collator),
    [items, query, searchText, locale, columns, sort, collator],
  );
  const countId = useId();
  return {
    ...props,
    t,
    query,
    setQuery,
    sort,
    toggleSort: (column: string) => setSort((current) => nextSort(current, column)),
    rows,
    countId,
    sortable: columns.some((c) => c.sortValue),
    hasActions: (props.actions?.length ?? 0) > 0,
  };
}

export type EntityTableState<T> = ReturnType<typeof useEntityTable<T>>;
