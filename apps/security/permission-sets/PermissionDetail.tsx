import type { PortalPermission } from '../../../contract/security.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { DetailPanel, DetailTable, Facts } from '../../shared/detail/index.ts';
import { useSecurity } from '../context.ts';

/** A permission's facts and the permission sets that use it. */
export function PermissionDetail({
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
  const sets = useLoad((signal) => api.permissionSetsOfPermission(permission.id, signal), [api, permission.id]);
  const none = t('security.common.none');
  return (
    <DetailPanel title={permission.name} subtitle={permission.technicalName} onEdit={onEdit} onDelete={onDelete}>
      <Facts
        items={[
          [t('security.permissions.fields.description'), permission.description ?? none],
          [t('security.permissions.fields.variableLookup'), permission.variableLookup ?? none],
          [t('security.permissions.fields.type'), String(permission.type)],
        ]}
      />
      <DetailTable
        title={t('security.permissions.usedIn')}
        namespace="security"
        rows={sets}
        getId={(s) => s.id}
        empty={t('security.permissions.notUsed')}
        columns={[{ id: 'name', label: t('security.permissionSets.fields.name'), render: (s) => s.name }]}
      />
    </DetailPanel>
  );
}
