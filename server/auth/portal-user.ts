import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { PortalRessourcePermission, PortalUser } from '../../contract/auth.ts';
import { ErrorCode } from '../../contract/errors.ts';
import { AccessType, grantsVersionHeader } from '../../contract/permissions.ts';
import type { NotifiedCache } from '../db/notified-cache.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { AuthVariables } from './bearer.ts';

export type PortalUserRow = typeof t.portalUser.$inferSelect;

export async function findPortalUserBySub(db: Db, sub: string): Promise<PortalUserRow | undefined> {
  const [user] = await db.select().from(t.portalUser).where(eq(t.portalUser.openIdUserId, sub));
  return user;
}

/** The API shape of a user: never the password or auth hash. */
export function toPortalUser(row: PortalUserRow): PortalUser {
  return {
    id: row.id,
    openIdUserId: row.openIdUserId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    department: row.department,
    username: row.username,
    authType: row.authType,
    org: row.org,
  };
}

/**
 * The user's resource permissions over all roles. Where roles disagree on a resource the
 * highest accessType wins (a grant in any role grants; any match with accessType 1).
 */
export async function resourcePermissionsOf(db: Db, userId: string): Promise<PortalRessourcePermission[]> {
  const rows = await db
    .select({
      accessType: t.portalRoleResourcePermission.accessType,
      ressource: t.portalRessource,
      group: t.ressourceGroup,
      permissionSet: t.portalPermissionSet,
    })
    .from(t.portalUserRole)
    .innerJoin(t.portalRoleResourcePermission, eq(t.portalRoleResourcePermission.roleId, t.portalUserRole.roleId))
    .innerJoin(t.portalRessource, eq(t.portalRessource.id, t.portalRoleResourcePermission.ressourceId))
    .leftJoin(t.ressourceGroup, eq(t.ressourceGroup.id, t.portalRessource.ressourceGroupId))
    .innerJoin(t.portalPermissionSet, eq(t.portalPermissionSet.id, t.portalRoleResourcePermission.permissionSetId))
    .where(eq(t.portalUserRole.userId, userId));

  const best = new Map<string, PortalRessourcePermission>();
  for (const row of rows) {
    const current = best.get(row.ressource.id);
    if (current && current.accessType >= row.accessType) continue;
    const { ressourceGroupId: _, ...ressource } = row.ressource;
    best.set(row.ressource.id, {
      accessType: row.accessType,
      ressource: { ...ressource, ressourceGroup: row.group },
      permissionSet: {
        id: row.permissionSet.id,
        name: row.permissionSet.name,
        description: row.permissionSet.description,
      },
    });
  }
  return [...best.values()].sort((a, b) => a.ressource.technicalName.localeCompare(b.ressource.technicalName));
}

export type PortalUserVariables = AuthVariables & { portalUser: PortalUserRow; granted: Set<string> };
/** The Hono environment of every route behind `requirePortalUser`. */
export type PortalEnv = { Variables: PortalUserVariables };

/** What a signed-in request needs to know about its caller: the user row and the granted resource ids. */
export interface CallerGrants {
  user: PortalUserRow;
  granted: Set<string>;
  /** grantsVersion(granted), sent as the grantsVersionHeader of every answer. */
  version: string;
}

/** The resource ids granted with accessType 1. */
export function grantedIds(permissions: readonly PortalRessourcePermission[]): Set<string> {
  return new Set(permissions.filter((p) => p.accessType === AccessType.granted).map((p) => p.ressource.id));
}

/** A short digest of granted resource ids, independent of their order (contract/permissions.ts grantsVersionHeader). */
export function grantsVersion(granted: Iterable<string>): string {
  return createHash('sha256')
    .update([...granted].sort().join(','))
    .digest('base64url')
    .slice(0, 16);
}

/** Loads a caller's user row and grants (null without a portal user). */
export async function loadCallerGrants(db: Db, sub: string): Promise<CallerGrants | null> {
  const user = await findPortalUserBySub(db, sub);
  if (!user) return null;
  const permissions = await resourcePermissionsOf(db, user.id);
  const granted = grantedIds(permissions);
  return { user, granted, version: grantsVersion(granted) };
}

/** The caller's user row and grants: from `cache` at once when kept, else loaded (and kept); null without a portal user. */
export function callerGrants(
  db: Db,
  sub: string,
  cache?: NotifiedCache<string, CallerGrants>,
): CallerGrants | null | undefined | Promise<CallerGrants | null | undefined> {
  return cache ? cache.get(sub, () => loadCallerGrants(db, sub)) : loadCallerGrants(db, sub);
}

/** The portal-user guards, so the API documents declare their 412 (server/openapi/routes.ts). */
export const portalUserGuards = new WeakSet<MiddlewareHandler>();

/**
 * After `requireBearer`: the caller must be a portal user (else 412) — loads user and
 * grants, from `cache` (auth/grants-cache.ts) when given.
 */

export function requirePortalUser(
  db: Db,
  cache?: NotifiedCache<string, CallerGrants>,
): MiddlewareHandler<{ Variables: PortalUserVariables }> {
  const enter = (
    c: Context<{ Variables: PortalUserVariables }>,
    next: Next,
    caller: CallerGrants | null | undefined,
  ) => {
    if (!caller) throw noPortalUser();
    c.set('portalUser', caller.user);
    c.set('granted', caller.granted);
    // Set before the handler runs, so refusals (403) carry it too: the shell learns of a revocation from them.
    c.header(grantsVersionHeader, caller.version);
    return next();
  };
  const guard: MiddlewareHandler<{ Variables: PortalUserVariables }> = (c, next) => {
    const caller = callerGrants(db, c.var.auth.sub, cache);
    // A cached caller is there at once (no promise to wait for).
    return caller instanceof Promise ? caller.then((loaded) => enter(c, next, loaded)) : enter(c, next, caller);
  };
  portalUserGuards.add(guard as MiddlewareHandler);
  return guard;
}

export function noPortalUser(): HttpError {
  return new HttpError(412, {
    code: ErrorCode.noPortalUser,
    message: 'No portal user exists for this account yet; registration is required.',
  });
}
