import { Hono } from 'hono';
import type { PermissionDef } from '../../../contract/permissions.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { PortalEnv } from '../../auth/portal-user.ts';
import { requireAcr } from '../../auth/step-up.ts';
import { invalid } from '../../http/errors.ts';

export type SecurityEnv = PortalEnv;

/** A security route group: one of these API permissions, and the step-up sign-in level. */
export function securityRoutes(...anyOf: PermissionDef[]) {
  const app = new Hono<SecurityEnv>();
  app.use(requirePermission(...anyOf));
  app.use(requireAcr()); // security administration needs the step-up level
  return app;
}

/** 400 for a well-formed reference to something that does not exist (e.g. an unknown resource id). */
export function unknownReference(field: string, what: string, id: string | number) {
  return invalid(field, 'unknown_reference', `unknown ${what} ${id}`);
}
