import { useCallback } from 'react';
import { isExpectedError, useFailIsland, useNotify, useT } from '../platform/index.ts';
import { errorMessage } from './errors.ts';

export { isExpectedError, type Loaded, useLoad } from '../platform/index.ts';

/**
 * Runs a one-click change (revoke, remove a role): a success notice, or the reason it failed as an
 * error notice; unexpected failures go to the error panel.
 */
export function useRun(): (work: () => Promise<void>, success: string) => Promise<boolean> {
  const notify = useNotify();
  const fail = useFailIsland();
  const t = useT();
  return useCallback(
    async (work, success) => {
      try {
        await work();
        notify('success', success);
        return true;
      } catch (error) {
        if (!isExpectedError(error)) fail(error);
        else notify('error', errorMessage(error, t));
        return false;
      }
    },
    [notify, fail, t],
  );
}
