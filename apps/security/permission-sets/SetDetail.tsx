import { useState } from 'react';
import type { PortalPermissionDetail, PortalPermissionSet } from '../../../contract/security.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { DetailPanel, DetailSection, DetailTable, Facts } from '../../shared/detail/index.ts';
import { useSecurity } from '../context.ts';
import { WithTechnicalName } from '../TechnicalName.tsx';
import { AddDetailDialog } from './AddDetailDialog.tsx';

/** A permission set's details (add, remove), the roles using it and how many resources. */
export function SetDetail({
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
  const roles = useLoad((signal) => api.rolesOfPermissionSet(set.id, signal), [api, set.id]);
  const resources = useLoad((signal) => api.resourcesOfPermissionSet(set.id, signal), [api, set.id]);
  const [adding, setAdding] = useState(false);
  const label = (name: string) => t(`security.permissionSets.detailFields.${name}`);

  return (
    <DetailPanel title={set.name} subtitle={set.description ?? undefined} onEdit={onEdit} onDelete={onDelete}>
      <DetailTable<PortalPermissionDetail>
        title={t('security.permissionSets.details')}
        namespace="security"
        rows={set.permissionDetails}
        getId={(d) => d.id}
        getName={(d) => d.permission.name}
        maxHeight="28rem"
        empty={t('security.permissionSets.noDetails')}
        columns={[
          {
            id: 'permission',
            label: label('permission'),
            render: (d) => <WithTechnicalName name={d.permission.name} technical={d.permission.technicalName} />,
          },
          { id: 'type', label: label('type'), render: (d) => String(d.type), align: 'end' },
          { id: 'operator', label: label('operator'), render: (d) => String(d.operator), align: 'end' },
          { id: 'value', label: label('value'), render: (d) => d.value ?? '' },
        ]}
        add={
          rights.roleManage
            ? { label: t('security.permissionSets.addDetail'), onClick: () => setAdding(true) }
            : undefined
        }
        remove={
          rights.roleManage
            ? {
                ariaLabel: (d) => t('security.permissionSets.removeDetail', { name: d.permission.name }),
                run: (d) => api.removePermissionDetail(set.id, d.permissionId),
                notice: (d) => t('security.permissionSets.detailRemoved', { name: d.permission.name }),
                done: onChanged,
              }
            : undefined
        }
      />
      <DetailTable
        title={t('security.permissionSets.usedByRoles')}
        namespace="security"
        rows={roles}
        getId={(r) => r.id}
        empty={t('security.permissionSets.notUsed')}
        columns={[{ id: 'name', label: t('security.roles.fields.name'), render: (r) => r.name }]}
      />
      <DetailSection title={t('security.permissionSets.usedByResources')}>
        <Facts items={[[t('security.common.countLabel'), String(resources.data?.length ?? '…')]]} />
      </DetailSection>
      <AddDetailDialog set={set} open={adding} onClose={() => setAdding(false)} onAdded={onChanged} />
    </DetailPanel>
  );
}
