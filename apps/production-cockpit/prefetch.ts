/**
 * A plant's details start loading when its "Details" button is hovered, focused or clicked —
 * before the site view renders — so the drill-down waits for the request at most once. A
 * prefetched answer is taken once and only while fresh (and for the same refresh round), so the
 * wall screen's refresh and saves still load anew.
 */
import { useCallback, useRef } from 'react';
import type { KpiSiteDetails } from '../../contract/kpi.ts';
import type { KpiApi } from './api.ts';

const freshMs = 20_000;

export function useDetailsPrefetch(api: KpiApi, round: number) {
  const pending = useRef<{ key: string; at: number; promise: Promise<KpiSiteDetails> } | null>(null);

  const prefetch = useCallback(
    (site: string) => {
      const key = `${site}:${round}`;
      const current = pending.current;
      if (current?.key === key && Date.now() - current.at < freshMs) return;
      const promise = api.details(site);
      // A failure is shown by the view that takes the promise; unused, it is dropped quietly.
      promise.catch(() => {});
      pending.current = { key, at: Date.now(), promise };
    },
    [api, round],
  );

  const details = useCallback(
    (site: string, signal?: AbortSignal): Promise<KpiSiteDetails> => {
      const current = pending.current;
      pending.current = null;
      const fresh = current?.key === `${site}:${round}` && Date.now() - current.at < freshMs;
      // A prefetched request started before anyone could abort it; a new one is abortable.
      return fresh ? current.promise : api.details(site, signal);
    },
    [api, round],
  );

  return { prefetch, details };
}
