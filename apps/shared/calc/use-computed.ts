/**
 * A result the server computes from the current input, recomputed as the user types: debounced,
 * one request in flight (the stale one aborted), the last good result kept while a new one is
 * on its way or the input is invalid. Expected errors (a 400, the network) are returned, bugs go
 * to the island's error panel.
 */
import { useEffect, useRef, useState } from 'react';
import { isExpectedError, useFailIsland } from '../../platform/index.ts';

export const recomputeDelayMs = 300;

export interface Computed<R> {
  result: R | undefined;
  error: unknown;
  /** the current input waits for (or is in) its calculation */
  computing: boolean;
}

export function useComputed<I, R>(
  run: ((input: I, signal: AbortSignal) => Promise<R>) | null,
  input: I | null,
  key: string,
): Computed<R> {
  const fail = useFailIsland();
  const [result, setResult] = useState<R>();
  const [error, setError] = useState<unknown>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the serialized input (with the language)
  useEffect(() => {
    if (!run || input === null) {
      inflight.current?.abort();
      return;
    }
    const timer = setTimeout(
      () => {
        inflight.current?.abort();
        const controller = new AbortController();
        inflight.current = controller;
        run(input, controller.signal).then(
          (value) => {
            if (controller.signal.aborted) return;
            first.current = false;
            setResult(value);
            setError(null);
            setAnswered(key);
          },
          (reason: unknown) => {
            if (controller.signal.aborted) return;
            setAnswered(key);
            if (isExpectedError(reason)) setError(reason);
            else fail(reason);
          },
        );
      },
      first.current ? 0 : recomputeDelayMs,
    );
    return () => clearTimeout(timer);
  }, [key, run]);
  useEffect(() => () => inflight.current?.abort(), []);
  return { result, error, computing: input !== null && answered !== key };
}
