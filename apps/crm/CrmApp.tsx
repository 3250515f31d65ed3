import { makeStyles, tokens } from '@fluentui/react-components';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { crmDivisions, crmTargetGroups } from '../../contract/crm-values.ts';
import { type IslandAttributes, useIsland, useLocale, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { pageStyles } from '../shared/page-styles.ts';
import { crmApi } from './api.ts';
import { CrmContext, type CrmContextValue, type Flash } from './context.ts';
import { type CrmPage, crmHash, parseCrmHash } from './hash-route.ts';
import { PageLink } from './parts.tsx';

export interface CrmProps extends IslandAttributes {
  showNewsletter?: boolean;
  showSpecialistSearch?: boolean;
  /** Divisions for the specialist search flags, comma-separated (`Heating,Sanitary`). */
  businessUnits?: string;
  /** Target groups offered, comma-separated (`FGH,FHW,PRS`). */
  targetGroups?: string;
  /**
   * The dealer/specialist search of partner sites, shown inside the CRM area when the element asks
   * for it. Another app: the element (elements/roots/portal-crm.ts) hands it in, so no app imports another.
   */
  specialistSearch?: ComponentType<{ businessUnits?: string }>;
}

const useStyles = makeStyles({
  root: { ...pageStyles.root, fontFamily: tokens.fontFamilyBase },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '56rem',
  },
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase300,
  },
});

/** Comma-separated attribute → the known values it names (any case), in the list's order. */
// Each page (its forms, lists and dialogs) loads when it is first shown (docs/performance.md "Shell + a mini app").
const OverviewPage = lazy(() => import('./pages/OverviewPage.tsx').then((m) => ({ default: m.OverviewPage })));
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const RegistrationPage = lazy(() =>
  import('./pages/RegistrationPage.tsx').then((m) => ({ default: m.RegistrationPage })),
);
const SimpleRegistrationPage = lazy(() =>
  import('./pages/SimpleRegistrationPage.tsx').then((m) => ({ default: m.SimpleRegistrationPage })),
);

function listAttribute<T extends string>(value: string | undefined, known: readonly T[]): T[] {
  const wanted = (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return wanted.length ? known.filter((k) => wanted.includes(k.toLowerCase())) : [...known];
}

/** The page from the location's hash; follows back/forward and hand-edited hashes. */
function useHashRoute() {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const sync = () => setHash(location.hash);
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, []);
  const route = useMemo(() => parseCrmHash(hash, location.origin), [hash]);
  const push = useCallback((next: string) => {
    // pushState, not `location.hash =`: no popstate, so the shell's router does not rebuild the element.
    history.pushState(history.state, '', next);
    setHash(next);
  }, []);
  return { route, push };
}

/**
 * The CRM sub-app: hash routes inside the element — overview, end-customer,
 * specialist, simple and partner registration, profile — with the `returnUrl` of the shell's 412
 * flow kept across pages and offered when done.
 */
export function CrmApp({
  showNewsletter,
  showSpecialistSearch,
  businessUnits,
  targetGroups,
  specialistSearch: SpecialistSearch,
}: CrmProps) {
  const t = useT();
  const styles = useStyles();
  const { country } = useIsland();
  const locale = useLocale();
  const state = useSession();
  const user = state.status === 'signedOut' ? null : state.user;
  const crm = usePortalApi('crm');
  const api = useMemo(() => crmApi(crm), [crm]);
  const { route, push } = useHashRoute();
  const [flash, setFlash] = useState<Flash>(null);
  const navigated = useRef(false);

  const options = useMemo(
    () => ({
      showNewsletter: showNewsletter === true,
      showSpecialistSearch: showSpecialistSearch === true,
      businessUnits: listAttribute(businessUnits, crmDivisions),
      targetGroups: listAttribute(targetGroups, crmTargetGroups),
    }),
    [showNewsletter, showSpecialistSearch, businessUnits, targetGroups],
  );

  const go = useCallback(
    (page: CrmPage, next: Flash = null) => {
      navigated.current = true;
      setFlash(next);
      push(crmHash(page, route.returnUrl));
      window.scrollTo({ top: 0 });
    },
    [push, route.returnUrl],
  );

  // A page change by back/forward or a typed hash clears the notice of the previous page.
  const lastPage = useRef(route.page);
  useEffect(() => {
    if (lastPage.current !== route.page && !navigated.current) setFlash(null);
    lastPage.current = route.page;
    navigated.current = false;
  }, [route.page]);

  const context = useMemo<CrmContextValue>(
    () => ({
      api,
      user,
      options,
      locale,
      country,
      culture: `${locale}-${country.toUpperCase()}`,
      route,
      flash,
      go,
      href: (page) => crmHash(page, route.returnUrl),
    }),
    [api, user, options, locale, country, route, flash, go],
  );

  // Focus the new page's title only after an in-app page change, never on first render.
  const [focusPage, setFocusPage] = useState(false);
  const firstPage = useRef(route.page);
  useEffect(() => {
    if (route.page !== firstPage.current) setFocusPage(true);
  }, [route.page]);

  const page = route.page;
  return (
    <CrmContext.Provider value={context}>
      <div className={styles.root}>
        <div className={styles.content}>
          {page !== 'overview' || options.showSpecialistSearch ? (
            <nav aria-label={t('crm.nav.label')}>
              <ul className={styles.nav}>
                {page !== 'overview' ? (
                  <li>
                    <PageLink page="overview">{t('crm.nav.overview')}</PageLink>
                  </li>
                ) : null}
                {page !== 'profile' && user ? (
                  <li>
                    <PageLink page="profile">{t('crm.nav.profile')}</PageLink>
                  </li>
                ) : null}
                {page !== 'specialist-search' && options.showSpecialistSearch ? (
                  <li>
                    <PageLink page="specialist-search">{t('crm.nav.specialistSearch')}</PageLink>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          <Suspense fallback={<Loading />}>
            {page === 'overview' ? <OverviewPage key={page} focus={focusPage} /> : null}
            {page === 'register' ? <RegistrationPage key={page} kind="endCustomer" focus={focusPage} /> : null}
            {page === 'register-specialist' ? (
              <RegistrationPage key={page} kind="specialist" focus={focusPage} />
            ) : null}
            {page === 'register-partner' ? <RegistrationPage key={page} kind="partner" focus={focusPage} /> : null}
            {page === 'register-simple' ? <SimpleRegistrationPage key={page} focus={focusPage} /> : null}
            {page === 'profile' ? <ProfilePage key={page} focus={focusPage} /> : null}
          </Suspense>
          {page === 'specialist-search' && options.showSpecialistSearch && SpecialistSearch ? (
            <>
              <PageHeader title={t('crm.nav.specialistSearch')} focus={focusPage} />
              <Suspense fallback={null}>
                <SpecialistSearch businessUnits={businessUnits} />
              </Suspense>
            </>
          ) : null}
        </div>
      </div>
    </CrmContext.Provider>
  );
}
