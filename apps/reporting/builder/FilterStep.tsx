import { Button, Combobox, Field, Input, Option, Select } from '@fluentui/react-components';
import type { ReportColumnMeta, ReportSourceMeta } from '../../../contract/reporting.ts';
import { useLocale, useT } from '../../platform/index.ts';
import { AddIcon } from '../../shared/icons.tsx';
import { textIn } from '../labels.ts';
import { comparerArity, type NotebookFilter } from '../notebook.ts';
import { RemoveButton, Step, useStepStyles } from './StepRow.tsx';

interface Props {
  source: ReportSourceMeta;
  filters: NotebookFilter[];
  onChange(filters: NotebookFilter[]): void;
  /** Server messages per filter row (index) and for the step. */
  errors: Record<string, string>;
}

const split = (value: string) => value.split(/\s*;\s*/).filter(Boolean);

/** The notebook's filter step: column, comparer and value(s) per row, all ANDed. */
export function FilterStep({ source, filters, onChange, errors }: Props) {
  const t = useT();
  const locale = useLocale();
  const styles = useStepStyles();
  const filterable = source.columns.filter((c) => c.filterable);
  const byId = new Map(source.columns.map((c) => [c.id, c]));
  const update = (index: number, patch: Partial<NotebookFilter>) =>
    onChange(filters.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const add = () => {
    const column = filterable[0];
    if (column)
      onChange([...filters, { column: column.id, comparer: column.comparers[0] ?? 'eq', value: '', value2: '' }]);
  };

  return (
    <Step title={t('reporting.builder.filterStep')} error={errors.step}>
      {filters.length === 0 && <span>{t('reporting.builder.noFilters')}</span>}
      {filters.map((filter, index) => {
        const column = byId.get(filter.column);
        const arity = comparerArity(filter.comparer);
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
          <div key={index}>
            <div className={styles.row}>
              <Field className={styles.control} label={t('reporting.builder.filterColumn', { n })}>
                <Select
                  value={filter.column}
                  onChange={(_, d) => {
                    const next = byId.get(d.value);
                    update(index, {
                      column: d.value,
                      comparer: next?.comparers.includes(filter.comparer as never)
                        ? filter.comparer
                        : (next?.comparers[0] ?? 'eq'),
                      value: '',
                      value2: '',
                    });
                  }}
                >
                  {filterable.map((c) => (
                    <option key={c.id} value={c.id}>
                      {textIn(c.label, locale)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field className={styles.control} label={t('reporting.builder.comparer', { n })}>
                <Select value={filter.comparer} onChange={(_, d) => update(index, { comparer: d.value })}>
                  {(column?.comparers ?? []).map((c) => (
                    <option key={c} value={c}>
                      {t(`reporting.comparer.${c}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              {arity !== 0 && column && (
                <ValueControl
                  column={column}
                  list={arity === 'list'}
                  label={t(arity === 2 ? 'reporting.builder.from' : 'reporting.builder.value', { n })}
                  value={filter.value}
                  onChange={(value) => update(index, { value })}
                />
              )}
              {arity === 2 && column && (
                <ValueControl
                  column={column}
                  list={false}
                  label={t('reporting.builder.to', { n })}
                  value={filter.value2}
                  onChange={(value2) => update(index, { value2 })}
                />
              )}
              <RemoveButton
                label={t('reporting.builder.removeFilter', { n })}
                onClick={() => onChange(filters.filter((_, i) => i !== index))}
              />
            </div>
            {errors[index] && (
              <p className={styles.error} role="alert">
                {errors[index]}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Button icon={<AddIcon />} onClick={add} disabled={filterable.length === 0}>
          {t('reporting.builder.addFilter')}
        </Button>
      </div>
    </Step>
  );
}

function ValueControl(props: {
  column: ReportColumnMeta;
  list: boolean;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { column, list, label, value, onChange } = props;
  const locale = useLocale();
  const t = useT();
  const styles = useStepStyles();
  if (column.values?.length) {
    const options = column.values.map((v) => ({ code: v.code, text: `${v.code} – ${textIn(v.label, locale)}` }));
    if (list) {
      const selected = split(value);
      return (
        <Field className={styles.wide} label={label}>
          <Combobox
            multiselect
            selectedOptions={selected}
            value={selected.join(', ')}
            placeholder={t('reporting.builder.pickValues')}
            onOptionSelect={(_, d) => onChange(d.selectedOptions.join('; '))}
          >
            {options.map((o) => (
              <Option key={o.code} value={o.code} text={o.text}>
                {o.text}
              </Option>
            ))}
          </Combobox>
        </Field>
      );
    }
    return (
      <Field className={styles.control} label={label}>
        <Select value={value} onChange={(_, d) => onChange(d.value)}>
          <option value="">{t('reporting.builder.pickValue')}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.text}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  const type = column.type === 'date' && !list ? 'date' : 'text';
  return (
    <Field
      className={list ? styles.wide : styles.control}
      label={label}
      hint={list ? t('reporting.builder.listHint') : undefined}
    >
      <Input type={type} value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}
