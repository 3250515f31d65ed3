import { useCallback, useEffect, useRef, useState } from 'react';
import { RestError } from '../../shell/api-client.ts';
import { useFailIsland } from '../shared/island.tsx';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Errors the user can act on (the server said no, the network is down): shown inline. */
export function isExpectedError(error: unknown): boolean {
  if (error instanceof RestError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'NetworkError' || name === 'AbortError';
}

/** A sentence in the user's language: the canteen's own error codes first, then the status. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof RestError) {
    if (error.code) {
      const key = `canteen.errors.${error.code}`;
      const text = t(key);
      if (text !== key) return text;
    }
    if (error.status === 403) return t('canteen.ui.errors.forbidden');
    if (error.status === 404) return t('canteen.ui.errors.notFound');
    if (error.status >= 500) return t('errors.serverError');
    return error.message;
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'NetworkError') return t('errors.network');
  return String((error as Error)?.message ?? error);
}

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads data for a view; newer requests win; expected errors inline, others to the error panel. */
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
