import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { reportingQuerySchema } from '../../../contract/answers/analytics.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { idParams, reportingQueryInputSchema } from '../../../contract/reporting.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import type { AnalyticsEnv } from './common.ts';
import { checkDefinition, ownQuery, readableQuery, toApiQueries, visibleQueries } from './query-store.ts';

/**
 * /api/reporting/Query: saved report definitions (API permission reporting). GET lists the
 * caller's own queries and those shared with them; POST 201, PUT and DELETE 204 by the owner only.
 * The definition (`data`) is checked against the metadata like a report run.
 */
export function queryRoutes(db: Db) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(apiPermissions.reporting));

  app.get(
    '/',
    responds(200, z.array(reportingQuerySchema), 'Saved queries the caller owns or was given'),
    async (c) => {
      const me = c.var.portalUser.id;
      return c.json(await toApiQueries(db, await visibleQueries(db, me), me));
    },
  );

  app.post(
    '/',
    responds(201, reportingQuerySchema, 'The saved query'),
    validate('json', reportingQueryInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      checkDefinition(input.data);
      const [row] = await db
        .insert(t.reportingQuery)
        .values({
          name: input.name,
          description: input.description || null,
          data: input.data,
          creatorId: c.var.portalUser.id,
        })
        .returning();
      c.header('Location', `${c.req.path.replace(/\/$/, '')}/${row!.id}`);
      const [query] = await toApiQueries(db, [row!], c.var.portalUser.id);
      return c.json(query, 201);
    },
  );

  app.get('/:id', responds(200, reportingQuerySchema, 'The saved query'), validate('param', idParams), async (c) => {
    const me = c.var.portalUser.id;
    const row = await readableQuery(db, c.req.valid('param').id, me);
    const [query] = await toApiQueries(db, [row], me);
    return c.json(query);
  });

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    validate('param', idParams),
    // Ownership before the body is looked at: someone else's query is a 403/404 whatever the body holds.
    async (c, next) => {
      await ownQuery(db, c.req.valid('param').id, c.var.portalUser.id);
      await next();
    },
    validate('json', reportingQueryInputSchema),
    async (c) => {
      const row = await ownQuery(db, c.req.valid('param').id, c.var.portalUser.id);
      const input = c.req.valid('json');
      checkDefinition(input.data);
      await db
        .update(t.reportingQuery)
        .set({ name: input.name, description: input.description || null, data: input.data, updatedAt: new Date() })
        .where(eq(t.reportingQuery.id, row.id));
      return c.body(null, 204);
    },
  );

  app.delete('/:id', responds(204, null, 'Deleted'), validate('param', idParams), async (c) => {
    const row = await ownQuery(db, c.req.valid('param').id, c.var.portalUser.id);
    await db.delete(t.reportingQuery).where(eq(t.reportingQuery.id, row.id));
    return c.body(null, 204);
  });

  return app;
}
