import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { reportingUserSchema, sapSqlSavedQuerySchema } from '../../../contract/answers/analytics.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import {
  type SapSqlSavedQuery,
  sapSqlQueryInputSchema,
  sapSqlQueryParams,
  sapSqlShareInputSchema,
  sapSqlShareParams,
} from '../../../contract/sap-sql.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction } from '../../db/tx.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import type { AnalyticsEnv } from './common.ts';
import { grantedUsers, usersById } from './query-store.ts';

type QueryRow = typeof t.sapSqlQuery.$inferSelect;

/**
 * /api/SapSql/Query (UI permission sapSql): the editor's named statements, shared with named
 * users like reports (server/areas/analytics/shared-queries.ts). A statement belongs to its
 * creator; a user it is shared with may read, open and run it and drop the share; nobody else
 * learns it exists (404). The text is stored as written: it is guarded when it runs, by whoever
 * runs it, like any statement typed into the editor.
 *
 * | endpoint | who |
 * |---|---|
 * | GET /, GET /:id | owner and recipients |
 * | POST / 201, PUT /:id 204, DELETE /:id 204 | owner (a recipient gets 403) |
 * | POST /:id/Share 201 `{ userId }` | owner; the recipient must hold sapSql; 409 twice |
 * | DELETE /:id/Share/:userId 204 | owner, or the recipient dropping it |
 * | GET /Users | possible recipients (holders of sapSql) |
 */
export function sqlQueryRoutes(db: Db) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(uiPermissions.sapSql));

  app.get(
    '/',
    responds(200, z.array(sapSqlSavedQuerySchema), 'Saved statements the caller owns or was given'),
    async (c) => {
      const me = c.var.portalUser.id;
      const shared = db
        .select({ id: t.sapSqlSharedQuery.queryId })
        .from(t.sapSqlSharedQuery)
        .where(eq(t.sapSqlSharedQuery.userId, me));
      const rows = await db
        .select()
        .from(t.sapSqlQuery)
        .where(or(eq(t.sapSqlQuery.creatorId, me), inArray(t.sapSqlQuery.id, shared)))
        .orderBy(asc(t.sapSqlQuery.name), asc(t.sapSqlQuery.createdAt));
      return c.json(await toApi(db, rows, me));
    },
  );

  app.get('/Users', responds(200, z.array(reportingUserSchema), 'Who a statement may be shared with'), async (c) =>
    c.json(await recipients(db, c.var.portalUser.id)),
  );

  app.post(
    '/',
    responds(201, sapSqlSavedQuerySchema, 'The saved statement'),
    validate('json', sapSqlQueryInputSchema),
    async (c) => {
      const me = c.var.portalUser.id;
      const input = c.req.valid('json');
      const [row] = await db
        .insert(t.sapSqlQuery)
        .values({ name: input.name, query: input.query, creatorId: me })
        .returning();
      c.header('Location', `${c.req.path.replace(/\/$/, '')}/${row!.id}`);
      const [saved] = await toApi(db, [row!], me);
      return c.json(saved, 201);
    },
  );

  app.get(
    '/:id',
    responds(200, sapSqlSavedQuerySchema, 'The saved statement'),
    validate('param', sapSqlQueryParams),
    async (c) => {
      const me = c.var.portalUser.id;
      const [saved] = await toApi(db, [await readable(db, c.req.valid('param').id, me)], me);
      return c.json(saved);
    },
  );

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    validate('param', sapSqlQueryParams),
    // Ownership before the body is looked at: someone else's statement is a 403/404 whatever the body holds.
    async (c, next) => {
      await owned(db, c.req.valid('param').id, c.var.portalUser.id);
      await next();
    },
    validate('json', sapSqlQueryInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      await db
        .update(t.sapSqlQuery)
        .set({ name: input.name, query: input.query, updatedAt: new Date() })
        .where(and(eq(t.sapSqlQuery.id, c.req.valid('param').id), eq(t.sapSqlQuery.creatorId, c.var.portalUser.id)));
      return c.body(null, 204);
    },
  );

  app.delete('/:id', responds(204, null, 'Deleted'), validate('param', sapSqlQueryParams), async (c) => {
    const row = await owned(db, c.req.valid('param').id, c.var.portalUser.id);
    await db.delete(t.sapSqlQuery).where(eq(t.sapSqlQuery.id, row.id));
    return c.body(null, 204);
  });

  app.post(
    '/:id/Share',
    responds(201, reportingUserSchema, 'The user the statement is now shared with'),
    validate('param', sapSqlQueryParams),
    async (c, next) => {
      await owned(db, c.req.valid('param').id, c.var.portalUser.id);
      await next();
    },
    validate('json', sapSqlShareInputSchema),
    async (c) => {
      const me = c.var.portalUser.id;
      const { id } = c.req.valid('param');
      const { userId } = c.req.valid('json');
      if (userId === me) throw invalid('userId', 'self', 'a statement cannot be shared with its owner');
      const [recipient] = await recipients(db, me, userId);
      if (!recipient) throw invalid('userId', 'no_sql_user', 'must be a portal user who may use the SQL editor');
      await inTransaction(
        db,
        async (tx) => {
          const [existing] = await tx
            .select({ id: t.sapSqlSharedQuery.id })
            .from(t.sapSqlSharedQuery)
            .where(and(eq(t.sapSqlSharedQuery.queryId, id), eq(t.sapSqlSharedQuery.userId, userId)));
          if (existing) throw conflict('userId', 'The statement is already shared with this user');
          await tx.insert(t.sapSqlSharedQuery).values({ queryId: id, userId });
        },
        { uniqueField: 'userId' },
      );
      return c.json(recipient, 201);
    },
  );

  app.delete(
    '/:id/Share/:userId',
    responds(204, null, 'No longer shared'),
    validate('param', sapSqlShareParams),
    async (c) => {
      const me = c.var.portalUser.id;
      const { id, userId } = c.req.valid('param');
      const row = await readable(db, id, me);
      if (row.creatorId !== me && userId !== me) throw forbidden('Only the owner of a saved statement may unshare it');
      const deleted = await db
        .delete(t.sapSqlSharedQuery)
        .where(and(eq(t.sapSqlSharedQuery.queryId, row.id), eq(t.sapSqlSharedQuery.userId, userId)))
        .returning({ id: t.sapSqlSharedQuery.id });
      if (!deleted.length) throw notFound('The statement is not shared with this user', 'userId');
      return c.body(null, 204);
    },
  );

  return app;
}

/** Holders of the SQL editor other than `me`. */
function recipients(db: Db, me: string, only?: string) {
  return grantedUsers(db, me, [uiPermissions.sapSql.id], only);
}

/** A statement the user may read (own or shared with them), or 404. */
async function readable(db: Db, id: string, userId: string): Promise<QueryRow> {
  const [row] = await db.select().from(t.sapSqlQuery).where(eq(t.sapSqlQuery.id, id));
  if (!row) throw notFound('No such saved statement', 'id');
  if (row.creatorId === userId) return row;
  const [share] = await db
    .select({ id: t.sapSqlSharedQuery.id })
    .from(t.sapSqlSharedQuery)
    .where(and(eq(t.sapSqlSharedQuery.queryId, id), eq(t.sapSqlSharedQuery.userId, userId)));
  if (!share) throw notFound('No such saved statement', 'id');
  return row;
}

/** A statement the user owns: 404 when they cannot see it, 403 when it is only shared with them. */
async function owned(db: Db, id: string, userId: string): Promise<QueryRow> {
  const row = await readable(db, id, userId);
  if (row.creatorId !== userId) throw forbidden('Only the owner of a saved statement may change it');
  return row;
}

/** The API shape; a recipient sees only their own share, the owner all of them. */
async function toApi(db: Db, rows: QueryRow[], viewerId: string): Promise<SapSqlSavedQuery[]> {
  if (!rows.length) return [];
  const shares = await db
    .select({ queryId: t.sapSqlSharedQuery.queryId, userId: t.sapSqlSharedQuery.userId })
    .from(t.sapSqlSharedQuery)
    .where(
      inArray(
        t.sapSqlSharedQuery.queryId,
        rows.map((r) => r.id),
      ),
    );
  const users = await usersById(db, [...rows.map((r) => r.creatorId), ...shares.map((s) => s.userId)]);
  const unknown = (id: string) => ({ id, firstName: null, lastName: null, username: '' });
  return rows.map((row) => {
    const isOwner = row.creatorId === viewerId;
    return {
      id: row.id,
      name: row.name,
      query: row.query,
      creator: users.get(row.creatorId) ?? unknown(row.creatorId),
      sharedWith: shares
        .filter((s) => s.queryId === row.id && (isOwner || s.userId === viewerId))
        .map((s) => users.get(s.userId) ?? unknown(s.userId)),
      isOwner,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
