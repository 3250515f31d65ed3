import { Checkbox, Field, Input, type InputProps, Select, Textarea } from '@fluentui/react-components';
import type { FormField, FormValues } from './types.ts';
import type { FormState } from './useForm.ts';

const inputTypes: Partial<Record<NonNullable<FormField['kind']>, InputProps['type']>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  date: 'date',
};

/**
 * One declared field bound to a form (useForm): the Fluent Field with its label, hint and the
 * message of the check or of the server, and the control its kind asks for.
 */
export function FieldControl<V extends FormValues>({
  form,
  field,
  className,
}: {
  form: FormState<V>;
  field: FormField<V>;
  className?: string;
}) {
  const { name } = field;
  const message = form.errors[name];
  const value = form.values[name];
  const disabled = field.disabled || form.saving;
  const ref = form.register(name);
  const set = (next: string | boolean) => form.set(name, next as V[typeof name]);
  if (field.kind === 'custom') return null;

  if (field.kind === 'checkbox') {
    return (
      <Field className={className} validationState={message ? 'error' : 'none'} validationMessage={message}>
        <Checkbox
          ref={ref as (el: HTMLInputElement | null) => void}
          name={name}
          label={field.label}
          checked={value === true}
          disabled={disabled}
          onChange={(_, d) => set(d.checked === true)}
        />
      </Field>
    );
  }

  const text = typeof value === 'string' ? value : '';
  let control: React.ReactNode;
  if (field.kind === 'textarea') {
    control = (
      <Textarea
        ref={ref as (el: HTMLTextAreaElement | null) => void}
        name={name}
        value={text}
        disabled={disabled}
        resize="vertical"
        onChange={(_, d) => set(d.value)}
      />
    );
  } else if (field.kind === 'select') {
    control = (
      <Select
        ref={ref as (el: HTMLSelectElement | null) => void}
        name={name}
        value={text}
        disabled={disabled}
        autoComplete={field.autoComplete ?? 'off'}
        onChange={(_, d) => set(d.value)}
      >
        {field.choose !== undefined ? <option value="">{field.choose}</option> : null}
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  } else {
    control = (
      <Input
        ref={ref as (el: HTMLInputElement | null) => void}
        name={name}
        type={inputTypes[field.kind ?? 'text'] ?? 'text'}
        inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
        value={text}
        disabled={disabled}
        autoComplete={field.autoComplete ?? 'off'}
        onChange={(_, d) => set(d.value)}
      />
    );
  }
  return (
    <Field
      className={className}
      label={field.label}
      required={field.required}
      hint={field.hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      {control}
    </Field>
  );
}
