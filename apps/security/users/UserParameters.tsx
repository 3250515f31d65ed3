import { useState } from 'react';
import type { PortalUser, PortalUserParameter } from '../../../contract/auth.ts';
import { securityLimits } from '../../../contract/security-rules.ts';
import { useLoad, useNotify, useT } from '../../platform/index.ts';
import { DetailTable } from '../../shared/detail/index.ts';
import { FormDialog } from '../../shared/form-dialog/index.ts';
import { useSecurity } from '../context.ts';
import { displayName } from '../names.ts';

type ParameterValues = { name: string; type: string; value: string };

/** The user's parameters: add one, remove one. */
export function UserParameters({ user }: { user: PortalUser }) {
  const t = useT();
  const { api, rights } = useSecurity();
  const notify = useNotify();
  const parameters = useLoad((signal) => api.parameters(user.id, signal), [api, user.id]);
  const [adding, setAdding] = useState(false);
  const label = (name: string) => t(`security.users.parameterFields.${name}`);

  return (
    <DetailTable<PortalUserParameter>
      title={t('security.users.parameters')}
      namespace="security"
      rows={parameters}
      getId={(p) => p.userParametersId}
      getName={(p) => p.name}
      empty={t('security.users.noParameters')}
      columns={[
        { id: 'name', label: label('name'), render: (p) => p.name },
        { id: 'type', label: label('type'), render: (p) => String(p.type), align: 'end' },
        { id: 'value', label: label('value'), render: (p) => p.value ?? '' },
      ]}
      add={rights.userCreate ? { label: t('security.users.addParameter'), onClick: () => setAdding(true) } : undefined}
      remove={
        rights.userCreate
          ? {
              ariaLabel: (p) => t('security.users.removeParameter', { name: p.name }),
              run: (p) => api.deleteParameter(user.id, p.userParametersId),
              notice: (p) => t('security.users.parameterRemoved', { name: p.name }),
              done: parameters.reload,
            }
          : undefined
      }
    >
      <FormDialog<ParameterValues>
        open={adding}
        title={t('security.users.addParameterTitle', { name: displayName(user) })}
        submitLabel={t('kit.create')}
        namespace="security"
        fields={[
          { name: 'name', label: label('name'), required: true, maxLength: securityLimits.name },
          { name: 'type', label: label('type'), kind: 'integer' },
          { name: 'value', label: label('value'), kind: 'textarea', maxLength: securityLimits.parameterValue },
        ]}
        initial={{ name: '', type: '0', value: '' }}
        onSubmit={async (v) => {
          await api.addParameter(user.id, {
            name: v.name.trim(),
            type: v.type ? Number(v.type) : 0,
            value: v.value || null,
          });
          notify('success', t('security.users.parameterAdded', { name: v.name.trim() }));
          parameters.reload();
        }}
        onClose={() => setAdding(false)}
      />
    </DetailTable>
  );
}
