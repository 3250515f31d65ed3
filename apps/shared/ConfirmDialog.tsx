import { lazy, Suspense, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Default: "Löschen". */
  confirmLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The app's namespace for its error codes (errorText). */
  namespace?: string;
}

// Fluent's dialog code loads with the first opening, not with the page that may open it.
const Body = lazy(() => import('./ConfirmDialogBody.tsx').then((m) => ({ default: m.ConfirmDialogBody })));

/**
 * "Really delete?" — an alert dialog; a refusal of the server (e.g. 409 in use) shows inside it.
 * Once opened it stays mounted, so its closing motion and the focus's way back run as Fluent's do.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  ) : null;
}
