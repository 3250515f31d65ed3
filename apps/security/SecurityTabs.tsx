import { makeStyles, Tab } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { TabList } from '../shared/TabList.tsx';
import { type SecurityTabId, tabLoaders } from './tab-loaders.ts';

// Each tab (its table, detail, dialogs and forms) loads when it is first shown: the first paint
// needs only the tab list and one tab (docs/performance.md "Shell + a mini app").
const panels = {
  users: lazy(tabLoaders.users),
  lockouts: lazy(tabLoaders.lockouts),
  roles: lazy(tabLoaders.roles),
  resources: lazy(tabLoaders.resources),
  permissionSets: lazy(tabLoaders.permissionSets),
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
