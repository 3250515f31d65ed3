import { asc, eq } from 'drizzle-orm';
import { apiPermissions } from '../../../../contract/permissions.ts';
import type { PortalOrg } from '../../../../contract/security.ts';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import { securityRoutes } from './common.ts';

/**
 * /api/Org: organisations. Readable with `users` or `roles`, because both the
 * user and the role dialogs choose an organisation.
 */
export function orgRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.users, apiPermissions.roles);

  app.get('/', async (c) => {
    const rows = await db
      .select({ id: t.portalOrg.id, name: t.portalOrg.name })
      .from(t.portalOrg)
      .orderBy(asc(t.portalOrg.name));
    return c.json(rows satisfies PortalOrg[]);
  });

  app.get('/private', async (c) => {
    const rows = await db
      .select({ name: t.portalOrg.name })
      .from(t.portalOrg)
      .where(eq(t.portalOrg.isPublic, false))
      .orderBy(asc(t.portalOrg.name));
    return c.json(rows.map((r) => r.name));
  });

  app.get('/public', async (c) => {
    const rows = await db
      .select({ name: t.portalOrg.name })
      .from(t.portalOrg)
      .where(eq(t.portalOrg.isPublic, true))
      .orderBy(asc(t.portalOrg.name));
    return c.json(rows.map((r) => r.name));
  });

  return app;
}
