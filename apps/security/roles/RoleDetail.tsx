import { Badge, Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalOrg, PortalRole, PortalRoleResourcePermission } from '../../../contract/security.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { DetailPanel, DetailSection, Facts } from '../../shared/detail/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { AddIcon, DismissIcon } from '../../shared/icons.tsx';
import { useAction } from '../../shared/useAction.ts';
import { useSecurity } from '../context.ts';
import { displayName, orgName } from '../names.ts';
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
  const { run } = useAction('security');
  const permissions = useLoad(() => api.rolePermissions(role.id), [api, role.id]);
  const users = useLoad(() => api.usersOfRole(role.id), [api, role.id]);
  const [granting, setGranting] = useState(false);

  return (
    <DetailPanel title={role.name} subtitle={role.description ?? undefined} onEdit={onEdit} onDelete={onDelete}>
      <Facts
        items={[
          [t('security.roles.fields.org'), orgName(orgs, role.org, t('security.common.none'))],
          [t('security.roles.fields.roleType'), String(role.roleType)],
        ]}
      />
      <DetailSection
        title={t('security.roles.permissions')}
        actions={
          rights.roleManage ? (
            <Button size="small" icon={<AddIcon />} onClick={() => setGranting(true)}>
              {t('security.roles.grant')}
            </Button>
          ) : null
        }
      >
        <EntityTable<PortalRoleResourcePermission>
          label={t('security.roles.permissions')}
          items={permissions.data}
          loading={permissions.loading}
          error={permissions.error}
          onRetry={permissions.reload}
          getId={(p) => `${p.ressource.id}/${p.permissionSet.id}`}
          getName={(p) => p.ressource.name}
          defaultSort={null}
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
          actions={
            rights.roleManage
              ? [
                  {
                    label: t('kit.delete'),
                    icon: <DismissIcon />,
                    iconOnly: true,
                    ariaLabel: (p) => t('security.roles.revoke', { resource: p.ressource.name }),
                    onClick: (p) =>
                      void run(
                        () => api.revoke(role.id, p.ressource.id, p.permissionSet.id),
                        t('security.roles.revoked', { resource: p.ressource.name, role: role.name }),
                      ).then(permissions.reload),
                  },
                ]
              : undefined
          }
        />
      </DetailSection>
      <DetailSection title={t('security.roles.users')}>
        <EntityTable
          label={t('security.roles.users')}
          items={users.data}
          loading={users.loading}
          error={users.error}
          onRetry={users.reload}
          getId={(u) => u.id}
          defaultSort={null}
          empty={t('security.roles.noUsers')}
          columns={[
            { id: 'name', label: t('security.users.fields.name'), render: displayName },
            { id: 'username', label: t('security.users.fields.username'), render: (u) => u.username },
          ]}
        />
      </DetailSection>
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
