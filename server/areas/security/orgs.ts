import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orgSchema } from '../../../contract/answers/security.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import type { PortalOrg } from '../../../contract/security.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { responds } from '../../http/responds.ts';
import { securityRoutes } from './common.ts';

/**
 * /api/Org: organisations. Readable with `users` or `roles`, because both the
 * user and the role dialogs choose an organisation.
 */
export function orgRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.users, apiPermissions.roles);

  app.get('/', responds(200, z.array(orgSchema), 'The organisations'), async (c) => {
    const rows = await db
      .select({ id: t.portalOrg.id, name: t.portalOrg.name })
      .from(t.portalOrg)
      .orderBy(asc(t.portalOrg.name));
    return c.json(rows satisfies PortalOrg[]);
  });

  app.get('/private', responds(200, z.array(z.string()), 'Names of the private organisations'), async (c) => {
    const rows = await db
      .select({ name: t.portalOrg.name })
      .from(t.portalOrg)
      .where(eq(t.portalOrg.isPublic, false))
      .orderBy(asc(t.portalOrg.name));
    return c.json(rows.map((r) => r.name));
  });

  app.get('/public', responds(200, z.array(z.string()), 'Names of the public organisations'), async (c) => {
    const rows = await db
      .select({ name: t.portalOrg.name })
      .from(t.portalOrg)
      .where(eq(t.portalOrg.isPublic, true))
      .orderBy(asc(t.portalOrg.name));
    return c.json(rows.map((r) => r.name));
  });

  return app;
}
