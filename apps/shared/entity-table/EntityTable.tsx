import { renderEntityTable } from './renderEntityTable.tsx';
import type { EntityTableProps } from './types.ts';
import { useEntityTable } from './useEntityTable.ts';
import { useEntityTableStyles } from './useEntityTableStyles.ts';

/**
 * The list of a screen: sortable columns, optional search, a skeleton while the first load
 * runs, an empty text, row actions with names that say which row they act on, an optional
 * selected row; on narrow screens every row becomes a card. See docs/ui-kit.md.
 */
export function EntityTable<T>(props: EntityTableProps<T>) {
  const state = useEntityTable(props);
  const styles = useEntityTableStyles();
  return renderEntityTable(state, styles);
}
