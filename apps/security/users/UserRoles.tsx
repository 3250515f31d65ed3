import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalUser } from '../../../contract/auth.ts';
import type { PortalRole } from '../../../contract/security.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { DetailTable } from '../../shared/detail/index.ts';
import { AddIcon } from '../../shared/icons.tsx';
import { useAction } from '../../shared/useAction.ts';
import { useSecurity } from '../context.ts';
import { displayName } from '../names.ts';

const useStyles = makeStyles({
  assign: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  dropdown: { minWidth: '14rem' },
});

/** The user's roles: remove one, assign another. */
export function UserRoles({ user }: { user: PortalUser }) {
  const t = useT();
  const styles = useStyles();
  const { api, rights } = useSecurity();
  const { run } = useAction('security');
  const canAssign = rights.userCreate && rights.roleOverview;
  const roles = useLoad((signal) => api.rolesOfUser(user.id, signal), [api, user.id]);
  const allRoles = useLoad(canAssign ? (signal) => api.roles(signal) : null, [api, canAssign]);
  const [roleToAdd, setRoleToAdd] = useState<PortalRole | null>(null);
  const assignable = (allRoles.data ?? []).filter((r) => !roles.data?.some((own) => own.id === r.id));

  const assign = async (role: PortalRole) => {
    const ok = await run(
      () => api.assignRole(user.id, role),
      t('security.users.roleAssigned', { role: role.name, user: displayName(user) }),
    );
    if (ok) setRoleToAdd(null);
    roles.reload();
  };

  return (
    <DetailTable<PortalRole>
      title={t('security.users.roles')}
      namespace="security"
      rows={roles}
      getId={(r) => r.id}
      getName={(r) => r.name}
      maxHeight="28rem"
      empty={t('security.users.noRoles')}
      columns={[
        { id: 'name', label: t('security.roles.fields.name'), render: (r) => r.name },
        { id: 'description', label: t('security.roles.fields.description'), render: (r) => r.description ?? '' },
      ]}
      remove={
        rights.userCreate
          ? {
              ariaLabel: (r) => t('security.users.removeRole', { role: r.name }),
              run: (r) => api.removeRole(user.id, r.id),
              notice: (r) => t('security.users.roleRemoved', { role: r.name, user: displayName(user) }),
              done: roles.reload,
              confirm: (r) => ({
                title: t('security.users.removeRoleTitle'),
                text: t('security.users.removeRoleText', { role: r.name, user: displayName(user) }),
                confirmLabel: t('security.users.removeRoleConfirm'),
              }),
            }
          : undefined
      }
    >
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
          <Button icon={<AddIcon />} disabled={!roleToAdd} onClick={() => roleToAdd && void assign(roleToAdd)}>
            {t('security.users.addRole')}
          </Button>
        </div>
      ) : null}
    </DetailTable>
  );
}
