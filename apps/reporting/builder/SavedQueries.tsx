import type { PortalReportingQuery } from '../../../contract/reporting.ts';
import { type Loaded, useFormat, useT } from '../../platform/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { userName } from '../labels.ts';

interface Props {
  queries: Loaded<PortalReportingQuery[]>;
  selectedId: string | null;
  onOpen(query: PortalReportingQuery): void;
  onRename(query: PortalReportingQuery): void;
  onShare?: (query: PortalReportingQuery) => void;
  onDelete(query: PortalReportingQuery): void;
}

/** The caller's own queries and those shared with the caller; owners rename, share and delete. */
export function SavedQueries({ queries, selectedId, onOpen, onRename, onShare, onDelete }: Props) {
  const t = useT();
  const format = useFormat();
  const owner = (q: PortalReportingQuery) => q.isOwner;
  return (
    <EntityTable<PortalReportingQuery>
      label={t('reporting.saved.title')}
      items={queries.data}
      loading={queries.loading}
      error={queries.error}
      onRetry={queries.reload}
      getId={(q) => q.reportingQueryId}
      getName={(q) => q.name}
      onSelect={onOpen}
      selectedId={selectedId}
      searchText={(q) => q.name}
      empty={t('reporting.saved.empty')}
      namespace="reporting"
      maxHeight="16rem"
      columns={[
        { id: 'name', label: t('reporting.saved.name'), render: (q) => q.name, sortValue: (q) => q.name },
        {
          id: 'owner',
          label: t('reporting.saved.owner'),
          render: (q) =>
            q.isOwner ? t('reporting.saved.mine') : t('reporting.saved.sharedBy', { name: userName(q.creator) }),
        },
        {
          id: 'updated',
          label: t('reporting.saved.updated'),
          render: (q) => format.date(q.updatedAt),
          sortValue: (q) => q.updatedAt,
          secondary: true,
        },
      ]}
      actionsDisplay="menu"
      actions={[
        {
          label: t('reporting.saved.rename'),
          ariaLabel: (q) => t('reporting.saved.renameNamed', { name: q.name }),
          onClick: onRename,
          visible: owner,
        },
        ...(onShare
          ? [
              {
                label: t('reporting.saved.share'),
                ariaLabel: (q: PortalReportingQuery) => t('reporting.saved.shareNamed', { name: q.name }),
                onClick: onShare,
                visible: owner,
              },
            ]
          : []),
        {
          label: t('reporting.saved.delete'),
          ariaLabel: (q) => t('reporting.saved.deleteNamed', { name: q.name }),
          onClick: onDelete,
          visible: owner,
        },
      ]}
    />
  );
}
