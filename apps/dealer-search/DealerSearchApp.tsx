import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle1,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DealerEntry, DealerSearchProduct } from '../../contract/crm.ts';
import type { CrmPlace } from '../../contract/crm-places.ts';
import { crmDivisions } from '../../contract/crm-values.ts';
import { type IslandAttributes, RestError, useFailIsland, useIsland, usePublicApi, useT } from '../platform/index.ts';
import { dealerSearchApi, telHref, websiteHref, websiteLabel } from './api.ts';
import { geocode, placeLabel } from './geocode.ts';
import { StaticMap } from './StaticMap.tsx';

export interface DealerSearchProps extends IslandAttributes {
  /** Division selected at start (`Heating`, `Sanitary`); default: all. */
  division?: string;
  /** Divisions offered, comma-separated (default `Heating,Sanitary`). */
  businessUnits?: string;
  /** Tile server URL template (`https://tiles.example/{z}/{x}/{y}.png`): shows a map. No map without it. */
  tileUrl?: string;
  /** Attribution text the tile server requires (e.g. `© OpenStreetMap contributors`). */
  tileAttribution?: string;
}

/** Where the search is centred and how to name it. */
interface SearchLocation {
  latitude: number;
  longitude: number;
  label: string;
  /** The postal code was unknown; the nearest known place was taken. */
  approximate?: boolean;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; dealers: DealerEntry[]; location: SearchLocation }
  | { status: 'failed'; error: unknown };

const pageSize = 10;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '56rem',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    fontFamily: tokens.fontFamilyBase,
  },
  heading: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    alignItems: 'flex-start',
  },
  divisionField: { flexShrink: 0 },
  productsField: { flex: '1 1 18rem', minWidth: 0 },
  productsRetry: { alignSelf: 'flex-end' },
  locationRow: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  locationInput: { flexGrow: 1, minWidth: '12rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  candidates: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  status: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  number: {
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  name: { margin: 0 },
  distance: {
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    color: tokens.colorBrandForeground1,
  },
  details: {
    gridColumn: '2 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
  },
  address: { fontStyle: 'normal', lineHeight: tokens.lineHeightBase300, minWidth: '13rem' },
  contact: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    alignContent: 'start',
  },
  contactLabel: { color: tokens.colorNeutralForeground3 },
  contactValue: { margin: 0 },
  products: { gridColumn: '2 / -1', color: tokens.colorNeutralForeground3 },
});

function isExpectedError(error: unknown): boolean {
  if (error instanceof RestError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'NetworkError' || name === 'AbortError';
}

/** The dealer search of partner sites (issue 7, item 3): public, embeddable, keyboard accessible. */
export function DealerSearchApp({
  division: initialDivision,
  businessUnits,
  tileUrl,
  tileAttribution,
}: DealerSearchProps) {
  const t = useT();
  const styles = useStyles();
  const { locale, country } = useIsland();
  const fail = useFailIsland();
  const crm = usePublicApi('crm');
  const api = useMemo(() => dealerSearchApi(crm), [crm]);
  const culture = `${locale}-${country.toUpperCase()}`;
  const ids = { location: useId(), division: useId(), products: useId(), results: useId() };

  const offered = useMemo(() => {
    const wanted = (businessUnits ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    return wanted.length ? crmDivisions.filter((d) => wanted.includes(d.toLowerCase())) : [...crmDivisions];
  }, [businessUnits]);
  const [division, setDivision] = useState<string>(
    () =>
      offered.find((d) => d.toLowerCase() === initialDivision?.toLowerCase()) ??
      (offered.length === 1 ? offered[0]! : ''),
  );
  const [divisionNames, setDivisionNames] = useState<Record<string, string>>({});
  const [products, setProducts] = useState<DealerSearchProduct[]>([]);
  const [productKeys, setProductKeys] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<CrmPlace[]>([]);
  const [myPosition, setMyPosition] = useState<SearchLocation | null>(null);
  const [locating, setLocating] = useState(false);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [visible, setVisible] = useState(pageSize);
  const [loadError, setLoadError] = useState<unknown>(null);
  const lastLocation = useRef<SearchLocation | null>(null);
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Division names in the user's language (public localization list); the value is the fallback.
  useEffect(() => {
    let active = true;
    api.divisions(culture).then(
      (entries) => {
        if (active) setDivisionNames(Object.fromEntries(entries.map((e) => [e.value, e.translatedValue ?? e.value])));
      },
      (error: unknown) => {
        if (!isExpectedError(error)) fail(error);
      },
    );
    return () => {
      active = false;
    };
  }, [api, culture, fail]);

  // Products of the chosen division; keys no longer offered are dropped from the selection.
  const [productsGeneration, setProductsGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: productsGeneration is the retry trigger
  useEffect(() => {
    let active = true;
    api.products(division || undefined).then(
      (list) => {
        if (!active) return;
        setLoadError(null);
        setProducts(list);
        setProductKeys((keys) => keys.filter((k) => list.some((p) => p.productKey === k)));
      },
      (error: unknown) => {
        if (!active) return;
        if (isExpectedError(error)) setLoadError(error);
        else fail(error);
      },
    );
    return () => {
      active = false;
    };
  }, [api, division, fail, productsGeneration]);

  const run = useCallback(
    async (location: SearchLocation, filters: { division: string; productKeys: string[] }) => {
      const request = ++latest.current;
      lastLocation.current = location;
      setSearch({ status: 'loading' });
      try {
        const dealers = await api.dealers({
          latitude: location.latitude,
          longitude: location.longitude,
          division: filters.division || undefined,
          productKeys: filters.productKeys,
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

  // Changing a filter after a search searches again at the same place.
  const refilter = (next: { division?: string; productKeys?: string[] }) => {
    const filters = { division: next.division ?? division, productKeys: next.productKeys ?? productKeys };
    if (next.division !== undefined) setDivision(next.division);
    if (next.productKeys !== undefined) setProductKeys(next.productKeys);
    if (lastLocation.current) void run(lastLocation.current, filters);
  };

  const searchAt = (place: CrmPlace, approximate: boolean) => {
    setCandidates([]);
    setQueryError(null);
    void run(
      { latitude: place.latitude, longitude: place.longitude, label: placeLabel(place), approximate },
      { division, productKeys },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeoMessage(null);
    const text = query.trim();
    if (!text) {
      if (myPosition) {
        setQueryError(null);
        void run(myPosition, { division, productKeys });
        return;
      }
      setQueryError(t('crm.dealerSearch.locationRequired'));
      inputRef.current?.focus();
      return;
    }
    const found = geocode(text, { country });
    if (found.kind === 'found') {
      searchAt(found.place, found.approximate);
    } else if (found.kind === 'ambiguous') {
      setQueryError(null);
      setCandidates(found.candidates);
    } else {
      setCandidates([]);
      setQueryError(t('crm.dealerSearch.placeNotFound', { query: text }));
      inputRef.current?.focus();
    }
  };

  const locate = () => {
    setGeoMessage(null);
    setQueryError(null);
    setCandidates([]);
    if (!('geolocation' in navigator)) {
      setGeoMessage(t('crm.dealerSearch.geolocationUnavailable'));
      return;
    }
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
        void run(here, { division, productKeys });
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

  const numberFormat = useMemo(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [locale],
  );
  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  const divisionName = (value: string) => divisionNames[value] ?? value;
  const productSummary =
    productKeys.length === 0
      ? ''
      : productKeys.map((k) => products.find((p) => p.productKey === k)?.productName ?? k).join(', ');

  const shown = search.status === 'done' ? search.dealers.slice(0, visible) : [];

  return (
    <section className={styles.root} aria-labelledby={`${ids.results}-title`}>
      <div>
        <Subtitle1 as="h2" id={`${ids.results}-title`} className={styles.heading}>
          {t('crm.dealerSearch.title')}
        </Subtitle1>
        <p className={styles.intro}>{t('crm.dealerSearch.intro')}</p>
      </div>

      <search aria-label={t('crm.dealerSearch.searchLabel')}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.filters}>
            {offered.length > 1 ? (
              <Field
                className={styles.divisionField}
                label={{ children: t('crm.dealerSearch.division'), id: ids.division }}
              >
                <RadioGroup
                  layout="horizontal"
                  value={division}
                  aria-labelledby={ids.division}
                  onChange={(_, data) => refilter({ division: data.value })}
                >
                  <Radio value="" label={t('crm.dealerSearch.allDivisions')} />
                  {offered.map((d) => (
                    <Radio key={d} value={d} label={divisionName(d)} />
                  ))}
                </RadioGroup>
              </Field>
            ) : null}

            <Field
              className={styles.productsField}
              label={t('crm.dealerSearch.products')}
              hint={productKeys.length > 1 ? t('crm.dealerSearch.productsHint') : undefined}
              validationState={loadError ? 'error' : 'none'}
              validationMessage={loadError ? t('crm.dealerSearch.productsFailed') : undefined}
            >
              <Dropdown
                id={ids.products}
                multiselect
                placeholder={t('crm.dealerSearch.allProducts')}
                value={productSummary}
                selectedOptions={productKeys}
                onOptionSelect={(_, data) => refilter({ productKeys: data.selectedOptions })}
                disabled={products.length === 0}
              >
                {products.map((p) => (
                  <Option key={p.productKey} value={p.productKey}>
                    {p.productName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {loadError ? (
              <Button className={styles.productsRetry} onClick={() => setProductsGeneration((g) => g + 1)}>
                {t('crm.dealerSearch.retry')}
              </Button>
            ) : null}
          </div>

          <div className={styles.locationRow}>
            <Field
              className={styles.locationInput}
              label={t('crm.dealerSearch.location')}
              hint={myPosition && !query ? t('crm.dealerSearch.usingMyLocation') : t('crm.dealerSearch.locationHint')}
              validationState={queryError ? 'error' : 'none'}
              validationMessage={queryError ?? undefined}
            >
              <Input
                id={ids.location}
                ref={inputRef}
                value={query}
                autoComplete="postal-code"
                onChange={(_, data) => {
                  setQuery(data.value);
                  if (queryError) setQueryError(null);
                }}
              />
            </Field>
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={search.status === 'loading'}>
                {t('crm.dealerSearch.search')}
              </Button>
              <Button
                type="button"
                onClick={locate}
                disabled={locating}
                icon={locating ? <Spinner size="tiny" /> : <LocationIcon />}
              >
                {locating ? t('crm.dealerSearch.locating') : t('crm.dealerSearch.useMyLocation')}
              </Button>
            </div>
          </div>

          {candidates.length ? (
            <div>
              <Caption1 as="p" id={`${ids.location}-candidates`}>
                {t('crm.dealerSearch.ambiguous')}
              </Caption1>
              <ul className={styles.candidates} aria-labelledby={`${ids.location}-candidates`}>
                {candidates.map((place) => (
                  <li key={`${place.country}:${place.name}`}>
                    <Button
                      size="small"
                      onClick={() => {
                        setQuery(placeLabel(place));
                        searchAt(place, false);
                      }}
                    >
                      {`${placeLabel(place)} (${place.country})`}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {geoMessage ? (
            <MessageBar intent="warning">
              <MessageBarBody>{geoMessage}</MessageBarBody>
            </MessageBar>
          ) : null}
        </form>
      </search>

      <div role="status" aria-live="polite" aria-atomic="true">
        {search.status === 'loading' ? <Spinner size="small" label={t('crm.dealerSearch.searching')} /> : null}
        {search.status === 'done' ? (
          <p className={styles.status}>
            {search.dealers.length
              ? t('crm.dealerSearch.resultCount', { count: search.dealers.length, place: search.location.label })
              : t('crm.dealerSearch.noResults', { place: search.location.label })}
            {search.location.approximate ? ` ${t('crm.dealerSearch.approximate')}` : ''}
          </p>
        ) : null}
      </div>

      {search.status === 'failed' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('crm.dealerSearch.searchFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => lastLocation.current && void run(lastLocation.current, { division, productKeys })}>
              {t('crm.dealerSearch.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      {search.status === 'done' && search.dealers.length > 0 ? (
        <>
          {tileUrl ? (
            <StaticMap
              tileUrl={tileUrl}
              attribution={tileAttribution}
              centre={search.location}
              dealers={shown}
              label={t('crm.dealerSearch.map', { place: search.location.label })}
            />
          ) : null}
          <ol className={styles.list} aria-label={t('crm.dealerSearch.results')}>
            {shown.map((dealer, index) => {
              const tel = telHref(dealer.telephoneAccount);
              const web = websiteHref(dealer.websiteUrl);
              const nameId = `${ids.results}-${index}`;
              return (
                <li key={`${dealer.accountName}:${dealer.latitude}:${dealer.longitude}`} className={styles.item}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Subtitle2 as="h3" className={styles.name} id={nameId}>
                    {dealer.accountName}
                  </Subtitle2>
                  <span className={styles.distance}>
                    {t('crm.dealerSearch.distance', { distance: numberFormat.format(dealer.distance) })}
                  </span>
                  <div className={styles.details}>
                    <address className={styles.address}>
                      {dealer.street ? (
                        <>
                          {dealer.street}
                          <br />
                        </>
                      ) : null}
                      {[dealer.postalCode, dealer.city].filter(Boolean).join(' ')}
                      <br />
                      {regionNames?.of(dealer.country) ?? dealer.country}
                    </address>
                    <dl className={styles.contact}>
                      {tel ? (
                        <>
                          <dt className={styles.contactLabel}>{t('crm.dealerSearch.phone')}</dt>
                          <dd className={styles.contactValue}>
                            <Link href={tel}>{dealer.telephoneAccount}</Link>
                          </dd>
                        </>
                      ) : null}
                      {dealer.emailAccount ? (
                        <>
                          <dt className={styles.contactLabel}>{t('crm.dealerSearch.email')}</dt>
                          <dd className={styles.contactValue}>
                            <Link href={`mailto:${dealer.emailAccount}`}>{dealer.emailAccount}</Link>
                          </dd>
                        </>
                      ) : null}
                      {web ? (
                        <>
                          <dt className={styles.contactLabel}>{t('crm.dealerSearch.website')}</dt>
                          <dd className={styles.contactValue}>
                            <Link href={web} target="_blank" rel="noopener noreferrer">
                              {websiteLabel(web)}
                            </Link>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </div>
                  {dealer.products.length ? (
                    <Caption1 as="p" className={styles.products}>
                      {t('crm.dealerSearch.offers', { products: dealer.products.map((p) => p.productName).join(', ') })}
                    </Caption1>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {search.dealers.length > visible ? (
            <div>
              <Button onClick={() => setVisible((v) => v + pageSize)}>
                {t('crm.dealerSearch.showMore', { count: Math.min(pageSize, search.dealers.length - visible) })}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function LocationIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M10 2a6 6 0 0 0-6 6c0 4.5 5.2 9.4 5.42 9.6a.85.85 0 0 0 1.16 0C10.8 17.4 16 12.5 16 8a6 6 0 0 0-6-6Zm0 14.57C8.7 15.27 5 11.3 5 8a5 5 0 0 1 10 0c0 3.3-3.7 7.27-5 8.57ZM10 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
    </svg>
  );
}
