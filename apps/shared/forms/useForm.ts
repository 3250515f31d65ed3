/**
 * The state of a form that saves to the server: values, the checks before sending (again on
 * every change once the user tried to send), the server's refusal at the fields it names, one
 * message for the rest, focus on the first wrong field. FormDialog and every hand-laid-out form
 * (e.g. the CRM registration) use it, so all forms behave alike.
 *
 *   const form = useForm({ initial, fields, onSubmit: (values) => api.save(toBody(values)) });
 *   <form onSubmit={form.submit} noValidate>{fields.map((f) => <FieldControl key={f.name} form={form} field={f} />)}</form>
 */
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { isExpectedError, useFailIsland, useT } from '../../platform/index.ts';
import { errorText } from '../errors/error-text.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import type { FormField, FormValues } from './types.ts';
import { validateFields } from './validate.ts';

export interface UseFormOptions<V extends FormValues> {
  initial: V;
  fields: readonly FormField<V>[];
  /** Sends the values; a RestError naming a field of the form shows at that field. */
  onSubmit: (values: V) => Promise<void>;
  /**
   * Rules beyond single fields, field → message. A message for a name that is no field of the
   * form shows above the form (e.g. "your account cannot be registered").
   */
  validate?: (values: V) => Record<string, string>;
  /** The app's namespace for its own rule and error texts. */
  namespace?: string;
}

export interface FormState<V extends FormValues> {
  values: V;
  errors: Record<string, string>;
  /** A message for the whole form (the server refused something no field shows), else null. */
  failure: string | null;
  saving: boolean;
  set: <K extends Extract<keyof V, string>>(name: K, value: V[K]) => void;
  submit: (event?: FormEvent) => Promise<void>;
  /** `ref` for a field's control, so the first wrong field gets the focus. */
  register: (name: string) => (element: HTMLElement | null) => void;
  fields: readonly FormField<V>[];
}

export function useForm<V extends FormValues>(options: UseFormOptions<V>): FormState<V> {
  const { fields, onSubmit, validate, namespace } = options;
  const t = useT();
  const fail = useFailIsland();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const attempted = useRef(false);
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const names = fields.map((f) => f.name as string);

  const check = (next: V) => {
    const all = { ...validateFields(fields, next, t, namespace), ...validate?.(next) };
    const shown = Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
    const hidden = Object.entries(all).find(([name]) => !names.includes(name))?.[1] ?? null;
    return { shown, hidden };
  };

  const focusFirst = (found: Record<string, string>) => {
    const first = names.find((name) => found[name]);
    if (first) inputs.current.get(first)?.focus();
  };

  const set: FormState<V>['set'] = (name, value) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted.current) setErrors(check(next).shown);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    attempted.current = true;
    setFailure(null);
    const { shown, hidden } = check(values);
    setErrors(shown);
    if (Object.keys(shown).length) return focusFirst(shown);
    if (hidden) return setFailure(hidden);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isExpectedError(error)) return fail(error);
      const server = fieldErrors(error, t, { fields: names, namespace });
      if (server) {
        setErrors(server.fields);
        focusFirst(server.fields);
        setFailure(server.rest);
      } else {
        setFailure(errorText(error, t, namespace));
      }
    } finally {
      setSaving(false);
    }
  };

  const register = useCallback(
    (name: string) => (element: HTMLElement | null) => {
      inputs.current.set(name, element);
    },
    [],
  );

  return { values, errors, failure, saving, set, submit, register, fields };
}
