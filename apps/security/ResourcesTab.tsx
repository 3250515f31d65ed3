import { Badge, Button, Caption1 } from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import type { PortalRessource } from '../../contract/auth.ts';
import { allPermissions } from '../../contract/permissions.ts';
import { securityLimits, technicalNamePattern } from '../../contract/security-rules.ts';
import { useNotify, useT } from '../platform/index.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { DetailPanel, Facts, Placeholder } from './components/DetailPanel.tsx';
import { EntityTable } from './components/EntityTable.tsx';
import { FormDialog, type FormField, type FormValues } from './components/FormDialog.tsx';
import { AddIcon } from './components/icons.tsx';
import { LoadError } from './components/LoadError.tsx';
import { Split } from './components/Split.tsx';
import { useSecurity } from './context.ts';
import { errorMessage } from './errors.ts';
import { useLoad } from './use-load.ts';

type Dialogs =
  | { kind: 'create' }
  | { kind: 'edit'; resource: PortalRessource }
  | { kind: 'delete'; resource: PortalRessource }
  | null;

/** The permission registry (contract/permissions.ts): technical name and type fixed, never deleted. */
const registry = new Set(allPermissions.map((p) => p.id));

/** Resources: the UI and API permissions roles grant, with their groups. */
export function ResourcesTab() {
  const t = useT();
  const { api, rights } = useSecurity();
  const notify = useNotify();
  const resources = useLoad(() => api.resources(), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const selected = resources.data?.find((r) => r.id === selectedId) ?? null;
  const typeLabel = (type: number) => (type === 1 || type === 2 ? t(`security.resources.types.${type}`) : String(type));
  const groups = useMemo(() => {
    const byId = new Map<string, NonNullable<PortalRessource['ressourceGroup']>>();
    for (const r of resources.data ?? []) if (r.ressourceGroup) byId.set(r.ressourceGroup.id, r.ressourceGroup);
    return [...byId.values()];
  }, [resources.data]);

  const fixed = dialog?.kind === 'edit' && registry.has(dialog.resource.id);
  const fields: FormField[] = [
    { name: 'name', label: t('security.resources.fields.name'), required: true, maxLength: securityLimits.name },
    {
      name: 'technicalName',
      label: t('security.resources.fields.technicalName'),
      required: true,
      maxLength: securityLimits.name,
      pattern: { regex: technicalNamePattern, message: t('security.validation.technicalName') },
      disabled: fixed,
      hint: fixed ? t('security.resources.registryHint') : undefined,
    },
    {
      name: 'description',
      label: t('security.resources.fields.description'),
      kind: 'textarea',
      maxLength: securityLimits.description,
    },
    {
      name: 'type',
      label: t('security.resources.fields.type'),
      kind: 'select',
      disabled: fixed,
      options: [
        { value: '1', label: typeLabel(1) },
        { value: '2', label: typeLabel(2) },
      ],
    },
    {
      name: 'group',
      label: t('security.resources.fields.group'),
      kind: 'select',
      options: [
        { value: '', label: t('security.resources.groupNone') },
        ...groups.map((g) => ({ value: g.id, label: g.name })),
      ],
    },
  ];
  const toBody = (v: FormValues) => ({
    name: v.name!.trim(),
    technicalName: v.technicalName!.trim(),
    description: v.description?.trim() || null,
    type: Number(v.type || 1),
    ressourceGroupId: v.group || null,
  });

  return (
    <>
      <LoadError error={resources.error} onRetry={resources.reload} />
      <Split
        list={
          <EntityTable
            label={t('security.resources.list')}
            items={resources.data}
            loading={resources.loading}
            getId={(r) => r.id}
            getName={(r) => r.name}
            searchText={(r) => `${r.name} ${r.technicalName} ${r.ressourceGroup?.name ?? ''}`}
            selectedId={selectedId}
            onSelect={(r) => setSelectedId(r.id)}
            columns={[
              {
                id: 'name',
                label: t('security.resources.fields.name'),
                render: (r) => r.name,
                sortValue: (r) => r.name,
              },
              {
                id: 'technicalName',
                label: t('security.resources.fields.technicalName'),
                render: (r) => r.technicalName,
                sortValue: (r) => r.technicalName,
              },
              {
                id: 'type',
                label: t('security.resources.fields.type'),
                render: (r) => typeLabel(r.type),
                sortValue: (r) => r.type,
                secondary: true,
              },
            ]}
            actions={
              rights.roleManage
                ? [
                    { label: t('security.common.edit'), onClick: (resource) => setDialog({ kind: 'edit', resource }) },
                    {
                      label: t('security.common.delete'),
                      onClick: (resource) => setDialog({ kind: 'delete', resource }),
                    },
                  ]
                : undefined
            }
            toolbar={
              rights.roleManage ? (
                <Button appearance="primary" icon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('security.resources.create')}
                </Button>
              ) : null
            }
          />
        }
        detail={
          selected ? (
            <ResourceDetail
              resource={selected}
              typeLabel={typeLabel}
              onEdit={rights.roleManage ? () => setDialog({ kind: 'edit', resource: selected }) : undefined}
              onDelete={
                rights.roleManage && !registry.has(selected.id)
                  ? () => setDialog({ kind: 'delete', resource: selected })
                  : undefined
              }
            />
          ) : (
            <Placeholder text={t('security.resources.selectHint')} />
          )
        }
      />
      <FormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('security.resources.edit') : t('security.resources.create')}
        submitLabel={dialog?.kind === 'edit' ? t('security.common.save') : t('security.common.create')}
        fields={fields}
        initial={
          dialog?.kind === 'edit'
            ? {
                name: dialog.resource.name,
                technicalName: dialog.resource.technicalName,
                description: dialog.resource.description ?? '',
                type: String(dialog.resource.type),
                group: dialog.resource.ressourceGroup?.id ?? '',
              }
            : { name: '', technicalName: '', description: '', type: '1', group: groups[0]?.id ?? '' }
        }
        onSubmit={async (values) => {
          const body = toBody(values);
          if (dialog?.kind === 'edit') {
            await api.updateResource(dialog.resource.id, body);
            notify('success', t('security.resources.saved', { name: body.name }));
          } else {
            const resource = await api.createResource(body);
            setSelectedId(resource.id);
            notify('success', t('security.resources.created', { name: resource.name }));
          }
          resources.reload();
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('security.resources.delete')}
        text={dialog?.kind === 'delete' ? t('security.resources.deleteConfirm', { name: dialog.resource.name }) : ''}
        confirmLabel={t('security.common.delete')}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await api.deleteResource(dialog.resource.id);
          notify('success', t('security.resources.deleted', { name: dialog.resource.name }));
          if (selectedId === dialog.resource.id) setSelectedId(null);
          resources.reload();
        }}
        onClose={() => setDialog(null)}
        describeError={(error) => errorMessage(error, t)}
      />
    </>
  );
}

function ResourceDetail({
  resource,
  typeLabel,
  onEdit,
  onDelete,
}: {
  resource: PortalRessource;
  typeLabel: (type: number) => string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const none = t('security.common.none');
  return (
    <DetailPanel
      titleId={titleId}
      title={resource.name}
      subtitle={resource.technicalName}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {registry.has(resource.id) ? (
        <div>
          <Badge appearance="tint" color="brand">
            {t('security.resources.registry')}
          </Badge>{' '}
          <Caption1>{t('security.resources.registryHint')}</Caption1>
        </div>
      ) : null}
      <Facts
        items={[
          [t('security.resources.fields.description'), resource.description ?? none],
          [t('security.resources.fields.type'), typeLabel(resource.type)],
          [t('security.resources.fields.group'), resource.ressourceGroup?.name ?? t('security.resources.groupNone')],
          [t('security.resources.fields.id'), <code key="id">{resource.id}</code>],
        ]}
      />
    </DetailPanel>
  );
}
