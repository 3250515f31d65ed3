import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { isExpectedError, useFailIsland, useT } from '../platform/index.ts';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import { errorText } from './errors/error-text.ts';

/** The dialog of ConfirmDialog (apps/shared/ConfirmDialog.tsx), loaded with its first opening. */
export function ConfirmDialogBody({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  namespace,
}: ConfirmDialogProps) {
  const t = useT();
  const fail = useFailIsland();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setBusy(false);
      setFailure(null);
    }
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      if (!isExpectedError(error)) return fail(error);
      setFailure(errorText(error, t, namespace));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <p>{text}</p>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onClose}>
              {t('kit.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={confirm}
            >
              {confirmLabel ?? t('kit.delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
