export { EntityTable } from './EntityTable.tsx';
export { filterRows, nextSort, sortRows } from './rows.ts';
export type { EntityColumn, EntityTableProps, RowAction, SortDirection, SortState } from './types.ts';
