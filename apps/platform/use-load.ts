import { useCallback, useEffect, useRef, useState } from 'react';
import { isExpectedError } from '../../client/api-client.ts';
import { useFailIsland } from './island.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a view: keeps the last data while reloading, ignores answers that arrive after a
 * newer request, shows expected errors inline and hands unexpected ones to the error panel.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(load !== null);
  const [generation, setGeneration] = useState(0);
  const fail = useFailIsland();
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load
  useEffect(() => {
    if (!load) {
      setData(undefined);
      setLoading(false);
      return;
    }
    const request = ++latest.current;
    setLoading(true);
    load().then(
      (value) => {
        if (request !== latest.current) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (request !== latest.current) return;
        setLoading(false);
        if (isExpectedError(reason)) setError(reason);
        else fail(reason);
      },
    );
  }, [...deps, generation]);

  useEffect(
    () => () => {
      latest.current++;
    },
    [],
  );

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload };
}
