import { useCallback, useEffect, useRef, useState } from 'react';
import { isExpectedError } from '../../client/api-client.ts';
import { isOutage, outageDelayMs } from '../../client/outage.ts';
import { useFailIsland } from './island.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a view: keeps the last data while reloading, shows expected errors inline and
 * hands unexpected ones to the error panel. A request superseded by a newer one (the deps changed,
 * `reload()`) or by unmounting is aborted: the loader gets the signal and hands it to ky
 * (`http.get(path, { signal })`), so the server stops work nobody waits for, and its answer or
 * abort error is dropped. While the API or its database is unavailable (client/outage.ts) the
 * error stays shown and the load is tried again by itself, later and later, until the data comes.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(load !== null);
  const [generation, setGeneration] = useState(0);
  const fail = useFailIsland();
  /** Outages in a row: the next automatic attempt waits longer. */
  const outages = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load
  useEffect(() => {
    if (!load) {
      setData(undefined);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    let again: ReturnType<typeof setTimeout> | undefined;
    setLoading(true);
    load(signal).then(
      (value) => {
        if (signal.aborted) return;
        outages.current = 0;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (signal.aborted) return;
        setLoading(false);
        if (isOutage(reason)) {
          setError(reason);
          again = setTimeout(() => setGeneration((g) => g + 1), outageDelayMs(outages.current++));
        } else if (isExpectedError(reason)) setError(reason);
        else fail(reason);
      },
    );
    return () => {
      clearTimeout(again);
      controller.abort();
    };
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload };
}
