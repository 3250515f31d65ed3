import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { DealerEntry } from '../../contract/crm.ts';
import type { CrmPlace } from '../../contract/crm-places.ts';
import { isExpectedError, useFailIsland, useT } from '../platform/index.ts';
import type { DealerSearchApi } from './api.ts';
import { geocode, placeLabel } from './geocode.ts';

/** Where the search is centred and how to name it. */
export interface SearchLocation {
  latitude: number;
  longitude: number;
  label: string;
  /** The postal code was unknown; the nearest known place was taken. */
  approximate?: boolean;
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; dealers: DealerEntry[]; location: SearchLocation }
  | { status: 'failed'; error: unknown };

export interface Filters {
  division: string;
  productKeys: string[];
}

export const pageSize = 10;

/**
 * The search: a place typed (geocoded here, ambiguous names offered as choices) or the browser's
 * location, the filters, the answer (only the latest request counts), and paging.
 */
export function useDealerSearch(api: DealerSearchApi, country: string, initialFilters: Filters) {
  const t = useT();
  const fail = useFailIsland();
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<CrmPlace[]>([]);
  const [myPosition, setMyPosition] = useState<SearchLocation | null>(null);
  const [locating, setLocating] = useState(false);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [visible, setVisible] = useState(pageSize);
  const lastLocation = useRef<SearchLocation | null>(null);
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const run = useCallback(
    async (location: SearchLocation, next: Filters) => {
      const request = ++latest.current;
      lastLocation.current = location;
      setSearch({ status: 'loading' });
      try {
        const dealers = await api.dealers({
          latitude: location.latitude,
          longitude: location.longitude,
          division: next.division || undefined,
          productKeys: next.productKeys,
        });
        if (request !== latest.current) return;
        setVisible(pageSize);
        setSearch({ status: 'done', dealers, location });
      } catch (error) {
        if (request !== latest.current) return;
        if (isExpectedError(error)) setSearch({ status: 'failed', error });
        else fail(error);
      }
    },
    [api, fail],
  );

  /** Changing a filter after a search searches again at the same place. */
  const refilter = (change: Partial<Filters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    if (lastLocation.current) void run(lastLocation.current, next);
  };

  const searchAt = (place: CrmPlace, approximate: boolean) => {
    setCandidates([]);
    setQueryError(null);
    const location = { latitude: place.latitude, longitude: place.longitude, label: placeLabel(place), approximate };
    void run(location, filters);
  };

  const refuse = (message: string) => {
    setQueryError(message);
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeoMessage(null);
    const text = query.trim();
    if (!text) {
      if (!myPosition) return refuse(t('crm.dealerSearch.locationRequired'));
      setQueryError(null);
      void run(myPosition, filters);
      return;
    }
    const found = geocode(text, { country });
    if (found.kind === 'found') searchAt(found.place, found.approximate);
    else if (found.kind === 'ambiguous') {
      setQueryError(null);
      setCandidates(found.candidates);
    } else {
      setCandidates([]);
      refuse(t('crm.dealerSearch.placeNotFound', { query: text }));
    }
  };

  const locate = () => {
    setGeoMessage(null);
    setQueryError(null);
    setCandidates([]);
    if (!('geolocation' in navigator)) return setGeoMessage(t('crm.dealerSearch.geolocationUnavailable'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const here: SearchLocation = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          label: t('crm.dealerSearch.myLocation'),
        };
        setMyPosition(here);
        setQuery('');
        void run(here, filters);
      },
      (error) => {
        setLocating(false);
        setGeoMessage(
          error.code === error.PERMISSION_DENIED
            ? t('crm.dealerSearch.geolocationDenied')
            : t('crm.dealerSearch.geolocationUnavailable'),
        );
        inputRef.current?.focus();
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return {
    filters,
    refilter,
    /** Drops chosen products the division no longer offers (without searching again). */
    keepProducts: (offered: (key: string) => boolean) =>
      setFilters((f) => ({ ...f, productKeys: f.productKeys.filter(offered) })),
    query,
    setQuery: (value: string) => {
      setQuery(value);
      if (queryError) setQueryError(null);
    },
    queryError,
    candidates,
    chooseCandidate: (place: CrmPlace) => {
      setQuery(placeLabel(place));
      searchAt(place, false);
    },
    myPosition,
    locating,
    geoMessage,
    search,
    retry: () => lastLocation.current && void run(lastLocation.current, filters),
    visible,
    showMore: () => setVisible((v) => v + pageSize),
    submit,
    locate,
    inputRef,
  };
}

export type DealerSearch = ReturnType<typeof useDealerSearch>;
