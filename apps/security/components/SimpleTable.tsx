import {
  Body1,
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { visuallyHidden } from './EntityTable.tsx';
import { DismissIcon } from './icons.tsx';

export interface SimpleColumn<T> {
  label: string;
  render: (item: T) => ReactNode;
  /** A second, smaller line under the value (e.g. the technical name). */
  description?: (item: T) => string;
}

const useStyles = makeStyles({
  wrap: {
    overflow: 'auto',
    maxHeight: '28rem',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  empty: { color: tokens.colorNeutralForeground3, margin: 0 },
  // Columns as wide as their content; the first takes what is left.
  table: { tableLayout: 'auto' },
  cell: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  description: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  action: { width: '48px' },
});

/** A technical name that may wrap after its dots (`ui.nav.employeeInfo.photoGallery`). */
export function Breakable({ text }: { text: string }) {
  const parts = text.split('.');
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** A small read-only table in a detail panel, optionally with a remove button per row. */
export function SimpleTable<T>({
  label,
  items,
  loading,
  columns,
  getKey,
  empty,
  removeLabel,
  onRemove,
  actionsLabel,
}: {
  label: string;
  items: T[] | undefined;
  loading: boolean;
  columns: SimpleColumn<T>[];
  getKey: (item: T) => string;
  empty: string;
  /** Accessible name of a row's remove button, e.g. "Kantine: Info entziehen". */
  removeLabel?: (item: T) => string;
  onRemove?: (item: T) => void;
  actionsLabel?: string;
}) {
  const styles = useStyles();
  if (!items) return loading ? <Spinner size="tiny" /> : null;
  if (items.length === 0) {
    return (
      <Body1 as="p" className={styles.empty}>
        {empty}
      </Body1>
    );
  }
  return (
    <div className={styles.wrap}>
      <Table aria-label={label} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.label}>{c.label}</TableHeaderCell>
            ))}
            {onRemove ? (
              <TableHeaderCell className={styles.action}>
                <span style={visuallyHidden}>{actionsLabel}</span>
              </TableHeaderCell>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={getKey(item)}>
              {columns.map((c) => (
                <TableCell key={c.label}>
                  <TableCellLayout className={styles.cell}>
                    {c.render(item)}
                    {c.description ? (
                      <span className={styles.description}>
                        <Breakable text={c.description(item)} />
                      </span>
                    ) : null}
                  </TableCellLayout>
                </TableCell>
              ))}
              {onRemove ? (
                <TableCell className={styles.action}>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<DismissIcon />}
                    aria-label={removeLabel?.(item)}
                    title={removeLabel?.(item)}
                    onClick={() => onRemove(item)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
