import { Badge, Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { PortalUser, PortalUserParameter } from '../../contract/auth.ts';
import type { PortalOrg, PortalRole } from '../../contract/security.ts';
import { securityLimits, usernamePattern } from '../../contract/security-rules.ts';
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
import { orgName } from './RolesTab.tsx';
import { useLoad, useRun } from './use-load.ts';

type Dialogs = { kind: 'create' } | { kind: 'edit'; user: PortalUser } | { kind: 'delete'; user: PortalUser } | null;

export function displayName(user: Pick<PortalUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** Users: list, details with roles and parameters, create/edit/delete. */
export function UsersTab() {
  const t = useT();
  const { api, rights } = useSecurity();
  const notify = useNotify();
  const users = useLoad(() => api.users(), [api]);
  const orgs = useLoad(() => api.orgs(), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const selected = users.data?.find((u) => u.id === selectedId) ?? null;
  const none = t('security.common.none');

  const fields: FormField[] = [
    {
      name: 'username',
      label: t('security.users.fields.username'),
      required: true,
      maxLength: securityLimits.name,
      pattern: { regex: usernamePattern, message: t('security.validation.noSpaces') },
    },
    { name: 'firstName', label: t('security.users.fields.firstName'), maxLength: securityLimits.name },
    { name: 'lastName', label: t('security.users.fields.lastName'), maxLength: securityLimits.name },
    { name: 'email', label: t('security.users.fields.email'), kind: 'email', maxLength: securityLimits.email },
    { name: 'department', label: t('security.users.fields.department'), maxLength: securityLimits.name },
    {
      name: 'org',
      label: t('security.users.fields.org'),
      kind: 'select',
      options: [
        { value: '', label: t('security.common.noOrg') },
        ...(orgs.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
      ],
    },
  ];

  const toBody = (v: FormValues, current?: PortalUser) => ({
    username: v.username!.trim(),
    firstName: v.firstName?.trim() || null,
    lastName: v.lastName?.trim() || null,
    email: v.email?.trim() || null,
    department: v.department?.trim() || null,
    org: v.org ? Number(v.org) : null,
    // Not edited here: keep what the user has (a PUT replaces the whole user).
    authType: current?.authType ?? 1,
    openIdUserId: current?.openIdUserId ?? null,
  });

  return (
    <>
      <LoadError error={users.error} onRetry={users.reload} />
      <Split
        list={
          <EntityTable
            label={t('security.users.list')}
            items={users.data}
            loading={users.loading}
            getId={(u) => u.id}
            getName={displayName}
            searchText={(u) => [u.username, u.firstName, u.lastName, u.email, u.department].filter(Boolean).join(' ')}
            selectedId={selectedId}
            onSelect={(u) => setSelectedId(u.id)}
            columns={[
              {
                id: 'name',
                label: t('security.users.fields.name'),
                render: displayName,
                sortValue: (u) => `${u.lastName ?? ''} ${u.firstName ?? ''} ${u.username}`,
              },
              {
                id: 'username',
                label: t('security.users.fields.username'),
                render: (u) => u.username,
                sortValue: (u) => u.username,
              },
              {
                id: 'department',
                label: t('security.users.fields.department'),
                render: (u) => u.department ?? '',
                sortValue: (u) => u.department ?? '',
                secondary: true,
              },
              {
                id: 'org',
                label: t('security.users.fields.org'),
                render: (u) => orgName(orgs.data, u.org, none),
                sortValue: (u) => orgName(orgs.data, u.org, ''),
                secondary: true,
              },
            ]}
            actions={
              rights.userCreate
                ? [
                    { label: t('security.common.edit'), onClick: (user) => setDialog({ kind: 'edit', user }) },
                    { label: t('security.common.delete'), onClick: (user) => setDialog({ kind: 'delete', user }) },
                  ]
                : undefined
            }
            toolbar={
              rights.userCreate ? (
                <Button appearance="primary" icon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('security.users.create')}
                </Button>
              ) : null
            }
          />
        }
        detail={
          selected ? (
            <UserDetail
              user={selected}
              orgs={orgs.data}
              onEdit={rights.userCreate ? () => setDialog({ kind: 'edit', user: selected }) : undefined}
              onDelete={rights.userCreate ? () => setDialog({ kind: 'delete', user: selected }) : undefined}
            />
          ) : (
            <Placeholder text={t('security.users.selectHint')} />
          )
        }
      />
      <FormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('security.users.edit') : t('security.users.create')}
        submitLabel={dialog?.kind === 'edit' ? t('security.common.save') : t('security.common.create')}
        fields={fields}
        initial={
          dialog?.kind === 'edit'
            ? {
                username: dialog.user.username,
                firstName: dialog.user.firstName ?? '',
                lastName: dialog.user.lastName ?? '',
                email: dialog.user.email ?? '',
                department: dialog.user.department ?? '',
                org: dialog.user.org == null ? '' : String(dialog.user.org),
              }
            : { username: '', firstName: '', lastName: '', email: '', department: '', org: '' }
        }
        onSubmit={async (values) => {
          if (dialog?.kind === 'edit') {
            const body = toBody(values, dialog.user);
            await api.updateUser(dialog.user.id, body);
            notify('success', t('security.users.saved', { name: displayName(body) }));
          } else {
            const user = await api.createUser(toBody(values));
            setSelectedId(user.id);
            notify('success', t('security.users.created', { name: displayName(user) }));
          }
          users.reload();
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('security.users.delete')}
        text={dialog?.kind === 'delete' ? t('security.users.deleteConfirm', { name: displayName(dialog.user) }) : ''}
        confirmLabel={t('security.common.delete')}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await api.deleteUser(dialog.user.id);
          notify('success', t('security.users.deleted', { name: displayName(dialog.user) }));
          if (selectedId === dialog.user.id) setSelectedId(null);
          users.reload();
        }}
        onClose={() => setDialog(null)}
        describeError={(error) => errorMessage(error, t)}
      />
    </>
  );
}

const useStyles = makeStyles({
  assign: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  dropdown: { minWidth: '14rem' },
});

function UserDetail({
  user,
  orgs,
  onEdit,
  onDelete,
}: {
  user: PortalUser;
  orgs: PortalOrg[] | undefined;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const styles = useStyles();
  const { api, rights } = useSecurity();
  const run = useRun();
  const notify = useNotify();
  const titleId = useId();
  const canAssign = rights.userCreate && rights.roleOverview;
  const roles = useLoad(() => api.rolesOfUser(user.id), [api, user.id]);
  const allRoles = useLoad(canAssign ? () => api.roles() : null, [api, canAssign]);
  const parameters = useLoad(() => api.parameters(user.id), [api, user.id]);
  const [roleToAdd, setRoleToAdd] = useState<PortalRole | null>(null);
  const [addingParameter, setAddingParameter] = useState(false);
  const none = t('security.common.none');
  const assignable = (allRoles.data ?? []).filter((r) => !roles.data?.some((own) => own.id === r.id));

  return (
    <DetailPanel
      titleId={titleId}
      title={displayName(user)}
      subtitle={user.username}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Facts
        items={[
          [t('security.users.fields.email'), user.email ?? none],
          [t('security.users.fields.department'), user.department ?? none],
          [t('security.users.fields.org'), orgName(orgs, user.org, none)],
          [
            t('security.users.fields.openId'),
            <Badge key="oid" appearance="tint" color={user.openIdUserId ? 'success' : 'warning'}>
              {user.openIdUserId ? t('security.users.linked') : t('security.users.notLinked')}
            </Badge>,
          ],
        ]}
      />
      <Section title={t('security.users.roles')}>
        <LoadError error={roles.error} onRetry={roles.reload} />
        <SimpleTable
          label={t('security.users.roles')}
          items={roles.data}
          loading={roles.loading}
          getKey={(r) => r.id}
          empty={t('security.users.noRoles')}
          actionsLabel={t('security.common.actions')}
          columns={[
            { label: t('security.roles.fields.name'), render: (r) => r.name },
            { label: t('security.roles.fields.description'), render: (r) => r.description ?? '' },
          ]}
          removeLabel={(r) => t('security.users.removeRole', { role: r.name })}
          onRemove={
            rights.userCreate
              ? (r) =>
                  void run(
                    () => api.removeRole(user.id, r.id),
                    t('security.users.roleRemoved', { role: r.name, user: displayName(user) }),
                  ).then(roles.reload)
              : undefined
          }
        />
        {canAssign ? (
          <div className={styles.assign}>
            <Field label={t('security.users.chooseRole')}>
              <Dropdown
                className={styles.dropdown}
                placeholder={t('security.users.chooseRolePlaceholder')}
                value={roleToAdd?.name ?? ''}
                selectedOptions={roleToAdd ? [roleToAdd.id] : []}
                onOptionSelect={(_, d) => setRoleToAdd(assignable.find((r) => r.id === d.optionValue) ?? null)}
              >
                {assignable.map((r) => (
                  <Option key={r.id} value={r.id}>
                    {r.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button
              icon={<AddIcon />}
              disabled={!roleToAdd}
              onClick={() => {
                const role = roleToAdd;
                if (!role) return;
                void run(
                  () => api.assignRole(user.id, role),
                  t('security.users.roleAssigned', { role: role.name, user: displayName(user) }),
                ).then((ok) => {
                  if (ok) setRoleToAdd(null);
                  roles.reload();
                });
              }}
            >
              {t('security.users.addRole')}
            </Button>
          </div>
        ) : null}
      </Section>
      <Section
        title={t('security.users.parameters')}
        actions={
          rights.userCreate ? (
            <Button size="small" icon={<AddIcon />} onClick={() => setAddingParameter(true)}>
              {t('security.users.addParameter')}
            </Button>
          ) : null
        }
      >
        <LoadError error={parameters.error} onRetry={parameters.reload} />
        <SimpleTable<PortalUserParameter>
          label={t('security.users.parameters')}
          items={parameters.data}
          loading={parameters.loading}
          getKey={(p) => p.userParametersId}
          empty={t('security.users.noParameters')}
          actionsLabel={t('security.common.actions')}
          columns={[
            { label: t('security.users.parameterFields.name'), render: (p) => p.name },
            { label: t('security.users.parameterFields.type'), render: (p) => String(p.type) },
            { label: t('security.users.parameterFields.value'), render: (p) => p.value ?? '' },
          ]}
          removeLabel={(p) => t('security.users.removeParameter', { name: p.name })}
          onRemove={
            rights.userCreate
              ? (p) =>
                  void run(
                    () => api.deleteParameter(user.id, p.userParametersId),
                    t('security.users.parameterRemoved', { name: p.name }),
                  ).then(parameters.reload)
              : undefined
          }
        />
      </Section>
      <FormDialog
        open={addingParameter}
        title={t('security.users.addParameterTitle', { name: displayName(user) })}
        submitLabel={t('security.common.create')}
        fields={[
          {
            name: 'name',
            label: t('security.users.parameterFields.name'),
            required: true,
            maxLength: securityLimits.name,
          },
          { name: 'type', label: t('security.users.parameterFields.type'), kind: 'number' },
          {
            name: 'value',
            label: t('security.users.parameterFields.value'),
            kind: 'textarea',
            maxLength: securityLimits.parameterValue,
          },
        ]}
        initial={{ name: '', type: '0', value: '' }}
        onSubmit={async (v) => {
          await api.addParameter(user.id, {
            name: v.name!.trim(),
            type: v.type ? Number(v.type) : 0,
            value: v.value || null,
          });
          notify('success', t('security.users.parameterAdded', { name: v.name!.trim() }));
          parameters.reload();
        }}
        onClose={() => setAddingParameter(false)}
      />
    </DetailPanel>
  );
}
