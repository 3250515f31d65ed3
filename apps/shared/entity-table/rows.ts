/** Filtering and sorting of the entity table's rows: pure, unit-tested (test/unit/kit/). */
import type { EntityColumn, SortState } from './types.ts';

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

/** A stable sort by the column's sort key: numbers as numbers, texts in the language's order. */
export function sortRows<T>(
  items: readonly T[],
  columns: readonly EntityColumn<T>[],
  sort: SortState | null,
  collator: Intl.Collator,
): readonly T[] {
  const key = sort && columns.find((c) => c.id === sort.column)?.sortValue;
  if (!sort || !key) return items;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: key(item) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order * sign || a.index - b.index;
    })
    .map((row) => row.item);
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
