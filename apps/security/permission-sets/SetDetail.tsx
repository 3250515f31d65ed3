import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalPermissionDetail, PortalPermissionSet } from '../../../contract/security.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { DetailPanel, DetailSection, Facts } from '../../shared/detail/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { AddIcon, DismissIcon } from '../../shared/icons.tsx';
import { useAction } from '../../shared/useAction.ts';
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
  const { run } = useAction('security');
  const roles = useLoad(() => api.rolesOfPermissionSet(set.id), [api, set.id]);
  const resources = useLoad(() => api.resourcesOfPermissionSet(set.id), [api, set.id]);
  const [adding, setAdding] = useState(false);
  const label = (name: string) => t(`security.permissionSets.detailFields.${name}`);

  return (
    <DetailPanel title={set.name} subtitle={set.description ?? undefined} onEdit={onEdit} onDelete={onDelete}>
      <DetailSection
        title={t('security.permissionSets.details')}
        actions={
          rights.roleManage ? (
            <Button size="small" icon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('security.permissionSets.addDetail')}
            </Button>
          ) : null
        }
      >
        <EntityTable<PortalPermissionDetail>
          label={t('security.permissionSets.details')}
          items={set.permissionDetails}
          getId={(d) => d.id}
          getName={(d) => d.permission.name}
          defaultSort={null}
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
          actions={
            rights.roleManage
              ? [
                  {
                    label: t('kit.delete'),
                    icon: <DismissIcon />,
                    iconOnly: true,
                    ariaLabel: (d) => t('security.permissionSets.removeDetail', { name: d.permission.name }),
                    onClick: (d) =>
                      void run(
                        () => api.removePermissionDetail(set.id, d.permissionId),
                        t('security.permissionSets.detailRemoved', { name: d.permission.name }),
                      ).then(onChanged),
                  },
                ]
              : undefined
          }
        />
      </DetailSection>
      <DetailSection title={t('security.permissionSets.usedByRoles')}>
        <EntityTable
          label={t('security.permissionSets.usedByRoles')}
          items={roles.data}
          loading={roles.loading}
          error={roles.error}
          onRetry={roles.reload}
          getId={(r) => r.id}
          defaultSort={null}
          empty={t('security.permissionSets.notUsed')}
          columns={[{ id: 'name', label: t('security.roles.fields.name'), render: (r) => r.name }]}
        />
      </DetailSection>
      <DetailSection title={t('security.permissionSets.usedByResources')}>
        <Facts items={[[t('security.common.countLabel'), String(resources.data?.length ?? '…')]]} />
      </DetailSection>
      <AddDetailDialog set={set} open={adding} onClose={() => setAdding(false)} onAdded={onChanged} />
    </DetailPanel>
  );
}
