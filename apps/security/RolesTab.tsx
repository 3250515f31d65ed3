import {
  Badge,
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  SearchBox,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import type { PortalRessource } from '../../contract/auth.ts';
import type { PortalOrg, PortalRole, PortalRoleResourcePermission } from '../../contract/security.ts';
import { securityLimits } from '../../contract/security-rules.ts';
import { useFailIsland, useIsland, useNotify, useT } from '../platform/index.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { DetailPanel, Facts, Placeholder, Section } from './components/DetailPanel.tsx';
import { EntityTable } from './components/EntityTable.tsx';
import { FormDialog, type FormValues } from './components/FormDialog.tsx';
import { AddIcon } from './components/icons.tsx';
import { LoadError } from './components/LoadError.tsx';
import { SimpleTable } from './components/SimpleTable.tsx';
import { Split } from './components/Split.tsx';
import { useSecurity } from './context.ts';
import { errorMessage } from './errors.ts';
import { isExpectedError, useLoad, useRun } from './use-load.ts';

type Dialogs = { kind: 'create' } | { kind: 'edit'; role: PortalRole } | { kind: 'delete'; role: PortalRole } | null;

export function orgName(orgs: PortalOrg[] | undefined, id: number | null, none: string): string {
  if (id == null) return none;
  return orgs?.find((o) => o.id === id)?.name ?? String(id);
}

/** Roles: list, details with resource permissions and users, create/edit/delete, grant/revoke. */
export function RolesTab() {
  const t = useT();
  const { api, rights } = useSecurity();
  const notify = useNotify();
  const roles = useLoad(() => api.roles(), [api]);
  const orgs = useLoad(() => api.orgs(), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const selected = roles.data?.find((r) => r.id === selectedId) ?? null;
  const none = t('security.common.none');

  const fields = [
    { name: 'name', label: t('security.roles.fields.name'), required: true, maxLength: securityLimits.name },
    {
      name: 'description',
      label: t('security.roles.fields.description'),
      kind: 'textarea' as const,
      maxLength: securityLimits.description,
    },
    {
      name: 'org',
      label: t('security.roles.fields.org'),
      kind: 'select' as const,
      options: [
        { value: '', label: t('security.common.noOrg') },
        ...(orgs.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
      ],
    },
    {
      name: 'roleType',
      label: t('security.roles.fields.roleType'),
      kind: 'number' as const,
      hint: t('security.roles.roleTypeHint'),
    },
  ];
  const toBody = (v: FormValues) => ({
    name: v.name!.trim(),
    description: v.description?.trim() || null,
    org: v.org ? Number(v.org) : null,
    roleType: v.roleType ? Number(v.roleType) : 0,
  });

  const detail = selected ? (
    <RoleDetail
      role={selected}
      orgs={orgs.data}
      onEdit={rights.roleManage ? () => setDialog({ kind: 'edit', role: selected }) : undefined}
      onDelete={rights.roleManage ? () => setDialog({ kind: 'delete', role: selected }) : undefined}
    />
  ) : (
    <Placeholder text={t('security.roles.selectHint')} />
  );

  return (
    <>
      <LoadError error={roles.error} onRetry={roles.reload} />
      <Split
        list={
          <EntityTable
            label={t('security.roles.list')}
            items={roles.data}
            loading={roles.loading}
            getId={(r) => r.id}
            getName={(r) => r.name}
            searchText={(r) => `${r.name} ${r.description ?? ''}`}
            selectedId={selectedId}
            onSelect={(r) => setSelectedId(r.id)}
            columns={[
              { id: 'name', label: t('security.roles.fields.name'), render: (r) => r.name, sortValue: (r) => r.name },
              {
                id: 'description',
                label: t('security.roles.fields.description'),
                render: (r) => r.description ?? '',
                sortValue: (r) => r.description ?? '',
                secondary: true,
              },
              {
                id: 'org',
                label: t('security.roles.fields.org'),
                render: (r) => orgName(orgs.data, r.org, none),
                sortValue: (r) => orgName(orgs.data, r.org, ''),
              },
            ]}
            actions={
              rights.roleManage
                ? [
                    { label: t('security.common.edit'), onClick: (role) => setDialog({ kind: 'edit', role }) },
                    { label: t('security.common.delete'), onClick: (role) => setDialog({ kind: 'delete', role }) },
                  ]
                : undefined
            }
            toolbar={
              rights.roleCreate ? (
                <Button appearance="primary" icon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('security.roles.create')}
                </Button>
              ) : null
            }
          />
        }
        detail={detail}
      />
      <FormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('security.roles.edit') : t('security.roles.create')}
        submitLabel={dialog?.kind === 'edit' ? t('security.common.save') : t('security.common.create')}
        fields={fields}
        initial={
          dialog?.kind === 'edit'
            ? {
                name: dialog.role.name,
                description: dialog.role.description ?? '',
                org: dialog.role.org == null ? '' : String(dialog.role.org),
                roleType: String(dialog.role.roleType),
              }
            : { name: '', description: '', org: '', roleType: '0' }
        }
        onSubmit={async (values) => {
          const body = toBody(values);
          if (dialog?.kind === 'edit') {
            await api.updateRole(dialog.role.id, body);
            notify('success', t('security.roles.saved', { name: body.name }));
          } else {
            const role = await api.createRole(body);
            setSelectedId(role.id);
            notify('success', t('security.roles.created', { name: role.name }));
          }
          roles.reload();
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('security.roles.delete')}
        text={dialog?.kind === 'delete' ? t('security.roles.deleteConfirm', { name: dialog.role.name }) : ''}
        confirmLabel={t('security.common.delete')}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await api.deleteRole(dialog.role.id);
          notify('success', t('security.roles.deleted', { name: dialog.role.name }));
          if (selectedId === dialog.role.id) setSelectedId(null);
          roles.reload();
        }}
        onClose={() => setDialog(null)}
        describeError={(error) => errorMessage(error, t)}
      />
    </>
  );
}

function accessLabel(t: ReturnType<typeof useT>, accessType: number) {
  return accessType === 1 ? t('security.roles.access.1') : t('security.roles.access.0');
}

function RoleDetail({
  role,
  orgs,
  onEdit,
  onDelete,
}: {
  role: PortalRole;
  orgs: PortalOrg[] | undefined;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const { api, rights } = useSecurity();
  const run = useRun();
  const titleId = useId();
  const permissions = useLoad(() => api.rolePermissions(role.id), [api, role.id]);
  const users = useLoad(() => api.usersOfRole(role.id), [api, role.id]);
  const [granting, setGranting] = useState(false);

  return (
    <DetailPanel
      titleId={titleId}
      title={role.name}
      subtitle={role.description ?? undefined}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Facts
        items={[
          [t('security.roles.fields.org'), orgName(orgs, role.org, t('security.common.none'))],
          [t('security.roles.fields.roleType'), String(role.roleType)],
        ]}
      />
      <Section
        title={t('security.roles.permissions')}
        actions={
          rights.roleManage ? (
            <Button size="small" icon={<AddIcon />} onClick={() => setGranting(true)}>
              {t('security.roles.grant')}
            </Button>
          ) : null
        }
      >
        <LoadError error={permissions.error} onRetry={permissions.reload} />
        <SimpleTable<PortalRoleResourcePermission>
          label={t('security.roles.permissions')}
          items={permissions.data}
          loading={permissions.loading}
          getKey={(p) => `${p.ressource.id}/${p.permissionSet.id}`}
          empty={t('security.roles.noPermissions')}
          actionsLabel={t('security.common.actions')}
          columns={[
            {
              label: t('security.roles.resource'),
              render: (p) => p.ressource.name,
              description: (p) => p.ressource.technicalName,
            },
            { label: t('security.roles.permissionSet'), render: (p) => p.permissionSet.name },
            {
              label: t('security.roles.accessType'),
              render: (p) => (
                <Badge
                  appearance="tint"
                  color={p.accessType === 1 ? 'success' : 'informative'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {accessLabel(t, p.accessType)}
                </Badge>
              ),
            },
          ]}
          removeLabel={(p) => t('security.roles.revoke', { resource: p.ressource.name })}
          onRemove={
            rights.roleManage
              ? (p) =>
                  void run(
                    () => api.revoke(role.id, p.ressource.id, p.permissionSet.id),
                    t('security.roles.revoked', { resource: p.ressource.name, role: role.name }),
                  ).then(permissions.reload)
              : undefined
          }
        />
      </Section>
      <Section title={t('security.roles.users')}>
        <LoadError error={users.error} onRetry={users.reload} />
        <SimpleTable
          label={t('security.roles.users')}
          items={users.data}
          loading={users.loading}
          getKey={(u) => u.id}
          empty={t('security.roles.noUsers')}
          columns={[
            {
              label: t('security.users.fields.name'),
              render: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username,
            },
            { label: t('security.users.fields.username'), render: (u) => u.username },
          ]}
        />
      </Section>
      <GrantDialog
        open={granting}
        role={role}
        existing={permissions.data ?? []}
        onClose={() => setGranting(false)}
        onGranted={permissions.reload}
      />
    </DetailPanel>
  );
}

const useGrantStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    maxHeight: '16rem',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  technical: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalXS },
  surface: { maxWidth: '40rem' },
});

/** Grants resources to a role: several resources at once, one permission set, one accessType. */
function GrantDialog({
  open,
  role,
  existing,
  onClose,
  onGranted,
}: {
  open: boolean;
  role: PortalRole;
  existing: PortalRoleResourcePermission[];
  onClose: () => void;
  onGranted: () => void;
}) {
  const t = useT();
  const styles = useGrantStyles();
  const { api } = useSecurity();
  const { locale } = useIsland();
  const notify = useNotify();
  const fail = useFailIsland();
  const resources = useLoad(open ? () => api.resources() : null, [api, open]);
  const sets = useLoad(open ? () => api.permissionSets() : null, [api, open]);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [setId, setSetId] = useState('');
  const [accessType, setAccessType] = useState('1');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const listId = useId();

  const permissionSetId = setId || sets.data?.[0]?.id || '';
  const has = (r: PortalRessource) =>
    existing.some((p) => p.ressource.id === r.id && p.permissionSet.id === permissionSetId);
  const visible = useMemo(() => {
    const q = filter.trim().toLocaleLowerCase(locale);
    return (resources.data ?? []).filter(
      (r) => !q || `${r.name} ${r.technicalName}`.toLocaleLowerCase(locale).includes(q),
    );
  }, [resources.data, filter, locale]);

  const reset = () => {
    setFilter('');
    setChosen(new Set());
    setAttempted(false);
    setFailure(null);
    setBusy(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (chosen.size === 0 || !permissionSetId) return;
    setBusy(true);
    let done = 0;
    try {
      for (const ressourceId of chosen) {
        await api.grant(role.id, ressourceId, permissionSetId, Number(accessType));
        done++;
      }
      notify('success', t('security.roles.granted', { count: done, role: role.name }));
      onGranted();
      close();
    } catch (error) {
      if (done) onGranted();
      if (!isExpectedError(error)) return fail(error);
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const missing = attempted && chosen.size === 0 ? t('security.roles.chooseResources') : undefined;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('security.roles.grantTitle', { role: role.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
            <LoadError
              error={resources.error ?? sets.error}
              onRetry={() => {
                resources.reload();
                sets.reload();
              }}
            />
            <Field label={t('security.roles.permissionSet')} required>
              <Select value={permissionSetId} onChange={(_, d) => setSetId(d.value)} disabled={busy}>
                {(sets.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('security.roles.accessType')}>
              <RadioGroup layout="horizontal" value={accessType} onChange={(_, d) => setAccessType(d.value)}>
                <Radio value="1" label={t('security.roles.access.1')} disabled={busy} />
                <Radio value="0" label={t('security.roles.access.0')} disabled={busy} />
              </RadioGroup>
            </Field>
            <Field
              label={t('security.roles.resources')}
              required
              validationState={missing ? 'error' : 'none'}
              validationMessage={missing}
            >
              <SearchBox
                aria-label={t('security.roles.filterResources')}
                placeholder={t('security.roles.filterResources')}
                value={filter}
                onChange={(_, d) => setFilter(d.value)}
                aria-controls={listId}
              />
            </Field>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of checkboxes, styled as a scroll box */}
            <div id={listId} className={styles.list} role="group" aria-label={t('security.roles.resources')}>
              {resources.loading && !resources.data ? <Spinner size="tiny" /> : null}
              {visible.map((r) => {
                const already = has(r);
                return (
                  <Checkbox
                    key={r.id}
                    checked={already || chosen.has(r.id)}
                    disabled={already || busy}
                    onChange={(_, d) =>
                      setChosen((current) => {
                        const next = new Set(current);
                        if (d.checked) next.add(r.id);
                        else next.delete(r.id);
                        return next;
                      })
                    }
                    label={
                      <>
                        {r.name}
                        <span className={styles.technical}>
                          {r.technicalName}
                          {already ? ` · ${t('security.roles.alreadyGranted')}` : ''}
                        </span>
                      </>
                    }
                  />
                );
              })}
            </div>
            <Caption1 aria-live="polite">{t('security.roles.chosen', { count: chosen.size })}</Caption1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={close}>
              {t('security.common.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={submit}
            >
              {t('security.roles.grantSubmit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
