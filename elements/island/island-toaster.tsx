/**
 * The toaster of an element without a shell (island-root.tsx): notices become Fluent toasts.
 */
import { Toast, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect, useId, useRef } from 'react';
import type { MessageLevel } from '../../client/platform.ts';

export interface Notice {
  /** Increasing per island: each notice is shown once. */
  id: number;
  level: MessageLevel;
  text: string;
}

export default function IslandToaster({ notices }: { notices: readonly Notice[] }) {
  const toasterId = useId();
  const { dispatchToast } = useToastController(toasterId);
  const shown = useRef(0);
  // The Toaster (a child) listens from its own effect, which runs before this one.
  useEffect(() => {
    for (const notice of notices) {
      if (notice.id <= shown.current) continue;
      shown.current = notice.id;
      dispatchToast(
        <Toast>
          <ToastTitle>{notice.text}</ToastTitle>
        </Toast>,
        { intent: notice.level, timeout: 5000 },
      );
    }
  }, [notices, dispatchToast]);
  return <Toaster toasterId={toasterId} position="bottom-end" />;
}
