import { lazy, Suspense, useEffect, useMemo } from 'react';
import { uiPermissions } from '../../contract/permissions.ts';
import { type IslandAttributes, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { securityApi } from './api.ts';
import { SecurityContext, type SecurityRights } from './context.ts';
import { type SecurityTabId, tabLoaders } from './tab-loaders.ts';

// The tabs load with the first signed-in render: signed out, the element paints its notice without
// them (docs/performance.md "Shell + a mini app").
const SecurityTabs = lazy(() => import('./SecurityTabs.tsx').then((m) => ({ default: m.SecurityTabs })));

/** Security administration: users, sign-in lock-outs, roles, resources, permission sets — gated by UI permissions. */
export function SecurityApp(_props: IslandAttributes) {
  const t = useT();
  const http = usePortalApi();
  const state = useSession();
  const rights = useMemo<SecurityRights>(() => {
    const granted = state.status === 'signedIn' ? state.granted : new Set<string>();
    return {
      userOverview: granted.has(uiPermissions.userOverview.id),
      userCreate: granted.has(uiPermissions.userCreate.id),
      roleOverview: granted.has(uiPermissions.roleOverview.id),
      roleManage: granted.has(uiPermissions.roleManage.id),
      roleCreate: granted.has(uiPermissions.roleCreate.id),
    };
  }, [state]);
  const context = useMemo(() => ({ api: securityApi(http), rights }), [http, rights]);

  const tabs = useMemo(() => {
    const visible: SecurityTabId[] = [];
    if (rights.userOverview) visible.push('users', 'lockouts');
    if (rights.roleOverview) visible.push('roles', 'resources', 'permissionSets');
    return visible;
  }, [rights]);
  // The first tab's code comes beside the tab list's, not after it.
  useEffect(() => {
    if (tabs[0]) void tabLoaders[tabs[0]]();
  }, [tabs]);

  let body: React.ReactNode;
  if (state.status !== 'signedIn') {
    body = <Notice title={t('security.signedOutTitle')} text={t('security.signedOut')} />;
  } else if (!tabs.length) {
    body = <Notice title={t('security.noPermissionTitle')} text={t('security.noPermission')} />;
  } else {
    body = (
      <Suspense fallback={<Loading />}>
        <SecurityTabs tabs={tabs} />
      </Suspense>
    );
  }

  return (
    <SecurityContext.Provider value={context}>
      <Page>
        <PageHeader title={t('security.title')} />
        {body}
      </Page>
    </SecurityContext.Provider>
  );
}
