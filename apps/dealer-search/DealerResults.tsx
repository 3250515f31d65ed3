import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useId } from 'react';
import { useT } from '../platform/index.ts';
import { DealerItem } from './DealerItem.tsx';
import { StaticMap } from './StaticMap.tsx';
import { useDealerListStyles } from './useDealerListStyles.ts';
import { type DealerSearch, pageSize } from './useDealerSearch.ts';
import { useDealerSearchStyles } from './useDealerSearchStyles.ts';

/** What the search found: a spoken status, the map (with a tile server), the numbered list, more. */
export function DealerResults({
  search: state,
  tileUrl,
  tileAttribution,
}: {
  search: DealerSearch;
  tileUrl?: string;
  tileAttribution?: string;
}) {
  const t = useT();
  const styles = useDealerSearchStyles();
  const list = useDealerListStyles();
  const idPrefix = useId();
  const { search, visible } = state;
  const shown = search.status === 'done' ? search.dealers.slice(0, visible) : [];

  return (
    <>
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
            <Button onClick={state.retry}>{t('crm.dealerSearch.retry')}</Button>
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
          <ol className={list.list} aria-label={t('crm.dealerSearch.results')}>
            {shown.map((dealer, index) => (
              <DealerItem
                key={`${dealer.accountName}:${dealer.latitude}:${dealer.longitude}`}
                dealer={dealer}
                number={index + 1}
                nameId={`${idPrefix}-${index}`}
              />
            ))}
          </ol>
          {search.dealers.length > visible ? (
            <div>
              <Button onClick={state.showMore}>
                {t('crm.dealerSearch.showMore', { count: Math.min(pageSize, search.dealers.length - visible) })}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
