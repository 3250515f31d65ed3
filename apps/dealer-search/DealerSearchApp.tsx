import { Subtitle1 } from '@fluentui/react-components';
import { useId, useMemo } from 'react';
import { type IslandAttributes, useIsland, useLocale, usePublicApi, useT } from '../platform/index.ts';
import { dealerSearchApi } from './api.ts';
import { DealerResults } from './DealerResults.tsx';
import { offeredDivisions, useDivisionNames, useProducts } from './filters.ts';
import { SearchForm } from './SearchForm.tsx';
import { useDealerSearch } from './useDealerSearch.ts';
import { useDealerSearchStyles } from './useDealerSearchStyles.ts';

export interface DealerSearchProps extends IslandAttributes {
  /**
   * Division selected at start (`Heating`, `Sanitary`); default: all.
   * @default all divisions
   */
  division?: string;
  /**
   * Divisions offered, comma-separated (default `Heating,Sanitary`).
   * @default Heating,Sanitary
   */
  businessUnits?: string;
  /** Tile server URL template (`https://tiles.example/{z}/{x}/{y}.png`): shows a map. No map without it. */
  tileUrl?: string;
  /** Attribution text the tile server requires (e.g. `© OpenStreetMap contributors`). */
  tileAttribution?: string;
}

/** The dealer search of partner sites: public, embeddable, keyboard accessible. */
export function DealerSearchApp({ division, businessUnits, tileUrl, tileAttribution }: DealerSearchProps) {
  const t = useT();
  const styles = useDealerSearchStyles();
  const { country } = useIsland();
  const locale = useLocale();
  const crm = usePublicApi('crm');
  const api = useMemo(() => dealerSearchApi(crm), [crm]);
  const titleId = useId();
  const offered = useMemo(() => offeredDivisions(businessUnits), [businessUnits]);
  const search = useDealerSearch(api, country, {
    division:
      offered.find((d) => d.toLowerCase() === division?.toLowerCase()) ?? (offered.length === 1 ? offered[0]! : ''),
    productKeys: [],
  });
  const divisionName = useDivisionNames(api, `${locale}-${country.toUpperCase()}`);
  const products = useProducts(api, search.filters.division, (list) =>
    search.keepProducts((key) => list.some((p) => p.productKey === key)),
  );

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div>
        <Subtitle1 as="h2" id={titleId} className={styles.heading}>
          {t('crm.dealerSearch.title')}
        </Subtitle1>
        <p className={styles.intro}>{t('crm.dealerSearch.intro')}</p>
      </div>
      <SearchForm search={search} offered={offered} divisionName={divisionName} products={products} />
      <DealerResults search={search} tileUrl={tileUrl} tileAttribution={tileAttribution} />
    </section>
  );
}
