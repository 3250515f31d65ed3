import { Badge, Caption1 } from '@fluentui/react-components';
import type { PortalRessource } from '../../../contract/auth.ts';
import { useT } from '../../platform/index.ts';
import { DetailPanel, Facts } from '../../shared/detail/index.ts';
import { registry } from './registry.ts';

/** A resource's facts; registry permissions say that their technical name is fixed. */
export function ResourceDetail({
  resource,
  typeLabel,
  onEdit,
  onDelete,
}: {
  resource: PortalRessource;
  typeLabel: (type: number) => string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const none = t('security.common.none');
  return (
    <DetailPanel title={resource.name} subtitle={resource.technicalName} onEdit={onEdit} onDelete={onDelete}>
      {registry.has(resource.id) ? (
        <div>
          <Badge appearance="tint" color="brand">
            {t('security.resources.registry')}
          </Badge>{' '}
          <Caption1>{t('security.resources.registryHint')}</Caption1>
        </div>
      ) : null}
      <Facts
        items={[
          [t('security.resources.fields.description'), resource.description ?? none],
          [t('security.resources.fields.type'), typeLabel(resource.type)],
          [t('security.resources.fields.group'), resource.ressourceGroup?.name ?? t('security.resources.groupNone')],
          [t('security.resources.fields.id'), <code key="id">{resource.id}</code>],
        ]}
      />
    </DetailPanel>
  );
}
