import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { type PortalUserVariables, requireApiPermission, toPortalUser } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';

/** /api/User — user administration (needs the users API permission). */
export function userRoutes(db: Db) {
  const app = new Hono<{ Variables: PortalUserVariables }>();
  app.use(requireApiPermission('users'));

  app.get('/', async (c) => {
    const rows = await db.select().from(t.portalUser).orderBy(asc(t.portalUser.lastName), asc(t.portalUser.firstName));
    return c.json(rows.map(toPortalUser));
  });

  return app;
}
