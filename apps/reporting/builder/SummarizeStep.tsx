import { Button, Checkbox, Field, Select } from '@fluentui/react-components';
import type { ReportAggregate, ReportSourceMeta } from '../../../contract/reporting.ts';
import { useLocale, useT } from '../../platform/index.ts';
import { AddIcon } from '../../shared/icons.tsx';
import { textIn } from '../labels.ts';
import type { Notebook } from '../notebook.ts';
import { RemoveButton, Step, useStepStyles } from './StepRow.tsx';
import type { StepErrors } from './step-errors.ts';

interface Props {
  source: ReportSourceMeta;
  notebook: Notebook;
  onChange(patch: Partial<Notebook>): void;
  errors: StepErrors;
}

/** Summarize (metrics by groups) — or, with neither, the columns of a plain listing. */
export function SummarizeStep({ source, notebook, onChange, errors }: Props) {
  const t = useT();
  const locale = useLocale();
  const styles = useStepStyles();
  const aggregatable = source.columns.filter((c) => c.aggregates.length > 0);
  const groupable = source.columns.filter((c) => c.groupable);
  const label = (id: string) =>
    textIn(source.columns.find((c) => c.id === id)?.label ?? { de: id, en: id, cs: id, fr: id, it: id }, locale);
  const { metrics, groups } = notebook;

  return (
    <>
      <Step title={t('reporting.builder.summarizeStep')} error={errors.metrics}>
        {metrics.map((metric, index) => {
          const column = source.columns.find((c) => c.id === metric.column);
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
            <div key={index} className={styles.row}>
              <Field className={styles.control} label={t('reporting.builder.aggregate', { n })}>
                <Select
                  value={metric.aggregate}
                  onChange={(_, d) =>
                    onChange({
                      metrics: metrics.map((m, i) =>
                        i === index ? { ...m, aggregate: d.value as ReportAggregate } : m,
                      ),
                    })
                  }
                >
                  {(column?.aggregates ?? []).map((a) => (
                    <option key={a} value={a}>
                      {t(`analytics.aggregate.${a}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field className={styles.control} label={t('reporting.builder.metricColumn', { n })}>
                <Select
                  value={metric.column}
                  onChange={(_, d) => {
                    const next = source.columns.find((c) => c.id === d.value);
                    const aggregate = next?.aggregates.includes(metric.aggregate)
                      ? metric.aggregate
                      : (next?.aggregates[0] ?? 'sum');
                    onChange({ metrics: metrics.map((m, i) => (i === index ? { column: d.value, aggregate } : m)) });
                  }}
                >
                  {aggregatable.map((c) => (
                    <option key={c.id} value={c.id}>
                      {textIn(c.label, locale)}
                    </option>
                  ))}
                </Select>
              </Field>
              <RemoveButton
                label={t('reporting.builder.removeMetric', { n })}
                onClick={() => onChange({ metrics: metrics.filter((_, i) => i !== index) })}
              />
            </div>
          );
        })}
        <div>
          <Button
            icon={<AddIcon />}
            disabled={aggregatable.length === 0}
            onClick={() => {
              const column = aggregatable.find((c) => c.money) ?? aggregatable[0]!;
              onChange({ metrics: [...metrics, { column: column.id, aggregate: column.aggregates[0]! }] });
            }}
          >
            {t('reporting.builder.addMetric')}
          </Button>
        </div>
      </Step>
      <Step title={t('reporting.builder.groupStep')} error={errors.groups}>
        {groups.map((group, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
            <div key={index} className={styles.row}>
              <Field className={styles.control} label={t('reporting.builder.groupColumn', { n })}>
                <Select
                  value={group}
                  onChange={(_, d) => onChange({ groups: groups.map((g, i) => (i === index ? d.value : g)) })}
                >
                  {groupable.map((c) => (
                    <option key={c.id} value={c.id}>
                      {label(c.id)}
                    </option>
                  ))}
                </Select>
              </Field>
              <RemoveButton
                label={t('reporting.builder.removeGroup', { n })}
                onClick={() => onChange({ groups: groups.filter((_, i) => i !== index) })}
              />
            </div>
          );
        })}
        <div>
          <Button
            icon={<AddIcon />}
            disabled={groupable.length === 0}
            onClick={() => {
              const next = groupable.find((c) => !groups.includes(c.id)) ?? groupable[0]!;
              onChange({ groups: [...groups, next.id] });
            }}
          >
            {t('reporting.builder.addGroup')}
          </Button>
        </div>
      </Step>
      {metrics.length === 0 && groups.length === 0 && (
        <Step title={t('reporting.builder.columnsStep')} error={errors.columns}>
          <div className={styles.checks}>
            {source.columns.map((c) => (
              <Checkbox
                key={c.id}
                label={textIn(c.label, locale)}
                checked={notebook.columns.includes(c.id)}
                onChange={(_, d) =>
                  onChange({
                    columns: d.checked
                      ? source.columns.map((x) => x.id).filter((id) => id === c.id || notebook.columns.includes(id))
                      : notebook.columns.filter((id) => id !== c.id),
                  })
                }
              />
            ))}
          </div>
        </Step>
      )}
    </>
  );
}
