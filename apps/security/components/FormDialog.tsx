import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFailIsland, useT } from '../../platform/index.ts';
import { errorMessage, fieldErrorsOf, type Translate } from '../errors.ts';
import { isExpectedError } from '../use-load.ts';

export interface FormField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'number' | 'email';
  required?: boolean;
  maxLength?: number;
  pattern?: { regex: RegExp; message: string };
  options?: { value: string; label: string }[];
  hint?: string;
  disabled?: boolean;
}

export type FormValues = Record<string, string>;

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  fields: FormField[];
  initial: FormValues;
  /** Saves; a RestError naming a field of the form shows at that field. */
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  surface: { maxWidth: '36rem' },
});

/** The rules of contract/security-rules.ts, checked before sending, in the user's language. */
export function validate(fields: FormField[], values: FormValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.disabled) continue;
    if (!value) {
      if (field.required) errors[field.name] = t('security.validation.required');
      continue;
    }
    if (field.maxLength && value.length > field.maxLength) {
      errors[field.name] = t('security.validation.tooLong', { max: field.maxLength });
    } else if (field.kind === 'number' && !/^\d+$/.test(value)) {
      errors[field.name] = t('security.validation.integer');
    } else if (field.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) {
      errors[field.name] = t('security.validation.email');
    } else if (field.pattern && !field.pattern.regex.test(value)) {
      errors[field.name] = field.pattern.message;
    }
  }
  return errors;
}

/** A create/edit dialog: fields with inline validation, the server's field errors at their fields. */
export function FormDialog({ open, title, submitLabel, fields, initial, onSubmit, onClose }: FormDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const fail = useFailIsland();

  // A fresh form each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only on open
  useEffect(() => {
    if (!open) return;
    setValues(initial);
    setErrors({});
    setAttempted(false);
    setFailure(null);
    setSaving(false);
  }, [open]);

  const focusFirst = (found: Record<string, string>) => {
    const first = fields.find((f) => found[f.name]);
    if (first) inputs.current.get(first.name)?.focus();
  };

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validate(fields, next, t));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    const found = validate(fields, values, t);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      if (!isExpectedError(error)) return fail(error);
      const server = fieldErrorsOf(error, t);
      const known = Object.fromEntries(Object.entries(server).filter(([name]) => fields.some((f) => f.name === name)));
      if (Object.keys(known).length) {
        setErrors(known);
        focusFirst(known);
      } else {
        setFailure(errorMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {failure ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
              {fields.map((field) => {
                const ref = (el: HTMLElement | null) => {
                  inputs.current.set(field.name, el);
                };
                const common = {
                  name: field.name,
                  value: values[field.name] ?? '',
                  disabled: field.disabled || saving,
                };
                return (
                  <Field
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    validationState={errors[field.name] ? 'error' : 'none'}
                    validationMessage={errors[field.name]}
                  >
                    {field.kind === 'textarea' ? (
                      <Textarea
                        {...common}
                        ref={ref}
                        resize="vertical"
                        onChange={(_, d) => change(field.name, d.value)}
                      />
                    ) : field.kind === 'select' ? (
                      <Select {...common} ref={ref} onChange={(_, d) => change(field.name, d.value)}>
                        {field.options?.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input
                        {...common}
                        ref={ref}
                        type={field.kind === 'email' ? 'email' : 'text'}
                        inputMode={field.kind === 'number' ? 'numeric' : undefined}
                        autoComplete="off"
                        onChange={(_, d) => change(field.name, d.value)}
                      />
                    )}
                  </Field>
                );
              })}
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" disabled={saving} onClick={onClose}>
                {t('security.common.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={saving}
                icon={saving ? <Spinner size="tiny" /> : undefined}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
