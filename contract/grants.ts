/**
 * How grants are read: the access type of a granted permission and the grants-version header. Apart
 * from the permission registry (contract/permissions.ts re-exports both), so the shell's first load
 * can check grants without carrying every permission's id and name.
 */

/**
 * Response header of every signed-in portal API answer (and of loginOpenId): a digest of the
 * caller's granted resource ids. The shell compares it with the one of its sign-in and reloads the
 * permissions when it differs, so a revoked permission leaves the menu without a call per navigation.
 */
export const grantsVersionHeader = 'Portal-Grants-Version';

/** accessType 1 grants; 0 is known but grants nothing. */
export const AccessType = { none: 0, granted: 1 } as const;
