import type { PortalPermissionSet } from '../../../contract/security.ts';
import { securityLimits } from '../../../contract/security-rules.ts';
import { useLoad, useNotify, useT } from '../../platform/index.ts';
import { FormDialog } from '../../shared/form-dialog/index.ts';
import { useSecurity } from '../context.ts';

type DetailValues = Record<'permissionId' | 'type' | 'operator' | 'value', string>;

/** Adds a permission with its type, operator and value to a permission set. */
export function AddDetailDialog({
  set,
  open,
  onClose,
  onAdded,
}: {
  set: PortalPermissionSet;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const t = useT();
  const { api } = useSecurity();
  const notify = useNotify();
  const permissions = useLoad(open ? (signal) => api.permissions(signal) : null, [api, open]);
  const label = (name: string) => t(`security.permissionSets.detailFields.${name}`);
  return (
    <FormDialog<DetailValues>
      open={open}
      title={t('security.permissionSets.addDetailTitle', { name: set.name })}
      submitLabel={t('kit.create')}
      namespace="security"
      fields={[
        {
          name: 'permissionId',
          label: label('permission'),
          kind: 'select',
          required: true,
          choose: t('security.permissionSets.choosePermission'),
          options: (permissions.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.technicalName})` })),
        },
        { name: 'type', label: label('type'), kind: 'integer' },
        { name: 'operator', label: label('operator'), kind: 'integer' },
        { name: 'value', label: label('value'), maxLength: securityLimits.detailValue },
      ]}
      initial={{ permissionId: '', type: '0', operator: '0', value: '' }}
      onSubmit={async (v) => {
        const detail = await api.addPermissionDetail(set.id, {
          permissionId: v.permissionId,
          type: Number(v.type || 0),
          operator: Number(v.operator || 0),
          value: v.value.trim() || null,
        });
        notify('success', t('security.permissionSets.detailAdded', { name: detail.permission.name }));
        onAdded();
      }}
      onClose={onClose}
    />
  );
}
