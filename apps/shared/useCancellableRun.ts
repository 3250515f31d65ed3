import { useCallback, useEffect, useRef, useState } from 'react';
import { isExpectedError, useFailIsland } from '../platform/index.ts';

export type RunState<T> =
  | { status: 'idle' }
  | { status: 'running'; elapsedMs: number }
  | { status: 'done'; result: T }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

/**
 * A request that may run for seconds (a report, an SQL statement): `elapsedMs` ticks while it
 * runs so the screen can show progress, `cancel()` aborts it (the signal ends the HTTP request,
 * and the server stops the statement). A newer `start` cancels the older one. Expected failures
 * land in `state`; bugs go to the island's error panel.
 */
export function useCancellableRun<T>(): {
  state: RunState<T>;
  start: (work: (signal: AbortSignal) => Promise<T>) => Promise<void>;
  cancel: () => void;
  reset: () => void;
} {
  const [state, setState] = useState<RunState<T>>({ status: 'idle' });
  const fail = useFailIsland();
  const current = useRef<{ controller: AbortController; timer: ReturnType<typeof setInterval> } | null>(null);

  const stop = useCallback(() => {
    const running = current.current;
    current.current = null;
    if (running) clearInterval(running.timer);
    return running;
  }, []);

  const cancel = useCallback(() => {
    const running = stop();
    if (!running) return;
    running.controller.abort();
    setState({ status: 'cancelled' });
  }, [stop]);

  const start = useCallback(
    async (work: (signal: AbortSignal) => Promise<T>) => {
      stop()?.controller.abort();
      const controller = new AbortController();
      const startedAt = performance.now();
      const timer = setInterval(() => {
        if (current.current?.controller === controller) {
          setState({ status: 'running', elapsedMs: performance.now() - startedAt });
        }
      }, 500);
      const mine = { controller, timer };
      current.current = mine;
      setState({ status: 'running', elapsedMs: 0 });
      try {
        const result = await work(controller.signal);
        if (current.current !== mine) return;
        stop();
        setState({ status: 'done', result });
      } catch (error) {
        if (current.current !== mine) return;
        stop();
        if (isExpectedError(error)) setState({ status: 'failed', error });
        else fail(error);
      }
    },
    [stop, fail],
  );

  const reset = useCallback(() => {
    stop()?.controller.abort();
    setState({ status: 'idle' });
  }, [stop]);

  useEffect(() => () => stop()?.controller.abort(), [stop]);
  return { state, start, cancel, reset };
}
