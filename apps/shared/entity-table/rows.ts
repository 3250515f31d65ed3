/**
 * Filtering and sorting of the entity table's rows (unit-tested in test/unit/kit/). Sorting is
 * the shared grid's (apps/shared/grid/sort.ts): stable, text in the user's collation with
 * numbers inside text in numeric order, empty values last — one order for every list.
 */
import { sortRows as sortGridRows } from '../grid/sort.ts';
import type { EntityColumn, SortState } from './types.ts';

export { nextSort } from '../grid/sort.ts';

/** Rows whose search text contains the query (case-insensitive in the user's language). */
export function filterRows<T>(
  items: readonly T[],
  query: string,
  searchText: ((item: T) => string) | undefined,
  locale: string,
): readonly T[] {
  const q = query.trim().toLocaleLowerCase(locale);
  if (!q || !searchText) return items;
  return items.filter((item) => searchText(item).toLocaleLowerCase(locale).includes(q));
}

/** The rows in the order of the column's sort key; the items themselves without a sortable column. */
export function sortRows<T>(
  items: readonly T[],
  columns: readonly EntityColumn<T>[],
  sort: SortState | null,
  collator: Intl.Collator,
): readonly T[] {
  const value = sort && columns.find((c) => c.id === sort.columnId)?.sortValue;
  if (!sort || !value) return items;
  return sortGridRows(items, [{ id: sort.columnId, header: '', value }], sort, collator) as T[];
}
