import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';

/**
 * Form fields of the building calculator and the designers: a number typed as text (so "2,5"
 * and a half-typed value survive) with its unit after the number and in the accessible name,
 * and a select. The message under a field comes from the caller (client bounds or the server).
 */

const useStyles = makeStyles({
  input: { width: '100%', minWidth: 0 },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  unit: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export function NumberField(props: {
  label: string;
  unit?: string;
  value: string;
  onChange: (raw: string) => void;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  size?: 'small' | 'medium';
}) {
  const styles = useStyles();
  const label = props.unit ? (
    <>
      {props.label}
      <span className={styles.hidden}> ({props.unit})</span>
    </>
  ) : (
    props.label
  );
  return (
    <Field
      className={props.className}
      size={props.size}
      label={label}
      hint={props.hint}
      validationState={props.error ? 'error' : 'none'}
      validationMessage={props.error ?? undefined}
    >
      <Input
        className={styles.input}
        input={{ className: styles.number }}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        onChange={(_, data) => props.onChange(data.value)}
        contentAfter={
          props.unit ? (
            <span className={styles.unit} aria-hidden="true">
              {props.unit}
            </span>
          ) : undefined
        }
      />
    </Field>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  className?: string;
  size?: 'small' | 'medium';
}) {
  const styles = useStyles();
  return (
    <Field
      className={props.className}
      size={props.size}
      label={props.label}
      validationState={props.error ? 'error' : 'none'}
      validationMessage={props.error ?? undefined}
    >
      <Input className={styles.input} value={props.value} onChange={(_, data) => props.onChange(data.value)} />
    </Field>
  );
}

export function SelectField<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | null;
  hint?: string;
  className?: string;
  size?: 'small' | 'medium';
}) {
  const styles = useStyles();
  return (
    <Field
      className={props.className}
      size={props.size}
      label={props.label}
      hint={props.hint}
      validationState={props.error ? 'error' : 'none'}
      validationMessage={props.error ?? undefined}
    >
      <Select className={styles.input} value={props.value} onChange={(_, data) => props.onChange(data.value as V)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
