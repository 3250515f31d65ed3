import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { KpiEditHistoryResult } from '../../contract/kpi.ts';
import { useFormat, useT } from '../platform/index.ts';
import { formatKpi, kpiName } from './format.ts';
import type { Fields } from './merge.ts';
import { type Choice, type FieldKey, type FieldValue, type MergeField, mergeFields } from './merge.ts';
import { useCockpitStyles } from './styles.ts';

export interface Conflict {
  base: Fields;
  mine: Fields;
  theirs: Fields;
  version: number;
  changes: KpiEditHistoryResult[];
}

interface MergeDialogProps {
  conflict: Conflict;
  busy: boolean;
  onMerge: (fields: MergeField[], choices: Partial<Record<FieldKey, Choice>>) => void;
  onCancel: () => void;
}

/**
 * Someone saved the same period meanwhile: what they changed and what you changed, side by side.
 * Fields only one side changed are taken as they are; where both changed, you choose.
 */
export function MergeDialog({ conflict, busy, onMerge, onCancel }: MergeDialogProps) {
  const t = useT();
  const format = useFormat();
  const styles = useCockpitStyles();
  const fields = useMemo(() => mergeFields(conflict.base, conflict.mine, conflict.theirs), [conflict]);
  const [choices, setChoices] = useState<Partial<Record<FieldKey, Choice>>>({});
  const others = [...new Set(conflict.changes.map((c) => c.user))];
  const show = (key: FieldKey, value: FieldValue) =>
    key === 'comment' ? (value === null ? '–' : String(value)) : formatKpi(format, t, key, value as number | null);
  const name = (key: FieldKey) => (key === 'comment' ? t('production.edit.remark') : kpiName(t, key));

  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="merge-intro" className={styles.mergeSurface}>
        <DialogBody>
          <DialogTitle>{t('production.merge.title')}</DialogTitle>
          <DialogContent>
            <p id="merge-intro">
              {t('production.merge.intro', {
                users: format.list(others.length ? others : ['–']),
                version: conflict.version,
              })}
            </p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('production.merge.field')}</th>
                    <th scope="col">{t('production.merge.base')}</th>
                    <th scope="col">{t('production.merge.theirs')}</th>
                    <th scope="col">{t('production.merge.mine')}</th>
                    <th scope="col">{t('production.merge.take')}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((field) => (
                    <tr key={field.key} data-field={field.key} data-conflict={field.conflict}>
                      <th scope="row">{name(field.key)}</th>
                      <td>{show(field.key, field.base)}</td>
                      <td>{show(field.key, field.theirs)}</td>
                      <td>{show(field.key, field.mine)}</td>
                      <td>
                        {field.conflict ? (
                          <RadioGroup
                            layout="horizontal"
                            aria-label={t('production.merge.choose', { field: name(field.key) })}
                            value={choices[field.key] ?? 'mine'}
                            onChange={(_, data) => setChoices((c) => ({ ...c, [field.key]: data.value as Choice }))}
                          >
                            <Radio value="mine" label={t('production.merge.takeMine')} />
                            <Radio value="theirs" label={t('production.merge.takeTheirs')} />
                          </RadioGroup>
                        ) : (
                          t(field.mine !== field.base ? 'production.merge.takeMine' : 'production.merge.takeTheirs')
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => onMerge(fields, choices)}>
              {t('production.merge.save')}
            </Button>
            <Button disabled={busy} onClick={onCancel}>
              {t('production.merge.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
