import type { PermissionBody, PortalPermission } from '../../../contract/security.ts';
import { securityLimits } from '../../../contract/security-rules.ts';
import { useT } from '../../platform/index.ts';
import type { FormField } from '../../shared/forms/index.ts';
import { CrudTab } from '../CrudTab.tsx';
import { useSecurity } from '../context.ts';
import { namedColumns, namedFields } from '../named-fields.ts';
import { PermissionDetail } from './PermissionDetail.tsx';

type PermissionValues = Record<'name' | 'technicalName' | 'variableLookup' | 'description' | 'type', string>;

export function PermissionsView() {
  const t = useT();
  const { api, rights } = useSecurity();
  const label = (name: string) => t(`security.permissions.fields.${name}`);
  const fields: FormField<PermissionValues>[] = [
    ...namedFields<PermissionValues>(label, t('security.validation.technicalName')),
    { name: 'variableLookup', label: label('variableLookup'), maxLength: securityLimits.name },
    { name: 'description', label: label('description'), kind: 'textarea', maxLength: securityLimits.description },
    { name: 'type', label: label('type'), kind: 'integer' },
  ];
  return (
    <CrudTab<PortalPermission, PermissionValues, PermissionBody>
      entity="permissions"
      load={(signal) => api.permissions(signal)}
      deps={[api]}
      getId={(p) => p.id}
      create={(body) => api.createPermission(body)}
      update={(permission, body) => api.updatePermission(permission.id, body)}
      remove={(permission) => api.deletePermission(permission.id)}
      getName={(p) => p.name}
      bodyName={(b) => b.name}
      searchText={(p) => `${p.name} ${p.technicalName} ${p.description ?? ''}`}
      columns={[
        ...namedColumns<PortalPermission>(label),
        {
          id: 'type',
          label: label('type'),
          render: (p) => String(p.type),
          sortValue: (p) => p.type,
          secondary: true,
          align: 'end',
        },
      ]}
      fields={() => fields}
      toValues={(p) => ({
        name: p?.name ?? '',
        technicalName: p?.technicalName ?? '',
        variableLookup: p?.variableLookup ?? '',
        description: p?.description ?? '',
        type: String(p?.type ?? 0),
      })}
      toBody={(v) => ({
        name: v.name.trim(),
        technicalName: v.technicalName.trim(),
        variableLookup: v.variableLookup.trim() || null,
        description: v.description.trim() || null,
        type: Number(v.type || 0),
      })}
      canCreate={rights.roleManage}
      canManage={rights.roleManage}
      detail={(permission, actions) => <PermissionDetail permission={permission} {...actions} />}
    />
  );
}
