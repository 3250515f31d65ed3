import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type Loaded, useT } from '../../platform/index.ts';
import { type EntityColumn, EntityTable, type RowAction } from '../entity-table/index.ts';
import { AddIcon, DismissIcon } from '../icons.tsx';
import { useAction } from '../useAction.ts';
import { DetailSection } from './DetailSection.tsx';

export interface DetailTableRemove<T> {
  /** Accessible name of the row's ✕ button, e.g. "Rolle Einkauf entfernen". */
  ariaLabel: (item: T) => string;
  /** The request that removes the row. */
  run: (item: T) => Promise<unknown>;
  /** The success notice. */
  notice: (item: T) => string;
  /** Called after the request, whether it worked or not (load the rows again). */
  done: () => void;
}

export interface DetailTableProps<T> {
  /** The section's h3 and the table's accessible name. */
  title: string;
  /** The rows: loaded (skeleton, error with retry) or already at hand. */
  rows: Loaded<readonly T[]> | readonly T[];
  columns: readonly EntityColumn<T>[];
  getId: (item: T) => string;
  getName?: (item: T) => string;
  /** Text when there are no rows. */
  empty: string;
  maxHeight?: string;
  /** A small "+ …" button in the section's header; omit when the user may not add. */
  add?: { label: string; onClick: () => void };
  /** A ✕ button per row; omit when the user may not remove. */
  remove?: DetailTableRemove<T>;
  /** The app's namespace for the texts of a refused removal or a failed load. */
  namespace?: string;
  /** Below the table: the add dialog, an assign row. */
  children?: ReactNode;
}

/**
 * A detail panel's list of related entries (a role's users, a user's parameters) in its kept
 * order: an h3 with an optional add button, the rows, and an optional remove button per row
 * that runs as a one-click change (notice, or why it failed).
 */
export function DetailTable<T>({ title, rows, add, remove, namespace, children, ...table }: DetailTableProps<T>) {
  const t = useT();
  const { run } = useAction(namespace);
  const loaded = isLoaded(rows) ? rows : null;
  const actions: RowAction<T>[] | undefined = remove
    ? [
        {
          label: t('kit.delete'),
          icon: <DismissIcon />,
          iconOnly: true,
          ariaLabel: remove.ariaLabel,
          onClick: (item) => void run(() => remove.run(item), remove.notice(item)).then(remove.done),
        },
      ]
    : undefined;
  return (
    <DetailSection
      title={title}
      actions={
        add ? (
          <Button size="small" icon={<AddIcon />} onClick={add.onClick}>
            {add.label}
          </Button>
        ) : null
      }
    >
      <EntityTable<T>
        {...table}
        label={title}
        items={loaded ? loaded.data : (rows as readonly T[])}
        loading={loaded?.loading}
        error={loaded?.error}
        onRetry={loaded?.reload}
        defaultSort={null}
        actions={actions}
        namespace={namespace}
      />
      {children}
    </DetailSection>
  );
}

function isLoaded<T>(rows: Loaded<readonly T[]> | readonly T[]): rows is Loaded<readonly T[]> {
  return !Array.isArray(rows);
}
