import { useCallback, useState } from 'react';
import { isExpectedError, useFailIsland, useNotify, useT } from '../platform/index.ts';
import { errorText } from './errors/error-text.ts';

/**
 * A one-click change (revoke, remove, export): a success notice, or why it failed as an error
 * notice in the user's language; a bug goes to the island's error panel. `busy` while it runs.
 *
 *   const { run, busy } = useAction('canteen');
 *   <Button disabled={busy} onClick={() => run(() => api.revoke(id), t('…revoked'))} />
 */
export function useAction(namespace?: string): {
  /** `success` may be built from the work's result (e.g. the name of the file saved). */
  run: <R>(work: () => Promise<R>, success?: string | ((result: R) => string)) => Promise<boolean>;
  busy: boolean;
} {
  const notify = useNotify();
  const fail = useFailIsland();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <R>(work: () => Promise<R>, success?: string | ((result: R) => string)) => {
      setBusy(true);
      try {
        const result = await work();
        const text = typeof success === 'function' ? success(result) : success;
        if (text) notify('success', text);
        return true;
      } catch (error) {
        if (!isExpectedError(error)) fail(error);
        else notify('error', errorText(error, t, namespace));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, fail, t, namespace],
  );
  return { run, busy };
}
