import { useFormat, useNotify, useT } from '../../platform/index.ts';
import { FormDialog } from '../../shared/form-dialog/index.ts';
import { useCanteen } from '../context.ts';
import { addDays } from '../week.ts';

/** Copies every plan of the shown week into the week of another day; the server refuses days that have a plan. */
export function CopyWeekDialog({
  fromMonday,
  onCopied,
  onClose,
}: {
  fromMonday: string;
  onCopied: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const notify = useNotify();
  const { api, canteen } = useCanteen();
  return (
    <FormDialog<{ toDate: string }>
      open
      title={t('canteen.ui.copyWeek')}
      submitLabel={t('canteen.ui.copy')}
      namespace="canteen"
      intro={t('canteen.ui.copyWeekFrom', { day: format.weekdayDate(fromMonday) })}
      fields={[{ name: 'toDate', label: t('canteen.ui.copyWeekTo'), kind: 'date', required: true }]}
      initial={{ toDate: addDays(fromMonday, 7) }}
      onSubmit={async ({ toDate }) => {
        await api.copyWeek(canteen.id, fromMonday, toDate);
        notify('success', t('canteen.ui.weekCopied'));
        onCopied();
      }}
      onClose={onClose}
    />
  );
}
