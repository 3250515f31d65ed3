/** Columns, sorting and props of the virtualised grid (see docs/charts-and-grid.md). */
import type { ReactNode } from 'react';
import type { Formatter } from '../../platform/index.ts';

/**
 * How a cell's value reads when the column has no `cell` renderer: text, numbers
 * (`'number'`: up to two decimals), `'percent'` (a fraction), dates and times in the user's
 * language, `{ currency: 'EUR' }`, `{ decimals: 1, unit: 'kWh' }`.
 */
export type CellFormat =
  | 'text'
  | 'number'
  | 'integer'
  | 'percent'
  | 'date'
  | 'dateTime'
  | 'time'
  | { currency: string }
  | { decimals?: number; unit?: string };

export type CellValue = string | number | Date | boolean | null | undefined;

export interface GridColumn<T> {
  /** Stable id: sort state, keys. */
  id: string;
  header: string;
  /** The cell's value: sorted by, shown (through `format`) unless `cell` renders it. */
  value?: (row: T) => CellValue;
  /** Custom content (a badge, a link-looking text); keep it free of focusable controls. */
  cell?: (row: T, format: Formatter) => ReactNode;
  format?: CellFormat;
  /** Pixels, or a CSS grid track such as `'2fr'` or `'minmax(8rem, 1fr)'`; default `'1fr'`. */
  width?: number | string;
  /** Default: `end` for numbers and currency, else `start`. */
  align?: 'start' | 'center' | 'end';
  sortable?: boolean;
  /** Client-side order of two rows; default: by `value` (numbers, dates, text in the user's collation). */
  compare?: (a: T, b: T) => number;
  /** Narrow screens: `'title'` heads the card, `'hidden'` leaves the column out of it. */
  card?: 'title' | 'hidden';
}

export type SortDirection = 'ascending' | 'descending';

export interface GridSort {
  columnId: string;
  direction: SortDirection;
}

export interface VirtualGridProps<T> {
  /** The grid's accessible name ("Aufträge"). */
  label: string;
  columns: readonly GridColumn<T>[];
  /** The rows; `undefined` entries are rows not loaded yet (shown as placeholders). */
  rows: readonly (T | undefined)[];
  rowKey: (row: T, index: number) => string;
  /** The full number of rows when they arrive in pages (default `rows.length`). */
  rowCount?: number;
  /** First load: skeleton rows instead of an empty state. */
  loading?: boolean;
  /** Shown when there are no rows (default: "Keine Einträge"). */
  emptyText?: string;
  /** Controlled sort; leave undefined to let the grid keep its own (starting at `defaultSort`). */
  sort?: GridSort | null;
  defaultSort?: GridSort | null;
  onSortChange?: (sort: GridSort | null) => void;
  /**
   * Columns the user can resize (table layout): drag a header cell's edge, or Alt+Left/Right on
   * a focused header cell. The page keeps the widths (pixels) and passes them back as `width`.
   */
  onColumnResize?: (columnId: string, width: number) => void;
  /** Rows arrive sorted from the server: the grid reports sort changes but does not reorder. */
  sortOnServer?: boolean;
  /** Enter or click on a row. */
  onActivate?: (row: T, index: number) => void;
  /** The key of the selected row (`aria-selected`), if the page has a selection. */
  selectedKey?: string | null;
  /** Called with the visible row range (indices into the sorted rows), e.g. to load pages. */
  onRangeChange?: (first: number, last: number) => void;
  /** Height of the scrolling area: pixels or CSS length (default 480). */
  height?: number | string;
  /** Row height in pixels (default 40). */
  rowHeight?: number;
  /** Container width at or below which rows become cards (default 600). */
  cardBreakpoint?: number;
  className?: string;
}
