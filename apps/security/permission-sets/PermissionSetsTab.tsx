import { makeStyles, Tab, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../platform/index.ts';
import { TabList } from '../../shared/TabList.tsx';
import { PermissionsView } from './PermissionsView.tsx';
import { SetsView } from './SetsView.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type View = 'sets' | 'permissions';

/** Permission sets (with their permission details) and the permissions they are built from. */
export function PermissionSetsTab() {
  const t = useT();
  const styles = useStyles();
  const [view, setView] = useState<View>('sets');
  return (
    <div className={styles.root}>
      <TabList
        size="small"
        appearance="subtle"
        selectedValue={view}
        onTabSelect={(_, d) => setView(d.value as View)}
        aria-label={t('security.tabs.permissionSets')}
      >
        <Tab value="sets">{t('security.permissionSets.list')}</Tab>
        <Tab value="permissions">{t('security.permissions.list')}</Tab>
      </TabList>
      {view === 'sets' ? <SetsView /> : <PermissionsView />}
    </div>
  );
}
