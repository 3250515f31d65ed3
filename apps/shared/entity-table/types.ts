import type { ReactElement, ReactNode } from 'react';
import type { GridSort, SortDirection } from '../grid/types.ts';

export interface EntityColumn<T> {
  id: string;
  /** Column header; also the label of the value when rows show as cards on narrow screens. */
  label: string;
  render: (item: T) => ReactNode;
  /** Sort key; omit for a column that does not sort. */
  sortValue?: (item: T) => string | number;
  /** `end` for numbers and amounts: right-aligned, tabular figures. */
  align?: 'start' | 'end';
  /** Less important: hidden when the table is narrow. */
  secondary?: boolean;
}

export interface RowAction<T> {
  /** Visible text (menu item or button). */
  label: string;
  /** Accessible name naming the row, e.g. "Käsespätzle bearbeiten"; default: `label`. */
  ariaLabel?: (item: T) => string;
  icon?: ReactElement;
  /** Inline actions only: show the icon alone (the accessible name becomes its tooltip). */
  iconOnly?: boolean;
  onClick: (item: T) => void;
  /** Hide the action for some rows (e.g. entries that cannot be deleted). */
  visible?: (item: T) => boolean;
}

/** The sort order, the same shape as the shared grid's. */
export type SortState = GridSort;
export type { SortDirection };

export interface EntityTableProps<T> {
  /** Accessible name of the table (and of its search box), e.g. "Rollen". */
  label: string;
  /** undefined while the first load runs (skeleton rows). */
  items: readonly T[] | undefined;
  columns: readonly EntityColumn<T>[];
  getId: (item: T) => string;
  loading?: boolean;
  /** A failed load: shown above the table with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** The row's name: the selecting button's text and the actions' accessible names. */
  getName?: (item: T) => string;
  /** Makes the first column a button that selects the row (master–detail screens). */
  onSelect?: (item: T) => void;
  selectedId?: string | null;
  /** Enables the search box: the text a row is found by. */
  searchText?: (item: T) => string;
  /** Initial order; default: the first sortable column ascending; null keeps the items' order. */
  defaultSort?: SortState | null;
  actions?: readonly RowAction<T>[];
  /** `menu`: one "…" button per row (several actions); `inline`: buttons in the row. Default `inline`. */
  actionsDisplay?: 'menu' | 'inline';
  /** Next to the search box, e.g. the create button. */
  toolbar?: ReactNode;
  /** Text when there are no rows (default "Keine Einträge vorhanden."). */
  empty?: string;
  /** Below the rows inside the frame, e.g. a total. */
  footer?: ReactNode;
  /** Scrolls inside this height (the header stays), e.g. `36rem`. */
  maxHeight?: string;
  /** The app's namespace for its error codes (load error text). */
  namespace?: string;
}
