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
import type { PortalUserVariables } from './portal-user.ts';

type Env = { Variables: PortalUserVariables };

/** Does the caller hold this permission (for rules inside a handler, e.g. who sees drafts)? */
export function hasPermission(c: Context<Env>, permission: PermissionDef): boolean {
  return c.var.granted.has(permission.id);
}

/** 403 unless the caller holds at least one of the permissions. */
export function requirePermission(...anyOf: PermissionDef[]): MiddlewareHandler<Env> {
  const names = anyOf.map((p) => p.technicalName).join(' or ');
  return async (c, next) => {
    if (!anyOf.some((p) => c.var.granted.has(p.id))) throw forbidden(`Missing permission ${names}`);
    await next();
  };
}
