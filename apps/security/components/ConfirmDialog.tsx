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
import { useFailIsland } from '../../shared/island.tsx';
import { useT } from '../../shared/use-t.ts';
import { errorMessage } from '../errors.ts';
import { isExpectedError } from '../use-load.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Really delete?" — an alert dialog; a refusal of the server (e.g. 409 in use) shows inside it. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
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
      setFailure(errorMessage(error, t));
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
              {t('security.common.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
