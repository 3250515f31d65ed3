/**
 * The security tabs' code, one chunk each (SecurityTabs.tsx shows them; SecurityApp.tsx starts the
 * first visible one beside the tab list, so they do not load one after the other).
 */
export const tabLoaders = {
  users: () => import('./users/UsersTab.tsx').then((m) => ({ default: m.UsersTab })),
  lockouts: () => import('./lockouts/LockoutsTab.tsx').then((m) => ({ default: m.LockoutsTab })),
  roles: () => import('./roles/RolesTab.tsx').then((m) => ({ default: m.RolesTab })),
  resources: () => import('./resources/ResourcesTab.tsx').then((m) => ({ default: m.ResourcesTab })),
  permissionSets: () =>
    import('./permission-sets/PermissionSetsTab.tsx').then((m) => ({ default: m.PermissionSetsTab })),
};

export type SecurityTabId = keyof typeof tabLoaders;
