import { Button, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, memo } from 'react';
import { useLocale, useT } from '../platform/index.ts';
import { formatInput, parseNumber } from '../shared/numbers.ts';
import { ResetIcon } from './icons.tsx';
import type { FormField, FormModel, RawValues } from './model.ts';
import { usePanelStyles } from './styles.ts';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
  },
  /** Selects with long option texts take the whole row. */
  wide: { gridColumn: '1 / -1' },
  unit: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  input: { width: '100%', minWidth: 0 },
  numberInput: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

interface FormProps {
  model: FormModel;
  values: RawValues;
  errors: Record<string, string>;
  onChange: (name: string, raw: string) => void;
  onReset: () => void;
}

/** The inputs, generated from the template: one fieldset per group, units after the number. */
export function CalculatorForm({ model, values, errors, onChange, onReset }: FormProps) {
  const t = useT();
  const panel = usePanelStyles();
  const styles = useStyles();
  return (
    <section className={panel.panel}>
      <div className={panel.header}>
        <Subtitle2 as="h2" className={panel.heading}>
          {t('calc.doc.inputs')}
        </Subtitle2>
        <Button appearance="subtle" size="small" icon={<ResetIcon />} onClick={onReset}>
          {t('calc.ui.reset')}
        </Button>
      </div>
      <form className={panel.stack} noValidate onSubmit={(event) => event.preventDefault()}>
        {model.groups.map((group) => (
          <fieldset key={group.id} className={styles.fieldset}>
            <legend className={styles.legend}>{t(`calc.ui.groups.${group.id}`)}</legend>
            <div className={styles.grid}>
              {group.fields.map((field) => (
                <FieldControl
                  key={field.name}
                  field={field}
                  raw={values[field.name] ?? ''}
                  error={errors[field.name]}
                  onChange={onChange}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </form>
    </section>
  );
}

interface FieldProps {
  field: FormField;
  raw: string;
  error: string | undefined;
  onChange: (name: string, raw: string) => void;
}

const FieldControl = memo(function FieldControl({ field, raw, error, onChange }: FieldProps) {
  const styles = useStyles();
  const panel = usePanelStyles();
  const locale = useLocale();
  const wide = (field.options ?? []).some((option) => option.label.length > 24);
  // The unit is part of the accessible name; on screen it sits after the number.
  const label = field.unit ? (
    <>
      {field.label}
      <span className={panel.hidden}> ({field.unit})</span>
    </>
  ) : (
    field.label
  );

  /** Arrow keys step by the template's step, within its bounds. */
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || !field.step) return;
    const value = parseNumber(raw, locale);
    if (value === null || Number.isNaN(value)) return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    let next = Math.round((value + direction * field.step) / field.step) * field.step;
    next = Math.min(field.max ?? next, Math.max(field.min ?? next, next));
    onChange(field.name, formatInput(Number.parseFloat(next.toPrecision(12)), locale));
  };

  return (
    <Field
      className={wide ? styles.wide : undefined}
      label={label}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      {field.options ? (
        <Select className={styles.input} value={raw} onChange={(_, data) => onChange(field.name, data.value)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          className={styles.input}
          input={{ className: styles.numberInput }}
          name={field.name}
          value={raw}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onKeyDown={step}
          onChange={(_, data) => onChange(field.name, data.value)}
          contentAfter={
            field.unit ? (
              <span className={styles.unit} aria-hidden="true">
                {field.unit}
              </span>
            ) : undefined
          }
        />
      )}
    </Field>
  );
});
