import { Caption1, Link, Subtitle2 } from '@fluentui/react-components';
import type { DealerEntry } from '../../contract/crm.ts';
import { useFormat, useT } from '../platform/index.ts';
import { telHref, websiteHref, websiteLabel } from './api.ts';
import { useDealerListStyles } from './useDealerListStyles.ts';

/** One dealer: number (as on the map), name, distance, address, contact links, products. */
export function DealerItem({ dealer, number, nameId }: { dealer: DealerEntry; number: number; nameId: string }) {
  const t = useT();
  const format = useFormat();
  const styles = useDealerListStyles();
  const tel = telHref(dealer.telephoneAccount);
  const web = websiteHref(dealer.websiteUrl);
  const distance = format.number(dealer.distance, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <li className={styles.item}>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      <Subtitle2 as="h3" className={styles.name} id={nameId}>
        {dealer.accountName}
      </Subtitle2>
      <span className={styles.distance}>{t('crm.dealerSearch.distance', { distance })}</span>
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
          {format.region(dealer.country)}
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
}
