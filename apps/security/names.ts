import type { PortalOrg } from '../../contract/security.ts';

/** The organisation's name, its id when the list does not have it, `none` without one. */
export function orgName(orgs: readonly PortalOrg[] | undefined, id: number | null, none: string): string {
  if (id == null) return none;
  return orgs?.find((o) => o.id === id)?.name ?? String(id);
}

/** "Andrea Weber", else the username. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** The organisations as select options, after "no organisation". */
export function orgOptions(orgs: readonly PortalOrg[] | undefined, noOrg: string) {
  return [{ value: '', label: noOrg }, ...(orgs ?? []).map((o) => ({ value: String(o.id), label: o.name }))];
}
