/** Column tracks and the narrow-screen decision of the grid. */
import type { CellFormat, GridColumn } from './types.ts';

export const defaultCardBreakpoint = 600;

/** Cards instead of rows at or below the breakpoint (the grid's own width, not the window's). */
export function isCardLayout(width: number, breakpoint = defaultCardBreakpoint): boolean {
  return width > 0 && width <= breakpoint;
}

/** A flexible column never gets narrower than this (then the grid scrolls sideways). */
const flexibleMin = 112;

function track(width: number | string | undefined): string {
  if (typeof width === 'number') return `${width}px`;
  if (!width) return `minmax(${flexibleMin}px, 1fr)`;
  return /^\d+(\.\d+)?fr$/.test(width) ? `minmax(${flexibleMin}px, ${width})` : width;
}

/** `grid-template-columns` shared by the header and every row, so the columns line up. */
export function columnTemplate(columns: readonly Pick<GridColumn<unknown>, 'width'>[]): string {
  return columns.map((c) => track(c.width)).join(' ');
}

/** The width below which the rows scroll sideways instead of squeezing the columns. */
export function minRowWidth(columns: readonly Pick<GridColumn<unknown>, 'width'>[]): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : flexibleMin), 0);
}

export function isNumericFormat(format: CellFormat | undefined): boolean {
  return (
    format === 'number' ||
    format === 'integer' ||
    format === 'percent' ||
    (typeof format === 'object' && format !== null)
  );
}

/** Column alignment: numbers line up at the end. */
export function columnAlign(column: Pick<GridColumn<unknown>, 'align' | 'format'>): 'start' | 'center' | 'end' {
  return column.align ?? (isNumericFormat(column.format) ? 'end' : 'start');
}

/** The card's heading column: the one marked `title`, else the first shown one. */
export function cardTitleColumn<T>(columns: readonly GridColumn<T>[]): GridColumn<T> | undefined {
  return columns.find((c) => c.card === 'title') ?? columns.find((c) => c.card !== 'hidden');
}
