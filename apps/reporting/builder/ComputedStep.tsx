import { Button, Field, Input, Select } from '@fluentui/react-components';
import { type ReportOperator, reportOperators } from '../../../contract/reporting.ts';
import { useT } from '../../platform/index.ts';
import { AddIcon } from '../../shared/icons.tsx';
import type { NotebookComputed } from '../notebook.ts';
import { RemoveButton, Step, useStepStyles } from './StepRow.tsx';

interface Props {
  computed: NotebookComputed[];
  /** The numeric output columns a measure may use, with their headings. */
  operands: { name: string; label: string }[];
  onChange(computed: NotebookComputed[]): void;
  error: string | undefined;
}

/** Computed measures ("Marge %" = margin ÷ revenue × 100) over the report's numeric columns. */
export function ComputedStep({ computed, operands, onChange, error }: Props) {
  const t = useT();
  const styles = useStepStyles();
  const update = (index: number, patch: Partial<NotebookComputed>) =>
    onChange(computed.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const operandSelect = (index: number, side: 'left' | 'right', n: number) => (
    <Field className={styles.control} label={t(`reporting.builder.${side}Operand`, { n })}>
      <Select value={computed[index]![side]} onChange={(_, d) => update(index, { [side]: d.value })}>
        {operands.map((o) => (
          <option key={o.name} value={o.name}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <Step title={t('reporting.builder.computedStep')} error={error}>
      {computed.map((c, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
          <div key={index} className={styles.row}>
            <Field className={styles.control} label={t('reporting.builder.computedLabel', { n })}>
              <Input value={c.label} maxLength={100} onChange={(_, d) => update(index, { label: d.value })} />
            </Field>
            {operandSelect(index, 'left', n)}
            <Field className={styles.control} label={t('reporting.builder.operator', { n })}>
              <Select value={c.operator} onChange={(_, d) => update(index, { operator: d.value as ReportOperator })}>
                {reportOperators.map((o) => (
                  <option key={o} value={o}>
                    {t(`reporting.operator.${o}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {operandSelect(index, 'right', n)}
            <RemoveButton
              label={t('reporting.builder.removeComputed', { n })}
              onClick={() => onChange(computed.filter((_, i) => i !== index))}
            />
          </div>
        );
      })}
      <div>
        <Button
          icon={<AddIcon />}
          disabled={operands.length === 0}
          onClick={() =>
            onChange([
              ...computed,
              {
                label: '',
                operator: 'percent',
                left: operands[1]?.name ?? operands[0]!.name,
                right: operands[0]!.name,
              },
            ])
          }
        >
          {t('reporting.builder.addComputed')}
        </Button>
      </div>
    </Step>
  );
}
