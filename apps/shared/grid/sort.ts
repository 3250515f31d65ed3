/**
 * Client-side sorting: stable, values read once per row (not once per comparison: 50,000 rows
 * take ~800,000 comparisons), text in the user's collation with numbers inside text in numeric
 * order ("Pos. 2" before "Pos. 10"), empty values last in both directions.
 */
import type { CellValue, GridColumn, GridSort } from './types.ts';

/** Header click: a new column sorts ascending, the same column flips its direction. */
export function nextSort(current: GridSort | null | undefined, columnId: string): GridSort {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId, direction: 'ascending' };
}

function isEmpty(v: CellValue): v is null | undefined {
  return v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));
}

/** Ascending order of two non-empty cell values. */
export function compareValues(a: CellValue, b: CellValue, collator: Intl.Collator): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export function sortCollator(locale: string): Intl.Collator {
  return new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
}

/**
 * The rows in `sort` order (a new array; the input is untouched). Rows not loaded yet
 * (`undefined`) stay at the end.
 */
export function sortRows<T>(
  rows: readonly (T | undefined)[],
  columns: readonly GridColumn<T>[],
  sort: GridSort | null | undefined,
  collator: Intl.Collator,
): (T | undefined)[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column || (!column.compare && !column.value)) return rows.slice();
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const loaded: { row: T; index: number; key: CellValue }[] = [];
  const missing: undefined[] = [];
  rows.forEach((row, index) => {
    if (row === undefined) missing.push(undefined);
    else loaded.push({ row, index, key: column.compare ? null : column.value!(row) });
  });
  const { compare } = column;
  loaded.sort((x, y) => {
    if (compare) return sign * compare(x.row, y.row) || x.index - y.index;
    const [ex, ey] = [isEmpty(x.key), isEmpty(y.key)];
    if (ex || ey) return ex === ey ? x.index - y.index : ex ? 1 : -1;
    return sign * compareValues(x.key, y.key, collator) || x.index - y.index;
  });
  return [...loaded.map((e) => e.row), ...missing];
}
