import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { type IslandAttributes, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { reportingApi } from './api.ts';
import { ReportBuilder } from './builder/ReportBuilder.tsx';
import { ReportingContext } from './context.ts';
import { SalesPerformanceView } from './sales/SalesPerformanceView.tsx';

type TabId = 'reports' | 'sales';

const useStyles = makeStyles({
  tabs: { flexWrap: 'wrap' },
  panel: { minWidth: 0 },
});

/** Reporting: the query builder with saved and shared queries, and the sales performance. */
export function ReportingApp(_props: IslandAttributes) {
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
            <TabList
              className={styles.tabs}
              selectedValue={tab}
              onTabSelect={(_, data) => setTab(data.value as TabId)}
              aria-label={t('reporting.title')}
            >
              {(['reports', 'sales'] as const).map((id) => (
                <Tab key={id} value={id} id={`reporting-tab-${id}`} aria-controls="reporting-tabpanel">
                  {t(`reporting.tabs.${id}`)}
                </Tab>
              ))}
            </TabList>
            <div
              id="reporting-tabpanel"
              role="tabpanel"
              aria-labelledby={`reporting-tab-${tab}`}
              className={styles.panel}
            >
              {tab === 'reports' ? <ReportBuilder /> : <SalesPerformanceView />}
            </div>
          </>
        )}
      </Page>
    </ReportingContext.Provider>
  );
}
