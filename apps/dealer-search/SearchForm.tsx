import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Spinner,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { DealerSearchProduct } from '../../contract/crm.ts';
import { useT } from '../platform/index.ts';
import { placeLabel } from './geocode.ts';
import type { DealerSearch } from './useDealerSearch.ts';
import { useDealerSearchStyles } from './useDealerSearchStyles.ts';

/** Division, products, place or "my location" — and a choice when a place name is ambiguous. */
export function SearchForm({
  search,
  offered,
  divisionName,
  products,
}: {
  search: DealerSearch;
  offered: readonly string[];
  divisionName: (value: string) => string;
  products: { products: DealerSearchProduct[]; failed: boolean; retry: () => void };
}) {
  const t = useT();
  const styles = useDealerSearchStyles();
  const ids = { location: useId(), division: useId(), products: useId() };
  const { filters } = search;
  const summary = filters.productKeys
    .map((k) => products.products.find((p) => p.productKey === k)?.productName ?? k)
    .join(', ');

  return (
    <search aria-label={t('crm.dealerSearch.searchLabel')}>
      <form className={styles.form} onSubmit={search.submit} noValidate>
        <div className={styles.filters}>
          {offered.length > 1 ? (
            <Field
              className={styles.divisionField}
              label={{ children: t('crm.dealerSearch.division'), id: ids.division }}
            >
              <RadioGroup
                layout="horizontal"
                value={filters.division}
                aria-labelledby={ids.division}
                onChange={(_, data) => search.refilter({ division: data.value })}
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
            hint={filters.productKeys.length > 1 ? t('crm.dealerSearch.productsHint') : undefined}
            validationState={products.failed ? 'error' : 'none'}
            validationMessage={products.failed ? t('crm.dealerSearch.productsFailed') : undefined}
          >
            <Dropdown
              id={ids.products}
              multiselect
              placeholder={t('crm.dealerSearch.allProducts')}
              value={summary}
              selectedOptions={filters.productKeys}
              onOptionSelect={(_, data) => search.refilter({ productKeys: data.selectedOptions })}
              disabled={products.products.length === 0}
            >
              {products.products.map((p) => (
                <Option key={p.productKey} value={p.productKey}>
                  {p.productName}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {products.failed ? (
            <Button className={styles.productsRetry} onClick={products.retry}>
              {t('crm.dealerSearch.retry')}
            </Button>
          ) : null}
        </div>

        <div className={styles.locationRow}>
          <Field
            className={styles.locationInput}
            label={t('crm.dealerSearch.location')}
            hint={
              search.myPosition && !search.query
                ? t('crm.dealerSearch.usingMyLocation')
                : t('crm.dealerSearch.locationHint')
            }
            validationState={search.queryError ? 'error' : 'none'}
            validationMessage={search.queryError ?? undefined}
          >
            <Input
              id={ids.location}
              ref={search.inputRef}
              value={search.query}
              autoComplete="postal-code"
              onChange={(_, data) => search.setQuery(data.value)}
            />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={search.search.status === 'loading'}>
              {t('crm.dealerSearch.search')}
            </Button>
            <Button
              type="button"
              onClick={search.locate}
              disabled={search.locating}
              icon={search.locating ? <Spinner size="tiny" /> : <LocationIcon />}
            >
              {search.locating ? t('crm.dealerSearch.locating') : t('crm.dealerSearch.useMyLocation')}
            </Button>
          </div>
        </div>

        {search.candidates.length ? (
          <div>
            <Caption1 as="p" id={`${ids.location}-candidates`}>
              {t('crm.dealerSearch.ambiguous')}
            </Caption1>
            <ul className={styles.candidates} aria-labelledby={`${ids.location}-candidates`}>
              {search.candidates.map((place) => (
                <li key={`${place.country}:${place.name}`}>
                  <Button size="small" onClick={() => search.chooseCandidate(place)}>
                    {`${placeLabel(place)} (${place.country})`}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {search.geoMessage ? (
          <MessageBar intent="warning">
            <MessageBarBody>{search.geoMessage}</MessageBarBody>
          </MessageBar>
        ) : null}
      </form>
    </search>
  );
}

function LocationIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M10 2a6 6 0 0 0-6 6c0 4.5 5.2 9.4 5.42 9.6a.85.85 0 0 0 1.16 0C10.8 17.4 16 12.5 16 8a6 6 0 0 0-6-6Zm0 14.57C8.7 15.27 5 11.3 5 8a5 5 0 0 1 10 0c0 3.3-3.7 7.27-5 8.57ZM10 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
    </svg>
  );
}
