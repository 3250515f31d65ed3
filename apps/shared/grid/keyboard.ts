/**
 * The grid's keyboard model (WAI-ARIA grid pattern): arrows move one cell, Home/End to the first
 * or last cell of the row, Ctrl+Home/End to the first or last row, Page Up/Down by a page of
 * rows. Row -1 is the header row. In card layout there is one "column": the card.
 */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridExtent {
  rows: number;
  cols: number;
  /** Rows per Page Up/Down. */
  page: number;
  /** Whether the header row takes focus (table layout). */
  header: boolean;
}

/** The next focus position, or null when the key is not the grid's. */
export function moveFocus(key: string, ctrl: boolean, at: GridPosition, extent: GridExtent): GridPosition | null {
  const top = extent.header ? -1 : 0;
  const lastRow = Math.max(top, extent.rows - 1);
  const lastCol = Math.max(0, extent.cols - 1);
  const row = (r: number) => Math.min(lastRow, Math.max(top, r));
  const col = (c: number) => Math.min(lastCol, Math.max(0, c));
  const firstBody = extent.rows > 0 ? 0 : top;
  switch (key) {
    case 'ArrowDown':
      return { row: row(at.row + 1), col: at.col };
    case 'ArrowUp':
      return { row: row(at.row - 1), col: at.col };
    case 'ArrowRight':
      return { row: at.row, col: col(at.col + 1) };
    case 'ArrowLeft':
      return { row: at.row, col: col(at.col - 1) };
    case 'Home':
      return ctrl ? { row: firstBody, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol };
    case 'PageDown':
      return { row: row(Math.max(at.row, 0) + extent.page), col: at.col };
    case 'PageUp':
      return { row: at.row < 0 ? at.row : row(Math.max(firstBody, at.row - extent.page)), col: at.col };
    default:
      return null;
  }
}

/** Keeps a position inside the grid after rows or columns went away. */
export function clampPosition(at: GridPosition, extent: GridExtent): GridPosition {
  const top = extent.header ? -1 : 0;
  return {
    row: Math.min(Math.max(top, extent.rows - 1), Math.max(top, at.row)),
    col: Math.min(Math.max(0, extent.cols - 1), Math.max(0, at.col)),
  };
}
