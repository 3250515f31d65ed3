import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import { type IslandAttributes, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { reportingApi } from './api.ts';
import { ReportingContext } from './context.ts';

// The two views (their charts, grids, dialogs and the report schemas) load with the first signed-in
// render: signed out, the element paints its notice without them (docs/performance.md).
const ReportBuilder = lazy(() => import('./builder/ReportBuilder.tsx').then((m) => ({ default: m.ReportBuilder })));
const SalesPerformanceView = lazy(() =>
  import('./sales/SalesPerformanceView.tsx').then((m) => ({ default: m.SalesPerformanceView })),
);

type TabId = 'reports' | 'sales';

const useStyles = makeStyles({
  views: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  panel: { minWidth: 0 },
});

/** Reporting: the query builder with saved and shared queries, and the sales performance. */
export function ReportingApp({ state }: IslandAttributes) {
  const t = useT();
  const styles = useStyles();
  const http = usePortalApi();
  const session = useSession();
  const api = useMemo(() => reportingApi(http), [http]);
  const [tab, setTab] = useState<TabId>('reports');

  return (
    <ReportingContext.Provider value={api}>
      <Page>
        <PageHeader title={t('reporting.title')} intro={t('reporting.intro')} />
        {session.status !== 'signedIn' ? (
          <Notice title={t('reporting.signedOutTitle')} text={t('reporting.signedOut')} />
        ) : (
          <>
            {/* Two views as pressed buttons: Fluent's TabList puts Tabster's focus dummies (role="none",
                tabindex 0) inside the tablist, which axe reports as children a tablist may not have. */}
            <div className={styles.views}>
              {(['reports', 'sales'] as const).map((id) => (
                <ToggleButton
                  key={id}
                  checked={tab === id}
                  appearance={tab === id ? 'primary' : 'secondary'}
                  onClick={() => setTab(id)}
                >
                  {t(`reporting.tabs.${id}`)}
                </ToggleButton>
              ))}
            </div>
            <div className={styles.panel}>
              <Suspense fallback={<Loading />}>
                {tab === 'reports' ? <ReportBuilder state={state} /> : <SalesPerformanceView />}
              </Suspense>
            </div>
          </>
        )}
      </Page>
    </ReportingContext.Provider>
  );
}
