import { Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { PortalPermission, PortalPermissionDetail, PortalPermissionSet } from '../../contract/security.ts';
import { securityLimits, technicalNamePattern } from '../../contract/security-rules.ts';
import { useNotify, useT } from '../platform/index.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { DetailPanel, Facts, Placeholder, Section } from './components/DetailPanel.tsx';
import { EntityTable } from './components/EntityTable.tsx';
import { FormDialog, type FormField, type FormValues } from './components/FormDialog.tsx';
import { AddIcon } from './components/icons.tsx';
import { LoadError } from './components/LoadError.tsx';
import { SimpleTable } from './components/SimpleTable.tsx';
import { Split } from './components/Split.tsx';
import { useSecurity } from './context.ts';
import { errorMessage } from './errors.ts';
import { useLoad, useRun } from './use-load.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Permission sets (with their permission details) and the permissions they are built from. */
export function PermissionSetsTab() {
  const t = useT();
  const styles = useStyles();
  const [view, setView] = useState<'sets' | 'permissions'>('sets');
  return (
    <div className={styles.root}>
      <TabList
        size="small"
        appearance="subtle"
        selectedValue={view}
        onTabSelect={(_, d) => setView(d.value as 'sets' | 'permissions')}
        aria-label={t('security.tabs.permissionSets')}
      >
        <Tab value="sets">{t('security.permissionSets.list')}</Tab>
        <Tab value="permissions">{t('security.permissions.list')}</Tab>
      </TabList>
      {view === 'sets' ? <SetsView /> : <PermissionsView />}
    </div>
  );
}

type SetDialogs =
  | { kind: 'create' }
  | { kind: 'edit'; set: PortalPermissionSet }
  | { kind: 'delete'; set: PortalPermissionSet }
  | null;

function SetsView() {
  const t = useT();
  const { api, rights } = useSecurity();
  const notify = useNotify();
  const sets = useLoad(() => api.permissionSets(), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<SetDialogs>(null);
  const selected = sets.data?.find((s) => s.id === selectedId) ?? null;

  const fields: FormField[] = [
    { name: 'name', label: t('security.permissionSets.fields.name'), required: true, maxLength: securityLimits.name },
    {
      name: 'description',
      label: t('security.permissionSets.fields.description'),
      kind: 'textarea',
      maxLength: securityLimits.description,
    },
  ];
  const toBody = (v: FormValues) => ({ name: v.name!.trim(), description: v.description?.trim() || null });

  return (
    <>
      <LoadError error={sets.error} onRetry={sets.reload} />
      <Split
        list={
          <EntityTable
            label={t('security.permissionSets.list')}
            items={sets.data}
            loading={sets.loading}
            getId={(s) => s.id}
            getName={(s) => s.name}
            searchText={(s) => `${s.name} ${s.description ?? ''}`}
            selectedId={selectedId}
            onSelect={(s) => setSelectedId(s.id)}
            columns={[
              {
                id: 'name',
                label: t('security.permissionSets.fields.name'),
                render: (s) => s.name,
                sortValue: (s) => s.name,
              },
              {
                id: 'description',
                label: t('security.permissionSets.fields.description'),
                render: (s) => s.description ?? '',
                sortValue: (s) => s.description ?? '',
                secondary: true,
              },
              {
                id: 'details',
                label: t('security.permissionSets.fields.details'),
                render: (s) => String(s.permissionDetails.length),
                sortValue: (s) => s.permissionDetails.length,
              },
            ]}
            actions={
              rights.roleManage
                ? [
                    { label: t('security.common.edit'), onClick: (set) => setDialog({ kind: 'edit', set }) },
                    { label: t('security.common.delete'), onClick: (set) => setDialog({ kind: 'delete', set }) },
                  ]
                : undefined
            }
            toolbar={
              rights.roleManage ? (
                <Button appearance="primary" icon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('security.permissionSets.create')}
                </Button>
              ) : null
            }
          />
        }
        detail={
          selected ? (
            <SetDetail
              set={selected}
              onChanged={sets.reload}
              onEdit={rights.roleManage ? () => setDialog({ kind: 'edit', set: selected }) : undefined}
              onDelete={rights.roleManage ? () => setDialog({ kind: 'delete', set: selected }) : undefined}
            />
          ) : (
            <Placeholder text={t('security.permissionSets.selectHint')} />
          )
        }
      />
      <FormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('security.permissionSets.edit') : t('security.permissionSets.create')}
        submitLabel={dialog?.kind === 'edit' ? t('security.common.save') : t('security.common.create')}
        fields={fields}
        initial={
          dialog?.kind === 'edit'
            ? { name: dialog.set.name, description: dialog.set.description ?? '' }
            : { name: '', description: '' }
        }
        onSubmit={async (values) => {
          const body = toBody(values);
          if (dialog?.kind === 'edit') {
            // Without permissionDetails the server keeps the set's details.
            await api.updatePermissionSet(dialog.set.id, body);
            notify('success', t('security.permissionSets.saved', { name: body.name }));
          } else {
            const set = await api.createPermissionSet(body);
            setSelectedId(set.id);
            notify('success', t('security.permissionSets.created', { name: set.name }));
          }
          sets.reload();
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('security.permissionSets.delete')}
        text={dialog?.kind === 'delete' ? t('security.permissionSets.deleteConfirm', { name: dialog.set.name }) : ''}
        confirmLabel={t('security.common.delete')}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await api.deletePermissionSet(dialog.set.id);
          notify('success', t('security.permissionSets.deleted', { name: dialog.set.name }));
          if (selectedId === dialog.set.id) setSelectedId(null);
          sets.reload();
        }}
        onClose={() => setDialog(null)}
        describeError={(error) => errorMessage(error, t)}
      />
    </>
  );
}

function SetDetail({
  set,
  onChanged,
  onEdit,
  onDelete,
}: {
  set: PortalPermissionSet;
  onChanged: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const { api, rights } = useSecurity();
  const run = useRun();
  const notify = useNotify();
  const titleId = useId();
  const roles = useLoad(() => api.rolesOfPermissionSet(set.id), [api, set.id]);
  const resources = useLoad(() => api.resourcesOfPermissionSet(set.id), [api, set.id]);
  const [adding, setAdding] = useState(false);
  const permissions = useLoad(adding ? () => api.permissions() : null, [api, adding]);

  return (
    <DetailPanel
      titleId={titleId}
      title={set.name}
      subtitle={set.description ?? undefined}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Section
        title={t('security.permissionSets.details')}
        actions={
          rights.roleManage ? (
            <Button size="small" icon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('security.permissionSets.addDetail')}
            </Button>
          ) : null
        }
      >
        <SimpleTable<PortalPermissionDetail>
          label={t('security.permissionSets.details')}
          items={set.permissionDetails}
          loading={false}
          getKey={(d) => d.id}
          empty={t('security.permissionSets.noDetails')}
          actionsLabel={t('security.common.actions')}
          columns={[
            {
              label: t('security.permissionSets.detailFields.permission'),
              render: (d) => d.permission.name,
              description: (d) => d.permission.technicalName,
            },
            { label: t('security.permissionSets.detailFields.type'), render: (d) => String(d.type) },
            { label: t('security.permissionSets.detailFields.operator'), render: (d) => String(d.operator) },
            { label: t('security.permissionSets.detailFields.value'), render: (d) => d.value ?? '' },
          ]}
          removeLabel={(d) => t('security.permissionSets.removeDetail', { name: d.permission.name })}
          onRemove={
            rights.roleManage
              ? (d) =>
                  void run(
                    () => api.removePermissionDetail(set.id, d.permissionId),
                    t('security.permissionSets.detailRemoved', { name: d.permission.name }),
                  ).then(onChanged)
              : undefined
          }
        />
      </Section>
      <Section title={t('security.permissionSets.usedByRoles')}>
        <LoadError error={roles.error} onRetry={roles.reload} />
        <SimpleTable
          label={t('security.permissionSets.usedByRoles')}
          items={roles.data}
          loading={roles.loading}
          getKey={(r) => r.id}
          empty={t('security.permissionSets.notUsed')}
          columns={[{ label: t('security.roles.fields.name'), render: (r) => r.name }]}
        />
      </Section>
      <Section title={t('security.permissionSets.usedByResources')}>
        <LoadError error={resources.error} onRetry={resources.reload} />
        <Facts items={[[t('security.common.countLabel'), String(resources.data?.length ?? '…')]]} />
      </Section>
      <FormDialog
        open={adding}
        title={t('security.permissionSets.addDetailTitle', { name: set.name })}
        submitLabel={t('security.common.create')}
        fields={[
          {
            name: 'permissionId',
            label: t('security.permissionSets.detailFields.permission'),
            kind: 'select',
            required: true,
            options: [
              { value: '', label: t('security.permissionSets.choosePermission') },
              ...(permissions.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.technicalName})` })),
            ],
          },
          { name: 'type', label: t('security.permissionSets.detailFields.type'), kind: 'number' },
          { name: 'operator', label: t('security.permissionSets.detailFields.operator'), kind: 'number' },
          {
            name: 'value',
            label: t('security.permissionSets.detailFields.value'),
            maxLength: securityLimits.detailValue,
          },
        ]}
        initial={{ permissionId: '', type: '0', operator: '0', value: '' }}
        onSubmit={async (v) => {
          const detail = await api.addPermissionDetail(set.id, {
            permissionId: v.permissionId!,
            type: Number(v.type || 0),
            operator: Number(v.operator || 0),
            value: v.value?.trim() || null,
          });
          notify('success', t('security.permissionSets.detailAdded', { name: detail.permission.name }));
          onChanged();
        }}
        onClose={() => setAdding(false)}
      />
    </DetailPanel>
  );
}

type PermissionDialogs =
  | { kind: 'create' }
  | { kind: 'edit'; permission: PortalPermission }
  | { kind: 'delete'; permission: PortalPermission }
  | null;

function PermissionsView() {
  const t = useT();
  const { api, rights } = useSecurity();
  const notify = useNotify();
  const permissions = useLoad(() => api.permissions(), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<PermissionDialogs>(null);
  const selected = permissions.data?.find((p) => p.id === selectedId) ?? null;

  const fields: FormField[] = [
    { name: 'name', label: t('security.permissions.fields.name'), required: true, maxLength: securityLimits.name },
    {
      name: 'technicalName',
      label: t('security.permissions.fields.technicalName'),
      required: true,
      maxLength: securityLimits.name,
      pattern: { regex: technicalNamePattern, message: t('security.validation.technicalName') },
    },
    { name: 'variableLookup', label: t('security.permissions.fields.variableLookup'), maxLength: securityLimits.name },
    {
      name: 'description',
      label: t('security.permissions.fields.description'),
      kind: 'textarea',
      maxLength: securityLimits.description,
    },
    { name: 'type', label: t('security.permissions.fields.type'), kind: 'number' },
  ];
  const toBody = (v: FormValues) => ({
    name: v.name!.trim(),
    technicalName: v.technicalName!.trim(),
    variableLookup: v.variableLookup?.trim() || null,
    description: v.description?.trim() || null,
    type: Number(v.type || 0),
  });

  return (
    <>
      <LoadError error={permissions.error} onRetry={permissions.reload} />
      <Split
        list={
          <EntityTable
            label={t('security.permissions.list')}
            items={permissions.data}
            loading={permissions.loading}
            getId={(p) => p.id}
            getName={(p) => p.name}
            searchText={(p) => `${p.name} ${p.technicalName} ${p.description ?? ''}`}
            selectedId={selectedId}
            onSelect={(p) => setSelectedId(p.id)}
            columns={[
              {
                id: 'name',
                label: t('security.permissions.fields.name'),
                render: (p) => p.name,
                sortValue: (p) => p.name,
              },
              {
                id: 'technicalName',
                label: t('security.permissions.fields.technicalName'),
                render: (p) => p.technicalName,
                sortValue: (p) => p.technicalName,
              },
              {
                id: 'type',
                label: t('security.permissions.fields.type'),
                render: (p) => String(p.type),
                sortValue: (p) => p.type,
                secondary: true,
              },
            ]}
            actions={
              rights.roleManage
                ? [
                    {
                      label: t('security.common.edit'),
                      onClick: (permission) => setDialog({ kind: 'edit', permission }),
                    },
                    {
                      label: t('security.common.delete'),
                      onClick: (permission) => setDialog({ kind: 'delete', permission }),
                    },
                  ]
                : undefined
            }
            toolbar={
              rights.roleManage ? (
                <Button appearance="primary" icon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('security.permissions.create')}
                </Button>
              ) : null
            }
          />
        }
        detail={
          selected ? (
            <PermissionDetail
              permission={selected}
              onEdit={rights.roleManage ? () => setDialog({ kind: 'edit', permission: selected }) : undefined}
              onDelete={rights.roleManage ? () => setDialog({ kind: 'delete', permission: selected }) : undefined}
            />
          ) : (
            <Placeholder text={t('security.permissions.selectHint')} />
          )
        }
      />
      <FormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('security.permissions.edit') : t('security.permissions.create')}
        submitLabel={dialog?.kind === 'edit' ? t('security.common.save') : t('security.common.create')}
        fields={fields}
        initial={
          dialog?.kind === 'edit'
            ? {
                name: dialog.permission.name,
                technicalName: dialog.permission.technicalName,
                variableLookup: dialog.permission.variableLookup ?? '',
                description: dialog.permission.description ?? '',
                type: String(dialog.permission.type),
              }
            : { name: '', technicalName: '', variableLookup: '', description: '', type: '0' }
        }
        onSubmit={async (values) => {
          const body = toBody(values);
          if (dialog?.kind === 'edit') {
            await api.updatePermission(dialog.permission.id, body);
            notify('success', t('security.permissions.saved', { name: body.name }));
          } else {
            const permission = await api.createPermission(body);
            setSelectedId(permission.id);
            notify('success', t('security.permissions.created', { name: permission.name }));
          }
          permissions.reload();
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('security.permissions.delete')}
        text={
          dialog?.kind === 'delete' ? t('security.permissions.deleteConfirm', { name: dialog.permission.name }) : ''
        }
        confirmLabel={t('security.common.delete')}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await api.deletePermission(dialog.permission.id);
          notify('success', t('security.permissions.deleted', { name: dialog.permission.name }));
          if (selectedId === dialog.permission.id) setSelectedId(null);
          permissions.reload();
        }}
        onClose={() => setDialog(null)}
        describeError={(error) => errorMessage(error, t)}
      />
    </>
  );
}

function PermissionDetail({
  permission,
  onEdit,
  onDelete,
}: {
  permission: PortalPermission;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const { api } = useSecurity();
  const titleId = useId();
  const sets = useLoad(() => api.permissionSetsOfPermission(permission.id), [api, permission.id]);
  const none = t('security.common.none');
  return (
    <DetailPanel
      titleId={titleId}
      title={permission.name}
      subtitle={permission.technicalName}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Facts
        items={[
          [t('security.permissions.fields.description'), permission.description ?? none],
          [t('security.permissions.fields.variableLookup'), permission.variableLookup ?? none],
          [t('security.permissions.fields.type'), String(permission.type)],
        ]}
      />
      <Section title={t('security.permissions.usedIn')}>
        <LoadError error={sets.error} onRetry={sets.reload} />
        <SimpleTable
          label={t('security.permissions.usedIn')}
          items={sets.data}
          loading={sets.loading}
          getKey={(s) => s.id}
          empty={t('security.permissions.notUsed')}
          columns={[{ label: t('security.permissionSets.fields.name'), render: (s) => s.name }]}
        />
      </Section>
    </DetailPanel>
  );
}
