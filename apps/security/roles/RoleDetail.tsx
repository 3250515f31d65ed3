import { Badge } from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalOrg, PortalRole, PortalRoleResourcePermission } from '../../../contract/security.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { DetailPanel, DetailTable, Facts } from '../../shared/detail/index.ts';
import { useSecurity } from '../context.ts';
import { displayName, orgName, roleTypeName } from '../names.ts';
import { WithTechnicalName } from '../TechnicalName.tsx';
import { GrantDialog } from './GrantDialog.tsx';

/** A role's facts, the resource permissions it grants (grant, revoke) and its users. */
export function RoleDetail({
  role,
  orgs,
  onEdit,
  onDelete,
}: {
  role: PortalRole;
  orgs: readonly PortalOrg[] | undefined;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const { api, rights } = useSecurity();
  const permissions = useLoad((signal) => api.rolePermissions(role.id, signal), [api, role.id]);
  const users = useLoad((signal) => api.usersOfRole(role.id, signal), [api, role.id]);
  const [granting, setGranting] = useState(false);

  return (
    <DetailPanel title={role.name} subtitle={role.description ?? undefined} onEdit={onEdit} onDelete={onDelete}>
      <Facts
        items={[
          [t('security.roles.fields.org'), orgName(orgs, role.org, t('security.common.none'))],
          [t('security.roles.fields.roleType'), roleTypeName(t, role.roleType)],
        ]}
      />
      <DetailTable<PortalRoleResourcePermission>
        title={t('security.roles.permissions')}
        namespace="security"
        rows={permissions}
        getId={(p) => `${p.ressource.id}/${p.permissionSet.id}`}
        getName={(p) => p.ressource.name}
        maxHeight="28rem"
        empty={t('security.roles.noPermissions')}
        columns={[
          {
            id: 'resource',
            label: t('security.roles.resource'),
            render: (p) => <WithTechnicalName name={p.ressource.name} technical={p.ressource.technicalName} />,
          },
          { id: 'set', label: t('security.roles.permissionSet'), render: (p) => p.permissionSet.name },
          {
            id: 'access',
            label: t('security.roles.accessType'),
            render: (p) => (
              <Badge
                appearance="tint"
                color={p.accessType === 1 ? 'success' : 'informative'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {p.accessType === 1 ? t('security.roles.access.1') : t('security.roles.access.0')}
              </Badge>
            ),
          },
        ]}
        add={rights.roleManage ? { label: t('security.roles.grant'), onClick: () => setGranting(true) } : undefined}
        remove={
          rights.roleManage
            ? {
                ariaLabel: (p) => t('security.roles.revoke', { resource: p.ressource.name }),
                run: (p) => api.revoke(role.id, p.ressource.id, p.permissionSet.id),
                notice: (p) => t('security.roles.revoked', { resource: p.ressource.name, role: role.name }),
                done: permissions.reload,
              }
            : undefined
        }
      />
      <DetailTable
        title={t('security.roles.users')}
        namespace="security"
        rows={users}
        getId={(u) => u.id}
        empty={t('security.roles.noUsers')}
        columns={[
          { id: 'name', label: t('security.users.fields.name'), render: displayName },
          { id: 'username', label: t('security.users.fields.username'), render: (u) => u.username },
        ]}
      />
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
