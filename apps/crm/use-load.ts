import { useCallback, useEffect, useRef, useState } from 'react';
import { useFailIsland } from '../shared/island.tsx';
import { isExpectedError } from './errors.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a page: ignores answers that arrive after a newer request, keeps expected errors
 * (the server said no, the network is down) for an inline message with a retry and hands
 * unexpected ones to the island's error panel. `load` null = nothing to load (e.g. signed out).
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
    const request = ++latest.current;
    if (!load) {
      setData(undefined);
      setLoading(false);
      return;
    }
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
