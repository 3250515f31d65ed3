import { createContext, useContext } from 'react';
import type { SecurityApi } from './api.ts';

/** What the signed-in user may do here, from the named UI permissions (contract/permissions.ts). */
export interface SecurityRights {
  userOverview: boolean;
  /** Create users; also edit and delete them, their roles and parameters. */
  userCreate: boolean;
  roleOverview: boolean;
  /** Edit and delete roles, grant and revoke their resource permissions, maintain resources, permission sets and permissions. */
  roleManage: boolean;
  roleCreate: boolean;
}

export interface SecurityContextValue {
  api: SecurityApi;
  rights: SecurityRights;
}

export const SecurityContext = createContext<SecurityContextValue | null>(null);

export function useSecurity(): SecurityContextValue {
  const value = useContext(SecurityContext);
  if (!value) throw new Error('useSecurity() outside <SecurityApp>');
  return value;
}
