import { makeStyles, Tab } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { uiPermissions } from '../../contract/permissions.ts';
import { type IslandAttributes, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { TabList } from '../shared/TabList.tsx';
import { securityApi } from './api.ts';
import { SecurityContext, type SecurityRights } from './context.ts';
import { LockoutsTab } from './lockouts/LockoutsTab.tsx';
import { PermissionSetsTab } from './permission-sets/PermissionSetsTab.tsx';
import { ResourcesTab } from './resources/ResourcesTab.tsx';
import { RolesTab } from './roles/RolesTab.tsx';
import { UsersTab } from './users/UsersTab.tsx';

type TabId = 'users' | 'lockouts' | 'roles' | 'resources' | 'permissionSets';

const useStyles = makeStyles({
  // Four tabs do not fit a phone's width side by side: they wrap instead of widening the page.
  tabs: { flexWrap: 'wrap' },
  panel: { minWidth: 0 },
});

/** Security administration: users, sign-in lock-outs, roles, resources, permission sets — gated by UI permissions. */
export function SecurityApp(_props: IslandAttributes) {
  const t = useT();
  const styles = useStyles();
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
    const visible: TabId[] = [];
    if (rights.userOverview) visible.push('users', 'lockouts');
    if (rights.roleOverview) visible.push('roles', 'resources', 'permissionSets');
    return visible;
  }, [rights]);
  const [selected, setSelected] = useState<TabId | null>(null);
  const tab = selected && tabs.includes(selected) ? selected : (tabs[0] ?? null);

  let body: React.ReactNode;
  if (state.status !== 'signedIn') {
    body = <Notice title={t('security.signedOutTitle')} text={t('security.signedOut')} />;
  } else if (!tab) {
    body = <Notice title={t('security.noPermissionTitle')} text={t('security.noPermission')} />;
  } else {
    body = (
      <>
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, data) => setSelected(data.value as TabId)}
          aria-label={t('security.title')}
        >
          {tabs.map((id) => (
            <Tab key={id} value={id} id={`security-tab-${id}`} aria-controls="security-tabpanel">
              {t(`security.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <div id="security-tabpanel" role="tabpanel" aria-labelledby={`security-tab-${tab}`} className={styles.panel}>
          {tab === 'users' && <UsersTab />}
          {tab === 'lockouts' && <LockoutsTab />}
          {tab === 'roles' && <RolesTab />}
          {tab === 'resources' && <ResourcesTab />}
          {tab === 'permissionSets' && <PermissionSetsTab />}
        </div>
      </>
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
