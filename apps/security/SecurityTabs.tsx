import { makeStyles, Tab } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { TabList } from '../shared/TabList.tsx';

export type SecurityTabId = 'users' | 'lockouts' | 'roles' | 'resources' | 'permissionSets';

// Each tab (its table, detail, dialogs and forms) loads when it is first shown: the first paint
// needs only the tab list and one tab (docs/performance.md "Shell + a mini app").
const panels: Record<SecurityTabId, React.LazyExoticComponent<() => React.ReactNode>> = {
  users: lazy(() => import('./users/UsersTab.tsx').then((m) => ({ default: m.UsersTab }))),
  lockouts: lazy(() => import('./lockouts/LockoutsTab.tsx').then((m) => ({ default: m.LockoutsTab }))),
  roles: lazy(() => import('./roles/RolesTab.tsx').then((m) => ({ default: m.RolesTab }))),
  resources: lazy(() => import('./resources/ResourcesTab.tsx').then((m) => ({ default: m.ResourcesTab }))),
  permissionSets: lazy(() =>
    import('./permission-sets/PermissionSetsTab.tsx').then((m) => ({ default: m.PermissionSetsTab })),
  ),
};

const useStyles = makeStyles({
  // Four tabs do not fit a phone's width side by side: they wrap instead of widening the page.
  tabs: { flexWrap: 'wrap' },
  panel: { minWidth: 0 },
});

/** The tabs the signed-in user may see (at least one), each panel loaded on first use. */
export function SecurityTabs({ tabs }: { tabs: readonly SecurityTabId[] }) {
  const t = useT();
  const styles = useStyles();
  const [selected, setSelected] = useState<SecurityTabId | null>(null);
  const tab = selected && tabs.includes(selected) ? selected : tabs[0]!;
  const Panel = panels[tab];
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => setSelected(data.value as SecurityTabId)}
        aria-label={t('security.title')}
      >
        {tabs.map((id) => (
          <Tab key={id} value={id} id={`security-tab-${id}`} aria-controls="security-tabpanel">
            {t(`security.tabs.${id}`)}
          </Tab>
        ))}
      </TabList>
      <div id="security-tabpanel" role="tabpanel" aria-labelledby={`security-tab-${tab}`} className={styles.panel}>
        <Suspense fallback={<Loading />}>
          <Panel />
        </Suspense>
      </div>
    </>
  );
}
