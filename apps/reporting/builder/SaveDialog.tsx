import type { PortalReportingQuery } from '../../../contract/reporting.ts';
import { useT } from '../../platform/index.ts';
import { FormDialog } from '../../shared/form-dialog/index.ts';

export type SaveMode = { kind: 'create' } | { kind: 'rename'; query: PortalReportingQuery };

type Values = { name: string; description: string };

/** Save the notebook as a new query, or rename a saved one (name 1–200 characters). */
export function SaveDialog({
  mode,
  onClose,
  onSubmit,
}: {
  mode: SaveMode | null;
  onClose(): void;
  onSubmit(values: Values): Promise<void>;
}) {
  const t = useT();
  const query = mode?.kind === 'rename' ? mode.query : null;
  return (
    <FormDialog<Values>
      open={mode !== null}
      title={query ? t('reporting.saved.renameTitle', { name: query.name }) : t('reporting.saved.saveTitle')}
      namespace="reporting"
      fields={[
        { name: 'name', label: t('reporting.saved.name'), required: true, maxLength: 200 },
        { name: 'description', label: t('reporting.saved.description'), kind: 'textarea', maxLength: 2000 },
      ]}
      initial={{ name: query?.name ?? '', description: query?.description ?? '' }}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
