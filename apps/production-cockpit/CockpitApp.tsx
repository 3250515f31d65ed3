import { Button, ToggleButton } from '@fluentui/react-components';
import { lazy, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { KpiVariant } from '../../contract/kpi.ts';
import { type IslandAttributes, useIsland, useLoad, usePortalApi, useSession, useT } from '../platform/index.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { kpiApi, type PeriodKind } from './api.ts';
import { OverviewView } from './OverviewView.tsx';
import { useDetailsPrefetch } from './prefetch.ts';
import { useCockpitStyles } from './styles.ts';
import { useWallScreen } from './wall.ts';

// A plant's details (trends with their charts, edit mode) load with the first drill-down or its
// prefetch on hover: the first paint is the overview (docs/performance.md "Shell + a mini app").
const loadSiteView = () => import('./SiteView.tsx').then((m) => ({ default: m.SiteView }));
const SiteView = lazy(loadSiteView);

export interface CockpitProps extends IslandAttributes {
  /** `hvac` (radiator plants) or `climate` (the climate plant). */
  variant?: string;
}

/**
 * The production cockpit: every plant's key figures of the latest week or month (overview), a
 * plant's details with trends, periods and edit mode (drill-down), and a wall-screen mode that
 * fills the screen and refreshes every minute.
 */
export function CockpitApp({ variant }: CockpitProps) {
  const t = useT();
  const styles = useCockpitStyles();
  const island = useIsland();
  const http = usePortalApi();
  const api = useMemo(() => kpiApi(http), [http]);
  const signedIn = useSession().status === 'signedIn';
  const kindOfCockpit: KpiVariant = variant === 'climate' ? 'climate' : 'hvac';
  const { wall, enter, leave, tick } = useWallScreen(island.host);
  const [kind, setKind] = useState<PeriodKind>('week');
  const [siteName, setSiteName] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  const refresh = tick + saves;
  const overview = useLoad(signedIn ? (signal) => api.overview(kindOfCockpit, signal) : null, [
    api,
    kindOfCockpit,
    signedIn,
    refresh,
  ]);
  const root = useRef<HTMLDivElement>(null);

  // Plants of the site's country first (the Czech site opens with Stříbro).
  const sites = useMemo(() => {
    const country = island.country.toUpperCase();
    return [...(overview.data ?? [])].sort((a, b) => Number(b.country === country) - Number(a.country === country));
  }, [overview.data, island.country]);
  const site = sites.find((s) => s.name === siteName);
  // Drill-down and back are page changes inside the app: the new title takes the focus.
  const [pageChanges, setPageChanges] = useState(0);
  const { prefetch: prefetchDetails, details } = useDetailsPrefetch(api, refresh);
  const prefetch = (name: string) => {
    void loadSiteView();
    prefetchDetails(name);
  };
  const open = (name: string | null) => {
    if (name) prefetch(name);
    // A transition renders the new view in slices, so the request above goes out at once.
    startTransition(() => {
      setSiteName(name);
      setPageChanges((n) => n + 1);
    });
  };

  useEffect(() => {
    if (overview.data && root.current) root.current.dataset.ready = String(refresh);
  }, [overview.data, refresh]);

  const title = site
    ? t('production.site.title', { site: site.description })
    : t(kindOfCockpit === 'climate' ? 'production.cockpit.climate' : 'production.cockpit.hvac');
  const actions = (
    <>
      {site && <Button onClick={() => open(null)}>{t('production.site.back')}</Button>}
      <fieldset className={styles.toggles}>
        <legend className={styles.srOnly}>{t('production.cockpit.period')}</legend>
        <ToggleButton checked={kind === 'week'} onClick={() => setKind('week')}>
          {t('production.cockpit.week')}
        </ToggleButton>
        <ToggleButton checked={kind === 'month'} onClick={() => setKind('month')}>
          {t('production.cockpit.month')}
        </ToggleButton>
      </fieldset>
      <ToggleButton checked={wall} onClick={wall ? leave : enter}>
        {t('production.cockpit.wall')}
      </ToggleButton>
    </>
  );

  return (
    <div ref={root} className={wall ? styles.wall : undefined} data-variant={kindOfCockpit} data-wall={wall}>
      <Page>
        <PageHeader
          title={title}
          intro={wall ? t('production.cockpit.wallHint') : undefined}
          actions={actions}
          focus={pageChanges > 0}
        />
        {!signedIn ? (
          <Notice title={t('production.signedOutTitle')} text={t('production.signedOut')} />
        ) : (
          <LoadView
            load={overview}
            namespace="production"
            isEmpty={(list) => list.length === 0}
            empty={<Notice title={t('production.noSitesTitle')} text={t('production.noSites')} />}
          >
            {() =>
              site ? (
                <SiteView
                  api={api}
                  loadDetails={details}
                  site={site}
                  kind={kind}
                  wall={wall}
                  refresh={refresh}
                  onSaved={() => setSaves((n) => n + 1)}
                />
              ) : (
                <OverviewView sites={sites} kind={kind} wall={wall} onOpen={open} onPrefetch={prefetch} />
              )
            }
          </LoadView>
        )}
      </Page>
    </div>
  );
}
