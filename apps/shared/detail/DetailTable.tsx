import { Button } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { type Loaded, useNotify, useT } from '../../platform/index.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
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
  /**
   * Ask first (a removal that takes something away from someone, e.g. a user's role): the
   * question's title, text and button; a refusal of the server shows inside the question.
   */
  confirm?: (item: T) => { title: string; text: string; confirmLabel: string };
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
 * that runs as a one-click change (notice, or why it failed), or after a question (`confirm`).
 */
export function DetailTable<T>({ title, rows, add, remove, namespace, children, ...table }: DetailTableProps<T>) {
  const t = useT();
  const { run } = useAction(namespace);
  const notify = useNotify();
  const [asking, setAsking] = useState<T | null>(null);
  const loaded = isLoaded(rows) ? rows : null;
  const question = asking !== null && remove?.confirm ? remove.confirm(asking) : null;
  const actions: RowAction<T>[] | undefined = remove
    ? [
        {
          label: t('kit.delete'),
          icon: <DismissIcon />,
          iconOnly: true,
          ariaLabel: remove.ariaLabel,
          onClick: (item) =>
            remove.confirm ? setAsking(item) : void run(() => remove.run(item), remove.notice(item)).then(remove.done),
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
      {remove && question && asking !== null ? (
        <ConfirmDialog
          open
          {...question}
          namespace={namespace}
          onConfirm={async () => {
            try {
              await remove.run(asking);
            } finally {
              remove.done();
            }
            notify('success', remove.notice(asking));
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </DetailSection>
  );
}

function isLoaded<T>(rows: Loaded<readonly T[]> | readonly T[]): rows is Loaded<readonly T[]> {
  return !Array.isArray(rows);
}
