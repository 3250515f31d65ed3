/**
 * The one permission check of the APIs: after `requirePortalUser`, a route names the permissions
 * of contract/permissions.ts it needs — any one of them, granted with accessType 1, opens it.
 * Chain two for "both" (API canteen and UI planCreate):
 *
 *   app.post('/createPlan', requirePermission(apiPermissions.canteen), requirePermission(uiPermissions.planCreate), …)
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { PermissionDef } from '../../contract/permissions.ts';
import { forbidden } from '../http/errors.ts';
import type { PortalEnv } from './portal-user.ts';

type Env = PortalEnv;

/** Guard middleware → the permissions it asks for (any-of); read by the route probes. */
export const permissionGuards = new WeakMap<MiddlewareHandler, readonly PermissionDef[]>();

/** Does the caller hold this permission (for rules inside a handler, e.g. who sees drafts)? */
export function hasPermission(c: Context<Env>, permission: PermissionDef): boolean {
  return c.var.granted.has(permission.id);
}

/** 403 unless the caller holds at least one of the permissions. */
export function requirePermission(...anyOf: PermissionDef[]): MiddlewareHandler<Env> {
  const names = anyOf.map((p) => p.technicalName).join(' or ');
  const guard: MiddlewareHandler<Env> = async (c, next) => {
    if (!anyOf.some((p) => c.var.granted.has(p.id))) throw forbidden(`Missing permission ${names}`);
    await next();
  };
  permissionGuards.set(guard as MiddlewareHandler, anyOf);
  return guard;
}
