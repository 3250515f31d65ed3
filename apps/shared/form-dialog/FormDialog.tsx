import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  mergeClasses,
  Spinner,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../../platform/index.ts';
import { FieldControl } from '../forms/FieldControl.tsx';
import { FormFailure } from '../forms/FormFailure.tsx';
import type { FormValues } from '../forms/types.ts';
import { type FormState, type UseFormOptions, useForm } from '../forms/useForm.ts';
import { useFormDialogStyles } from './useFormDialogStyles.ts';

export interface FormDialogProps<V extends FormValues> extends UseFormOptions<V> {
  open: boolean;
  title: string;
  /** Default: "Speichern". */
  submitLabel?: string;
  onClose: () => void;
  /** Above the fields, e.g. what the dialog will do. */
  intro?: ReactNode;
  /** After the declared fields: controls the fields cannot describe (a list of checkboxes …). */
  children?: (form: FormState<V>) => ReactNode;
  /** A wider dialog for long lists. */
  wide?: boolean;
}

/**
 * A create/edit dialog: declared fields, checked before sending, the server's field errors at
 * their fields, one message for the rest; closes after `onSubmit` resolves. A fresh form on
 * every opening (the dialog's content unmounts when it closes).
 */
export function FormDialog<V extends FormValues>(props: FormDialogProps<V>) {
  const { open, onClose, wide } = props;
  const styles = useFormDialogStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(styles.surface, wide && styles.wide)}>
        <FormDialogBody {...props} />
      </DialogSurface>
    </Dialog>
  );
}

function FormDialogBody<V extends FormValues>({
  title,
  submitLabel,
  onClose,
  onSubmit,
  intro,
  children,
  ...options
}: FormDialogProps<V>) {
  const t = useT();
  const styles = useFormDialogStyles();
  const form = useForm<V>({
    ...options,
    onSubmit: async (values) => {
      await onSubmit(values);
      onClose();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          <FormFailure text={form.failure} />
          {form.fields.map((field) => (
            <FieldControl key={field.name} form={form} field={field} />
          ))}
          {children?.(form)}
        </DialogContent>
        <DialogActions>
          <Button type="button" appearance="secondary" disabled={form.saving} onClick={onClose}>
            {t('kit.cancel')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabled={form.saving}
            icon={form.saving ? <Spinner size="tiny" /> : undefined}
          >
            {submitLabel ?? t('kit.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
