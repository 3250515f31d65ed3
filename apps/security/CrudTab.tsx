/**
 * The one shape of the security tabs: a searchable list of one kind of entry beside the selected
 * entry's details, with create, edit and delete dialogs. Texts come from `security.<entity>.*`
 * (list, create, edit, delete, deleteConfirm, created, saved, deleted, selectHint).
 */
import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../platform/index.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { type UseCrudOptions, useCrud } from '../shared/crud/index.ts';
import { Placeholder } from '../shared/detail/index.ts';
import { type EntityColumn, EntityTable } from '../shared/entity-table/index.ts';
import { FormDialog } from '../shared/form-dialog/index.ts';
import type { FormField, FormValues } from '../shared/forms/index.ts';
import { AddIcon } from '../shared/icons.tsx';
import { MasterDetail } from '../shared/MasterDetail.tsx';

export type SecurityEntity = 'users' | 'roles' | 'resources' | 'permissionSets' | 'permissions';

export interface DetailActions {
  onEdit?: () => void;
  onDelete?: () => void;
  /** The list changed (e.g. a detail of the entry was added): load it again. */
  onChanged: () => void;
}

export interface CrudTabProps<T, V extends FormValues, B> extends Omit<UseCrudOptions<T, B>, 'notices'> {
  entity: SecurityEntity;
  columns: readonly EntityColumn<T>[];
  getName: (item: T) => string;
  /** The name a body will give the entry (for the "saved" notice). */
  bodyName: (body: B) => string;
  searchText: (item: T) => string;
  /** The form's fields; `editing` is the entry being edited (null when creating), `items` the list. */
  fields: (editing: T | null, items: readonly T[]) => readonly FormField<V>[];
  /** The form's values: of the entry being edited, or those of a new entry. */
  toValues: (editing: T | null, items: readonly T[]) => V;
  toBody: (values: V, editing: T | null) => B;
  canCreate: boolean;
  canManage: boolean;
  /** Entries that can never be deleted (e.g. the permission registry's). */
  canDelete?: (item: T) => boolean;
  detail: (item: T, actions: DetailActions) => ReactNode;
}

export function CrudTab<T, V extends FormValues, B>(props: CrudTabProps<T, V, B>) {
  const { entity, getName, bodyName, canManage, canDelete = () => true } = props;
  const t = useT();
  const key = (name: string) => `security.${entity}.${name}`;
  const crud = useCrud<T, B>({
    ...props,
    notices: {
      created: (body, created) => t(key('created'), { name: created ? getName(created) : bodyName(body) }),
      updated: (body) => t(key('saved'), { name: bodyName(body) }),
      deleted: (item) => t(key('deleted'), { name: getName(item) }),
    },
  });
  const { dialog, selected } = crud;
  const editing = dialog.kind === 'edit' ? dialog.item : null;
  const deletable = (item: T) => canManage && canDelete(item);
  const items = crud.list.data ?? [];

  return (
    <>
      <MasterDetail
        list={
          <EntityTable
            label={t(key('list'))}
            items={crud.items}
            loading={crud.list.loading}
            error={crud.list.error}
            onRetry={crud.list.reload}
            columns={props.columns}
            getId={props.getId}
            getName={getName}
            searchText={props.searchText}
            selectedId={crud.selectedId}
            onSelect={crud.select}
            maxHeight="36rem"
            actionsDisplay="menu"
            actions={
              canManage
                ? [
                    { label: t('kit.edit'), onClick: crud.openEdit },
                    { label: t('kit.delete'), onClick: crud.openDelete, visible: deletable },
                  ]
                : undefined
            }
            toolbar={
              props.canCreate ? (
                <Button appearance="primary" icon={<AddIcon />} onClick={crud.openCreate}>
                  {t(key('create'))}
                </Button>
              ) : null
            }
          />
        }
        detail={
          selected ? (
            props.detail(selected, {
              onEdit: canManage ? () => crud.openEdit(selected) : undefined,
              onDelete: deletable(selected) ? () => crud.openDelete(selected) : undefined,
              onChanged: crud.list.reload,
            })
          ) : (
            <Placeholder text={t(key('selectHint'))} />
          )
        }
      />
      <FormDialog<V>
        open={dialog.kind === 'create' || dialog.kind === 'edit'}
        title={t(key(editing ? 'edit' : 'create'))}
        submitLabel={editing ? t('kit.save') : t('kit.create')}
        fields={props.fields(editing, items)}
        initial={props.toValues(editing, items)}
        namespace="security"
        onSubmit={(values) => crud.save(props.toBody(values, editing))}
        onClose={crud.close}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={t(key('delete'))}
        text={dialog.kind === 'delete' ? t(key('deleteConfirm'), { name: getName(dialog.item) }) : ''}
        onConfirm={crud.confirmDelete}
        onClose={crud.close}
        namespace="security"
      />
    </>
  );
}
