import type { PortalRessource } from '../../../contract/auth.ts';
import type { ResourceBody } from '../../../contract/security.ts';
import { securityLimits } from '../../../contract/security-rules.ts';
import { useT } from '../../platform/index.ts';
import type { FormField } from '../../shared/forms/index.ts';
import { CrudTab } from '../CrudTab.tsx';
import { useSecurity } from '../context.ts';
import { namedColumns, namedFields } from '../named-fields.ts';
import { ResourceDetail } from './ResourceDetail.tsx';
import { registry } from './registry.ts';

type ResourceValues = Record<'name' | 'technicalName' | 'description' | 'type' | 'group', string>;
type Group = NonNullable<PortalRessource['ressourceGroup']>;

/** The groups resources belong to (there is no list of groups of its own). */
function groupsOf(resources: readonly PortalRessource[]): Group[] {
  const byId = new Map<string, Group>();
  for (const r of resources) if (r.ressourceGroup) byId.set(r.ressourceGroup.id, r.ressourceGroup);
  return [...byId.values()];
}

/** Resources: the UI and API permissions roles grant, with their groups. */
export function ResourcesTab() {
  const t = useT();
  const { api, rights } = useSecurity();
  const label = (name: string) => t(`security.resources.fields.${name}`);
  const typeLabel = (type: number) => (type === 1 || type === 2 ? t(`security.resources.types.${type}`) : String(type));
  const fields = (editing: PortalRessource | null, list: readonly PortalRessource[]): FormField<ResourceValues>[] => {
    const fixed = editing !== null && registry.has(editing.id);
    return [
      ...namedFields<ResourceValues>(label, t('security.validation.technicalName'), {
        disabled: fixed,
        hint: fixed ? t('security.resources.registryHint') : undefined,
      }),
      { name: 'description', label: label('description'), kind: 'textarea', maxLength: securityLimits.description },
      {
        name: 'type',
        label: label('type'),
        kind: 'select',
        disabled: fixed,
        options: [
          { value: '1', label: typeLabel(1) },
          { value: '2', label: typeLabel(2) },
        ],
      },
      {
        name: 'group',
        label: label('group'),
        kind: 'select',
        options: [
          { value: '', label: t('security.resources.groupNone') },
          ...groupsOf(list).map((g) => ({ value: g.id, label: g.name })),
        ],
      },
    ];
  };

  return (
    <CrudTab<PortalRessource, ResourceValues, ResourceBody>
      entity="resources"
      load={(signal) => api.resources(signal)}
      deps={[api]}
      getId={(r) => r.id}
      create={(body) => api.createResource(body)}
      update={(resource, body) => api.updateResource(resource.id, body)}
      remove={(resource) => api.deleteResource(resource.id)}
      getName={(r) => r.name}
      bodyName={(b) => b.name}
      searchText={(r) => `${r.name} ${r.technicalName} ${r.ressourceGroup?.name ?? ''}`}
      columns={[
        ...namedColumns<PortalRessource>(label),
        {
          id: 'type',
          label: label('type'),
          render: (r) => typeLabel(r.type),
          sortValue: (r) => r.type,
          secondary: true,
        },
      ]}
      fields={fields}
      toValues={(r, list) => ({
        name: r?.name ?? '',
        technicalName: r?.technicalName ?? '',
        description: r?.description ?? '',
        type: String(r?.type ?? 1),
        group: r ? (r.ressourceGroup?.id ?? '') : (groupsOf(list)[0]?.id ?? ''),
      })}
      toBody={(v) => ({
        name: v.name.trim(),
        technicalName: v.technicalName.trim(),
        description: v.description.trim() || null,
        type: Number(v.type || 1),
        ressourceGroupId: v.group || null,
      })}
      canCreate={rights.roleManage}
      canManage={rights.roleManage}
      canDelete={(r) => !registry.has(r.id)}
      detail={(resource, actions) => <ResourceDetail resource={resource} typeLabel={typeLabel} {...actions} />}
    />
  );
}
