import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PortalRessource } from '../../../contract/auth.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { AccessType } from '../../../contract/permissions.ts';
import type {
  PortalPermission,
  PortalPermissionSet,
  PortalRole,
  PortalRoleResourcePermission,
} from '../../../contract/security.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';
import { forbidden } from '../../http/errors.ts';

export type RoleRow = typeof t.portalRole.$inferSelect;
type RessourceRow = typeof t.portalRessource.$inferSelect;
type GroupRow = typeof t.ressourceGroup.$inferSelect;
type PermissionRow = typeof t.portalPermission.$inferSelect;

export function toRole(row: RoleRow): PortalRole {
  return { id: row.id, name: row.name, description: row.description, org: row.org, roleType: row.roleType };
}

export function toRessource(row: RessourceRow, group: GroupRow | null): PortalRessource {
  const { ressourceGroupId: _, ...ressource } = row;
  return {
    ...ressource,
    ressourceGroup: group ? { id: group.id, name: group.name, description: group.description } : null,
  };
}

export function toPermission(row: PermissionRow): PortalPermission {
  return { ...row };
}

/** Case-insensitive equality, for names that must be unique regardless of case. */
export function sameText(column: AnyPgColumn, value: string): SQL {
  return sql`lower(${column}) = lower(${value})`;
}

/** `search` as a case-insensitive "contains" over the given columns. */
export function containsAny(search: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql.join(
    columns.map((column) => sql`coalesce(${column}, '') ilike ${pattern}`),
    sql` or `,
  );
}

export async function findRole(q: Q, id: string): Promise<RoleRow | undefined> {
  const [row] = await q.select().from(t.portalRole).where(eq(t.portalRole.id, id));
  return row;
}

export async function ressources(q: Q, where?: SQL): Promise<PortalRessource[]> {
  const rows = await q
    .select({ ressource: t.portalRessource, group: t.ressourceGroup })
    .from(t.portalRessource)
    .leftJoin(t.ressourceGroup, eq(t.ressourceGroup.id, t.portalRessource.ressourceGroupId))
    .where(where)
    .orderBy(asc(t.portalRessource.name), asc(t.portalRessource.technicalName));
  return rows.map((r) => toRessource(r.ressource, r.group));
}

export async function permissionSets(q: Q, ids?: string[]): Promise<PortalPermissionSet[]> {
  if (ids && ids.length === 0) return [];
  const sets = await q
    .select()
    .from(t.portalPermissionSet)
    .where(ids ? inArray(t.portalPermissionSet.id, ids) : undefined)
    .orderBy(asc(t.portalPermissionSet.name));
  if (sets.length === 0) return [];
  const details = await q
    .select({ detail: t.portalPermissionDetail, permission: t.portalPermission })
    .from(t.portalPermissionDetail)
    .innerJoin(t.portalPermission, eq(t.portalPermission.id, t.portalPermissionDetail.permissionId))
    .where(
      inArray(
        t.portalPermissionDetail.permissionSetId,
        sets.map((s) => s.id),
      ),
    )
    .orderBy(asc(t.portalPermission.name), asc(t.portalPermissionDetail.id));
  return sets.map((set) => ({
    id: set.id,
    name: set.name,
    description: set.description,
    permissionDetails: details
      .filter((d) => d.detail.permissionSetId === set.id)
      .map(({ detail, permission }) => ({
        id: detail.id,
        permissionId: detail.permissionId,
        permission: toPermission(permission),
        type: detail.type,
        operator: detail.operator,
        value: detail.value,
      })),
  }));
}

/** A role's resource permissions (resource + permission set + accessType), by resource name. */
export async function rolePermissions(q: Q, role: RoleRow): Promise<PortalRoleResourcePermission[]> {
  const rows = await q
    .select({
      accessType: t.portalRoleResourcePermission.accessType,
      ressource: t.portalRessource,
      group: t.ressourceGroup,
      permissionSet: t.portalPermissionSet,
    })
    .from(t.portalRoleResourcePermission)
    .innerJoin(t.portalRessource, eq(t.portalRessource.id, t.portalRoleResourcePermission.ressourceId))
    .leftJoin(t.ressourceGroup, eq(t.ressourceGroup.id, t.portalRessource.ressourceGroupId))
    .innerJoin(t.portalPermissionSet, eq(t.portalPermissionSet.id, t.portalRoleResourcePermission.permissionSetId))
    .where(eq(t.portalRoleResourcePermission.roleId, role.id))
    .orderBy(asc(t.portalRessource.name), asc(t.portalPermissionSet.name));
  return rows.map((r) => ({
    accessType: r.accessType,
    ressource: toRessource(r.ressource, r.group),
    permissionSet: { id: r.permissionSet.id, name: r.permissionSet.name, description: r.permissionSet.description },
    role: toRole(role),
  }));
}

export async function rolesOfUser(q: Q, userId: string): Promise<RoleRow[]> {
  const rows = await q
    .select({ role: t.portalRole })
    .from(t.portalUserRole)
    .innerJoin(t.portalRole, eq(t.portalRole.id, t.portalUserRole.roleId))
    .where(eq(t.portalUserRole.userId, userId))
    .orderBy(asc(t.portalRole.name));
  return rows.map((r) => r.role);
}

export async function userHoldsRole(q: Q, userId: string, roleId: string): Promise<boolean> {
  const [row] = await q
    .select({ userId: t.portalUserRole.userId })
    .from(t.portalUserRole)
    .where(and(eq(t.portalUserRole.userId, userId), eq(t.portalUserRole.roleId, roleId)));
  return !!row;
}

/**
 * Four-eyes on the caller's own grants: nobody changes a role he holds (another administrator
 * does), so a holder of the roles permission cannot widen his own access.
 */
export async function refuseOwnRole(q: Q, callerId: string, roleId: string, field: string): Promise<void> {
  if (await userHoldsRole(q, callerId, roleId)) {
    throw forbidden('You hold this role yourself; another administrator has to change it', ErrorCode.forbidden, field);
  }
}

/** Nobody grants what he does not hold himself: the resources a role grants (accessType 1) must all be the caller's. */
export async function refuseUnheldGrants(q: Q, granted: ReadonlySet<string>, roleId: string, field: string) {
  const rows = await q
    .select({ ressourceId: t.portalRoleResourcePermission.ressourceId })
    .from(t.portalRoleResourcePermission)
    .where(
      and(
        eq(t.portalRoleResourcePermission.roleId, roleId),
        eq(t.portalRoleResourcePermission.accessType, AccessType.granted),
      ),
    );
  const missing = rows.map((r) => r.ressourceId).filter((id) => !granted.has(id));
  if (missing.length) {
    throw forbidden(
      `The role grants resources you do not hold yourself: ${missing.join(', ')}`,
      ErrorCode.forbidden,
      field,
    );
  }
}

export async function orgExists(q: Q, id: number): Promise<boolean> {
  const [row] = await q.select({ id: t.portalOrg.id }).from(t.portalOrg).where(eq(t.portalOrg.id, id));
  return !!row;
}
