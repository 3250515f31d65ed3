import type { PermissionSetBody, PortalPermissionSet } from '../../../contract/security.ts';
import { securityLimits } from '../../../contract/security-rules.ts';
import { useT } from '../../platform/index.ts';
import type { FormField } from '../../shared/forms/index.ts';
import { CrudTab } from '../CrudTab.tsx';
import { useSecurity } from '../context.ts';
import { SetDetail } from './SetDetail.tsx';

type SetValues = { name: string; description: string };

export function SetsView() {
  const t = useT();
  const { api, rights } = useSecurity();
  const label = (name: string) => t(`security.permissionSets.fields.${name}`);
  const fields: FormField<SetValues>[] = [
    { name: 'name', label: label('name'), required: true, maxLength: securityLimits.name },
    { name: 'description', label: label('description'), kind: 'textarea', maxLength: securityLimits.description },
  ];
  return (
    <CrudTab<PortalPermissionSet, SetValues, PermissionSetBody>
      entity="permissionSets"
      load={(signal) => api.permissionSets(signal)}
      deps={[api]}
      getId={(s) => s.id}
      create={(body) => api.createPermissionSet(body)}
      // Without permissionDetails the server keeps the set's details.
      update={(set, body) => api.updatePermissionSet(set.id, body)}
      remove={(set) => api.deletePermissionSet(set.id)}
      getName={(s) => s.name}
      bodyName={(b) => b.name}
      searchText={(s) => `${s.name} ${s.description ?? ''}`}
      columns={[
        { id: 'name', label: label('name'), render: (s) => s.name, sortValue: (s) => s.name },
        {
          id: 'description',
          label: label('description'),
          render: (s) => s.description ?? '',
          sortValue: (s) => s.description ?? '',
          secondary: true,
        },
        {
          id: 'details',
          label: label('details'),
          render: (s) => String(s.permissionDetails.length),
          sortValue: (s) => s.permissionDetails.length,
          align: 'end',
        },
      ]}
      fields={() => fields}
      toValues={(s) => ({ name: s?.name ?? '', description: s?.description ?? '' })}
      toBody={(v) => ({ name: v.name.trim(), description: v.description.trim() || null })}
      canCreate={rights.roleManage}
      canManage={rights.roleManage}
      detail={(set, actions) => <SetDetail set={set} {...actions} />}
    />
  );
}
