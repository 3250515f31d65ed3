import { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SecurityEnv } from './common.ts';
import { loginLockoutRoutes } from './login-lockouts.ts';
import { orgRoutes } from './orgs.ts';
import { permissionSetRoutes } from './permission-sets.ts';
import { permissionRoutes } from './permissions.ts';
import { resourceRoutes } from './resources.ts';
import { roleRoutes } from './roles.ts';
import { userRoutes } from './users.ts';

export {
  administratorRole,
  awaitingFirstSignIn,
  type BootstrapResult,
  bootstrapPortal,
  ensurePermissionRegistry,
  standardPermissionSetId,
} from './bootstrap.ts';

/**
 * Security administration. API permissions: `users` for /User, `roles` for
 * /Role, /Permissions, /PermissionSets and /Resources, `users` or `roles` for /Org, `users` for /LoginLockout.
 * Mounted after the bearer and portal-user middleware.
 */
export function securityApi(db: Db) {
  const app = new Hono<SecurityEnv>();
  app.route('/Permissions', permissionRoutes(db));
  app.route('/PermissionSets', permissionSetRoutes(db));
  app.route('/Resources', resourceRoutes(db));
  app.route('/Role', roleRoutes(db));
  app.route('/User', userRoutes(db));
  app.route('/Org', orgRoutes(db));
  app.route('/LoginLockout', loginLockoutRoutes(db));
  return app;
}
