import type { PortalRole, RoleBody } from '../../../contract/security.ts';
import { securityLimits } from '../../../contract/security-rules.ts';
import { useLoad, useT } from '../../platform/index.ts';
import type { FormField } from '../../shared/forms/index.ts';
import { CrudTab } from '../CrudTab.tsx';
import { useSecurity } from '../context.ts';
import { orgName, orgOptions, roleTypeOptions } from '../names.ts';
import { RoleDetail } from './RoleDetail.tsx';

type RoleValues = Record<'name' | 'description' | 'org' | 'roleType', string>;

/** Roles: list, details with resource permissions and users, create/edit/delete, grant/revoke. */
export function RolesTab() {
  const t = useT();
  const { api, rights } = useSecurity();
  const orgs = useLoad((signal) => api.orgs(signal), [api]);
  const none = t('security.common.none');
  const label = (name: string) => t(`security.roles.fields.${name}`);

  const fields = (editing: PortalRole | null): FormField<RoleValues>[] => [
    { name: 'name', label: label('name'), required: true, maxLength: securityLimits.name },
    { name: 'description', label: label('description'), kind: 'textarea', maxLength: securityLimits.description },
    { name: 'org', label: label('org'), kind: 'select', options: orgOptions(orgs.data, t('security.common.noOrg')) },
    { name: 'roleType', label: label('roleType'), kind: 'select', options: roleTypeOptions(t, editing?.roleType ?? 0) },
  ];

  return (
    <CrudTab<PortalRole, RoleValues, RoleBody>
      entity="roles"
      load={(signal) => api.roles(signal)}
      deps={[api]}
      getId={(r) => r.id}
      create={(body) => api.createRole(body)}
      update={(role, body) => api.updateRole(role.id, body)}
      remove={(role) => api.deleteRole(role.id)}
      getName={(r) => r.name}
      bodyName={(b) => b.name}
      searchText={(r) => `${r.name} ${r.description ?? ''}`}
      columns={[
        { id: 'name', label: label('name'), render: (r) => r.name, sortValue: (r) => r.name },
        {
          id: 'description',
          label: label('description'),
          render: (r) => r.description ?? '',
          sortValue: (r) => r.description ?? '',
          secondary: true,
        },
        {
          id: 'org',
          label: label('org'),
          render: (r) => orgName(orgs.data, r.org, none),
          sortValue: (r) => orgName(orgs.data, r.org, ''),
        },
      ]}
      fields={fields}
      toValues={(role) => ({
        name: role?.name ?? '',
        description: role?.description ?? '',
        org: role?.org == null ? '' : String(role.org),
        roleType: String(role?.roleType ?? 0),
      })}
      toBody={(v) => ({
        name: v.name.trim(),
        description: v.description.trim() || null,
        org: v.org ? Number(v.org) : null,
        roleType: v.roleType ? Number(v.roleType) : 0,
      })}
      canCreate={rights.roleCreate}
      canManage={rights.roleManage}
      detail={(role, actions) => <RoleDetail role={role} orgs={orgs.data} {...actions} />}
    />
  );
}
