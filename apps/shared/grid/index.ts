/**
 * The portal's virtualised grid (@tanstack/react-virtual) for large lists. See
 * docs/charts-and-grid.md.
 *
 *   import { type GridColumn, VirtualGrid } from '../shared/grid/index.ts';
 */
export { formatCell } from './cell-format.ts';
export { nextSort, sortCollator, sortRows } from './sort.ts';
export type { CellFormat, CellValue, GridColumn, GridSort, SortDirection, VirtualGridProps } from './types.ts';
export { VirtualGrid } from './VirtualGrid.tsx';
