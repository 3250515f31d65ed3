import type { PortalOrg } from '../../contract/security.ts';
import type { Translate } from '../platform/index.ts';

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

/** The role types with a name (PortalRole.roleType): 0 a regular role, 1 one for services and interfaces. */
const namedRoleTypes = [0, 1] as const;

/** A role type's name; a number set through the API without a name shows as "Typ 7". */
export function roleTypeName(t: Translate, roleType: number): string {
  return (namedRoleTypes as readonly number[]).includes(roleType)
    ? t(`security.roles.types.${roleType}`)
    : t('security.roles.types.other', { n: roleType });
}

/** The role types as select options, the role's own (maybe unnamed) type included. */
export function roleTypeOptions(t: Translate, current: number) {
  const values = [...new Set<number>([...namedRoleTypes, current])].sort((a, b) => a - b);
  return values.map((value) => ({ value: String(value), label: roleTypeName(t, value) }));
}
