import {
  Body1,
  Button,
  Caption1,
  createTableColumn,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  type TableColumnDefinition,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  useTableFeatures,
  useTableSort,
} from '@fluentui/react-components';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useIsland, useT } from '../../platform/index.ts';
import { MoreIcon } from './icons.tsx';

export interface EntityColumn<T> {
  id: string;
  label: string;
  render: (item: T) => ReactNode;
  /** Sort key; omit for an unsortable column. */
  sortValue?: (item: T) => string | number;
  /** Hidden when the list is narrower than 560 px. */
  secondary?: boolean;
}

export interface RowAction<T> {
  label: string;
  onClick: (item: T) => void;
}

export interface EntityTableProps<T> {
  /** Accessible name of the table, e.g. "Rollen". */
  label: string;
  items: T[] | undefined;
  loading: boolean;
  columns: EntityColumn<T>[];
  getId: (item: T) => string;
  /** The first column's text: the button that selects the row. */
  getName: (item: T) => string;
  searchText: (item: T) => string;
  selectedId: string | null;
  onSelect: (item: T) => void;
  actions?: RowAction<T>[];
  /** Right of the search box: e.g. the create button. */
  toolbar?: ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    containerType: 'inline-size',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '12rem', maxWidth: '24rem' },
  count: { color: tokens.colorNeutralForeground3 },
  scroller: {
    overflow: 'auto',
    maxHeight: '36rem',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  header: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  first: { width: '36%' },
  nameButton: {
    display: 'block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
  },
  actionsCell: { width: '48px' },
  secondary: { '@container (max-width: 560px)': { display: 'none' } },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

/** A searchable, sortable list with a selected row and a row menu — the same in every tab. */
export function EntityTable<T>(props: EntityTableProps<T>) {
  const { label, items, loading, columns, getId, getName, searchText, selectedId, onSelect, actions, toolbar } = props;
  const t = useT();
  const styles = useStyles();
  const { locale } = useIsland();
  const [query, setQuery] = useState('');
  const countId = useId();

  const filtered = useMemo(() => {
    const q = query.trim().toLocaleLowerCase(locale);
    if (!items) return [];
    return q ? items.filter((item) => searchText(item).toLocaleLowerCase(locale).includes(q)) : items;
  }, [items, query, searchText, locale]);

  const collator = useMemo(() => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }), [locale]);
  const tableColumns: TableColumnDefinition<T>[] = useMemo(
    () =>
      columns.map((column) =>
        createTableColumn<T>({
          columnId: column.id,
          compare: (a, b) => {
            const [x, y] = [column.sortValue?.(a) ?? '', column.sortValue?.(b) ?? ''];
            return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
          },
        }),
      ),
    [columns, collator],
  );

  const {
    getRows,
    sort: { getSortDirection, toggleColumnSort, sort },
  } = useTableFeatures({ columns: tableColumns, items: filtered }, [
    useTableSort({ defaultSortState: { sortColumn: columns[0]?.id ?? '', sortDirection: 'ascending' } }),
  ]);
  const rows = sort(getRows());

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          aria-label={t('security.common.searchIn', { list: label })}
          placeholder={t('security.common.search')}
          value={query}
          onChange={(_, data) => setQuery(data.value)}
          aria-describedby={countId}
        />
        <Caption1 id={countId} className={styles.count} aria-live="polite">
          {items ? t('security.common.count', { count: filtered.length }) : ''}
        </Caption1>
        {toolbar}
      </div>
      <div className={styles.scroller}>
        <Table aria-label={label} size="small" sortable>
          <TableHeader className={styles.header}>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.id}
                  className={mergeClasses(column.secondary && styles.secondary, column === columns[0] && styles.first)}
                  sortable={!!column.sortValue}
                  sortDirection={column.sortValue ? getSortDirection(column.id) : undefined}
                  onClick={column.sortValue ? (e) => toggleColumnSort(e, column.id) : undefined}
                >
                  {column.label}
                </TableHeaderCell>
              ))}
              {actions?.length ? (
                <TableHeaderCell className={styles.actionsCell}>
                  <span style={visuallyHidden}>{t('security.common.actions')}</span>
                </TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ item }) => {
              const id = getId(item);
              const selected = id === selectedId;
              return (
                <TableRow key={id} className={selected ? styles.selected : undefined}>
                  {columns.map((column, index) => (
                    <TableCell key={column.id} className={column.secondary ? styles.secondary : undefined}>
                      {index === 0 ? (
                        <TableCellLayout truncate>
                          <Link
                            as="button"
                            className={styles.nameButton}
                            aria-current={selected ? 'true' : undefined}
                            onClick={() => onSelect(item)}
                          >
                            {getName(item)}
                          </Link>
                        </TableCellLayout>
                      ) : (
                        <TableCellLayout truncate>{column.render(item)}</TableCellLayout>
                      )}
                    </TableCell>
                  ))}
                  {actions?.length ? (
                    <TableCell className={styles.actionsCell}>
                      <Menu>
                        <MenuTrigger disableButtonEnhancement>
                          <Button
                            appearance="subtle"
                            icon={<MoreIcon />}
                            aria-label={t('security.common.actionsFor', { name: getName(item) })}
                          />
                        </MenuTrigger>
                        <MenuPopover>
                          <MenuList>
                            {actions.map((action) => (
                              <MenuItem key={action.label} onClick={() => action.onClick(item)}>
                                {action.label}
                              </MenuItem>
                            ))}
                          </MenuList>
                        </MenuPopover>
                      </Menu>
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {loading && !items ? (
          <Spinner className={styles.empty} size="small" label={t('security.common.loading')} />
        ) : rows.length === 0 ? (
          <Body1 as="p" className={styles.empty}>
            {query ? t('security.common.noMatch', { query }) : t('security.common.empty')}
          </Body1>
        ) : null}
      </div>
    </div>
  );
}

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
