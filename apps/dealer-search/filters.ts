/** The division and product filters of the search: which divisions a page offers, names, products. */
import { useEffect, useMemo, useState } from 'react';
import type { DealerSearchProduct } from '../../contract/crm.ts';
import { crmDivisions } from '../../contract/crm-values.ts';
import { isExpectedError, useFailIsland } from '../platform/index.ts';
import type { DealerSearchApi } from './api.ts';

/** `Heating,Sanitary` (any case) → the known divisions it names; all when empty. */
export function offeredDivisions(businessUnits: string | undefined): string[] {
  const wanted = (businessUnits ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return wanted.length ? crmDivisions.filter((d) => wanted.includes(d.toLowerCase())) : [...crmDivisions];
}

/** Division names in the user's language (public localization list); the value is the fallback. */
export function useDivisionNames(api: DealerSearchApi, culture: string): (value: string) => string {
  const fail = useFailIsland();
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    let active = true;
    api.divisions(culture).then(
      (entries) => {
        if (active) setNames(Object.fromEntries(entries.map((e) => [e.value, e.translatedValue ?? e.value])));
      },
      (error: unknown) => {
        if (!isExpectedError(error)) fail(error);
      },
    );
    return () => {
      active = false;
    };
  }, [api, culture, fail]);
  return (value) => names[value] ?? value;
}

/**
 * Products of the chosen division, with a retry when loading failed; `onLoaded` drops chosen
 * keys the division no longer offers.
 */
export function useProducts(api: DealerSearchApi, division: string, onLoaded: (list: DealerSearchProduct[]) => void) {
  const fail = useFailIsland();
  const [products, setProducts] = useState<DealerSearchProduct[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the retry trigger; onLoaded is read fresh
  useEffect(() => {
    let active = true;
    api.products(division || undefined).then(
      (list) => {
        if (!active) return;
        setError(null);
        setProducts(list);
        onLoaded(list);
      },
      (reason: unknown) => {
        if (!active) return;
        if (isExpectedError(reason)) setError(reason);
        else fail(reason);
      },
    );
    return () => {
      active = false;
    };
  }, [api, division, fail, generation]);
  return useMemo(
    () => ({ products, failed: error !== null, retry: () => setGeneration((g) => g + 1) }),
    [products, error],
  );
}
