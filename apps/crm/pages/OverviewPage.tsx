import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useLoad, useT } from '../../platform/index.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useCrm } from '../context.ts';
import type { CrmPage } from '../hash-route.ts';
import { PageLink, SignInNotice } from '../parts.tsx';
import { UserStatusBar } from './UserStatusBar.tsx';

const useStyles = makeStyles({
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardTitle: { margin: 0 },
  cardText: { margin: 0, flexGrow: 1, color: tokens.colorNeutralForeground2 },
});

const entries: { page: CrmPage; key: string }[] = [
  { page: 'register', key: 'endCustomer' },
  { page: 'register-specialist', key: 'specialist' },
  { page: 'register-simple', key: 'simple' },
  { page: 'profile', key: 'profile' },
];

/** `#/overview`: what the CRM area offers, and the user's status when signed in. */
export function OverviewPage({ focus }: { focus: boolean }) {
  const t = useT();
  const styles = useStyles();
  const { api, user, locale } = useCrm();
  const sub = user?.sub ?? null;
  const status = useLoad(sub ? (signal) => api.status(sub, locale, signal) : null, [api, sub, locale]);

  return (
    <>
      <PageHeader title={t('crm.overview.title')} intro={t('crm.overview.intro')} focus={focus} />
      {!user ? <SignInNotice /> : null}
      {status.data ? <UserStatusBar status={status.data} /> : null}
      <ul className={styles.cards}>
        {entries.map((entry) => (
          <li key={entry.page} className={styles.card}>
            <Subtitle2 as="h2" className={styles.cardTitle}>
              {t(`crm.overview.${entry.key}.title`)}
            </Subtitle2>
            <Body1 as="p" className={styles.cardText}>
              {t(`crm.overview.${entry.key}.text`)}
            </Body1>
            <span>
              <PageLink page={entry.page}>{t(`crm.overview.${entry.key}.link`)}</PageLink>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
