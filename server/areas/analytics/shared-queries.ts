import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { reportingUserSchema, sharedQuerySchema } from '../../../contract/answers/analytics.ts';
import { apiPermissions, uiPermissions } from '../../../contract/permissions.ts';
import {
  type PortalReportingSharedQuery,
  sharedQueryInputSchema,
  sharedQueryListQuery,
  shareParams,
} from '../../../contract/reporting.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction } from '../../db/tx.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import type { AnalyticsEnv } from './common.ts';
import { grantedUsers, ownQuery, readableQuery, sharesOf } from './query-store.ts';

/**
 * /api/reporting/SharedQuery: sharing a query with named users (API permission reporting).
 * Creating a share needs the UI permission "share reporting option" and the query's ownership;
 * the recipient must be a portal user who may use reporting. DELETE /{queryId}/{userId} by the
 * owner, or by the recipient to drop a query shared with them. Addition: GET /Users lists
 * the possible recipients.
 */
export function sharedQueryRoutes(db: Db) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(apiPermissions.reporting));

  app.get(
    '/',
    responds(200, z.array(sharedQuerySchema), 'Shares the caller may see'),
    validate('query', sharedQueryListQuery),
    async (c) => {
      const me = c.var.portalUser.id;
      const { reportingQueryId } = c.req.valid('query');
      if (reportingQueryId) {
        const row = await readableQuery(db, reportingQueryId, me);
        const shares = await sharesOf(db, [row.id]);
        return c.json(row.creatorId === me ? shares : shares.filter((s) => s.userId === me));
      }
      const own = await db
        .select({ id: t.reportingQuery.id })
        .from(t.reportingQuery)
        .where(eq(t.reportingQuery.creatorId, me));
      const toMe = await db
        .select({ id: t.reportingSharedQuery.reportingQueryId })
        .from(t.reportingSharedQuery)
        .where(eq(t.reportingSharedQuery.userId, me));
      const owned = new Set(own.map((r) => r.id));
      const shares = await sharesOf(db, [...owned, ...toMe.map((r) => r.id)]);
      return c.json(shares.filter((s) => owned.has(s.reportingQueryId) || s.userId === me));
    },
  );

  app.post(
    '/',
    responds(201, sharedQuerySchema, 'The new share'),
    requirePermission(uiPermissions.shareReportingOption),
    validate('json', sharedQueryInputSchema),
    async (c) => {
      const me = c.var.portalUser.id;
      const input = c.req.valid('json');
      const query = await ownQuery(db, input.reportingQueryId, me);
      if (input.userId === me) throw invalid('userId', 'self', 'a query cannot be shared with its owner');
      const [recipient] = await recipients(db, me, input.userId);
      if (!recipient) throw invalid('userId', 'no_reporting_user', 'must be a portal user who may use reporting');
      const [row] = await inTransaction(
        db,
        async (tx) => {
          const [existing] = await tx
            .select({ id: t.reportingSharedQuery.id })
            .from(t.reportingSharedQuery)
            .where(
              and(
                eq(t.reportingSharedQuery.reportingQueryId, query.id),
                eq(t.reportingSharedQuery.userId, input.userId),
              ),
            );
          if (existing) throw conflict('userId', 'The query is already shared with this user');
          return tx
            .insert(t.reportingSharedQuery)
            .values({ reportingQueryId: query.id, userId: input.userId })
            .returning();
        },
        { uniqueField: 'userId' },
      );
      const share: PortalReportingSharedQuery = {
        reportingSharedQueryId: row!.id,
        reportingQueryId: row!.reportingQueryId,
        userId: row!.userId,
        user: recipient,
      };
      return c.json(share, 201);
    },
  );

  app.delete('/:id/:userId', responds(204, null, 'No longer shared'), validate('param', shareParams), async (c) => {
    const me = c.var.portalUser.id;
    const { id, userId } = c.req.valid('param');
    const query = await readableQuery(db, id, me);
    if (query.creatorId !== me && userId !== me) throw forbidden('Only the owner of a reporting query may unshare it');
    const deleted = await db
      .delete(t.reportingSharedQuery)
      .where(and(eq(t.reportingSharedQuery.reportingQueryId, query.id), eq(t.reportingSharedQuery.userId, userId)))
      .returning({ id: t.reportingSharedQuery.id });
    if (!deleted.length) throw notFound('The query is not shared with this user', 'userId');
    return c.body(null, 204);
  });

  app.get(
    '/Users',
    responds(200, z.array(reportingUserSchema), 'Who a query may be shared with'),
    requirePermission(uiPermissions.shareReportingOption),
    async (c) => c.json(await recipients(db, c.var.portalUser.id)),
  );

  return app;
}

/** Portal users (other than `me`) granted UI and API reporting, optionally just one of them. */
function recipients(db: Db, me: string, only?: string) {
  return grantedUsers(db, me, [uiPermissions.reporting.id, apiPermissions.reporting.id], only);
}
