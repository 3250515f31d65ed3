import { Button, Field, Input, Select } from '@fluentui/react-components';
import {
  type ReportCurrency,
  type ReportSourceMeta,
  reportCurrencies,
  reportMaxRows,
} from '../../../contract/reporting.ts';
import { useLocale, useT } from '../../platform/index.ts';
import { AddIcon } from '../../shared/icons.tsx';
import { textIn } from '../labels.ts';
import { baseNames, computedName, emptyNotebook, type Notebook, outputNames } from '../notebook.ts';
import { ComputedStep } from './ComputedStep.tsx';
import { FilterStep } from './FilterStep.tsx';
import { RemoveButton, Step, useStepStyles } from './StepRow.tsx';
import { SummarizeStep } from './SummarizeStep.tsx';
import type { StepErrors } from './step-errors.ts';

interface Props {
  sources: ReportSourceMeta[];
  source: ReportSourceMeta;
  notebook: Notebook;
  onChange(notebook: Notebook): void;
  errors: StepErrors;
}

/** The query builder as notebook steps: data, filter, summarize, group (or columns), sort, limit. */
export function NotebookEditor({ sources, source, notebook, onChange, errors }: Props) {
  const t = useT();
  const locale = useLocale();
  const styles = useStepStyles();
  const patch = (p: Partial<Notebook>) => {
    const patched = { ...notebook, ...p };
    // Computed measures and sorting name output columns: drop what names a column that left.
    const base = new Set(baseNames(patched));
    const next = { ...patched, computed: patched.computed.filter((c) => base.has(c.left) && base.has(c.right)) };
    const names = new Set(outputNames(next));
    onChange({ ...next, sort: next.sort.filter((s) => names.has(s.name)) });
  };
  const outputs = outputNames(notebook);
  const outputLabel = (name: string) => {
    const computed = notebook.computed.findIndex((_, i) => computedName(i) === name);
    if (computed >= 0) {
      return notebook.computed[computed]!.label.trim() || t('reporting.builder.computedName', { n: computed + 1 });
    }
    const metric = notebook.metrics.find((m) => `${m.column}_${m.aggregate}` === name);
    const column = source.columns.find((c) => c.id === (metric?.column ?? name));
    const text = column ? textIn(column.label, locale) : name;
    return metric ? `${t(`analytics.aggregate.${metric.aggregate}`)}: ${text}` : text;
  };

  const numeric = (name: string) => {
    const metric = notebook.metrics.find((m) => `${m.column}_${m.aggregate}` === name);
    const column = source.columns.find((c) => c.id === (metric?.column ?? name));
    if (metric) return metric.aggregate === 'count' || column?.type !== 'date';
    return column?.type === 'integer' || column?.type === 'number' || column?.type === 'money';
  };
  const operands = baseNames(notebook)
    .filter(numeric)
    .map((name) => ({ name, label: outputLabel(name) }));

  return (
    <>
      <Step title={t('reporting.builder.dataStep')} error={errors.data}>
        <div className={styles.row}>
          <Field className={styles.wide} label={t('reporting.builder.source')}>
            <Select
              value={notebook.source}
              onChange={(_, d) => {
                const next = sources.find((s) => s.id === d.value);
                if (next) onChange(emptyNotebook(next));
              }}
            >
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {textIn(s.label, locale)}
                </option>
              ))}
            </Select>
          </Field>
          <Field className={styles.control} label={t('reporting.builder.currency')}>
            <Select value={notebook.currency} onChange={(_, d) => patch({ currency: d.value as ReportCurrency })}>
              {reportCurrencies.map((c) => (
                <option key={c} value={c}>
                  {`${c} – ${t(`analytics.currency.${c}`)}`}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <span>{textIn(source.description, locale)}</span>
      </Step>
      <FilterStep
        source={source}
        filter={notebook.filter}
        onChange={(filter) => patch({ filter })}
        errors={errors.filters}
      />
      <SummarizeStep source={source} notebook={notebook} onChange={patch} errors={errors} />
      <ComputedStep
        computed={notebook.computed}
        operands={operands}
        onChange={(computed) => patch({ computed })}
        error={errors.computed}
      />
      <Step title={t('reporting.builder.sortStep')} error={errors.sort}>
        {notebook.sort.map((s, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
            <div key={index} className={styles.row}>
              <Field className={styles.wide} label={t('reporting.builder.sortColumn', { n })}>
                <Select
                  value={s.name}
                  onChange={(_, d) =>
                    patch({ sort: notebook.sort.map((x, i) => (i === index ? { ...x, name: d.value } : x)) })
                  }
                >
                  {outputs.map((name) => (
                    <option key={name} value={name}>
                      {outputLabel(name)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field className={styles.control} label={t('reporting.builder.direction', { n })}>
                <Select
                  value={s.ascending ? 'asc' : 'desc'}
                  onChange={(_, d) =>
                    patch({
                      sort: notebook.sort.map((x, i) => (i === index ? { ...x, ascending: d.value === 'asc' } : x)),
                    })
                  }
                >
                  <option value="asc">{t('reporting.builder.ascending')}</option>
                  <option value="desc">{t('reporting.builder.descending')}</option>
                </Select>
              </Field>
              <RemoveButton
                label={t('reporting.builder.removeSort', { n })}
                onClick={() => patch({ sort: notebook.sort.filter((_, i) => i !== index) })}
              />
            </div>
          );
        })}
        <div className={styles.row}>
          <Button
            icon={<AddIcon />}
            disabled={outputs.length === 0}
            onClick={() => {
              const name = outputs.find((o) => !notebook.sort.some((s) => s.name === o)) ?? outputs[0]!;
              patch({ sort: [...notebook.sort, { name, ascending: false }] });
            }}
          >
            {t('reporting.builder.addSort')}
          </Button>
          <Field className={styles.control} label={t('reporting.builder.limit')} validationMessage={errors.limit}>
            <Input
              type="number"
              min={1}
              max={reportMaxRows}
              value={String(notebook.limit)}
              onChange={(_, d) =>
                patch({ limit: Math.max(1, Math.min(reportMaxRows, Math.trunc(Number(d.value) || 1))) })
              }
            />
          </Field>
        </div>
      </Step>
    </>
  );
}
