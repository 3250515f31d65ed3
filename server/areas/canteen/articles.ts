import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { articleSchema } from '../../../contract/answers/canteen.ts';
import {
  articleInputSchema,
  canteenArticleParamsSchema,
  canteenIdParamsSchema,
  canteenParamsSchema,
} from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type CanteenEnv, canRead, canteenOf, kitchen, liveArticles, toArticle } from './common.ts';

/**
 * /api/OrderSystemArticle/{applicationId}/…: the canteen's articles. Reading needs API canteen or
 * orders; creating, changing and deleting needs API canteen plus UI articleCreate.
 * Deleting marks the article deleted: it disappears from the lists and can no longer be planned,
 * while plans and orders keep their own copy of name, description and price.
 */
export function articleRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  const manage = kitchen('articleCreate');

  app.get(
    '/:applicationId/articles',
    responds(200, z.array(articleSchema), 'The canteen’s live articles'),
    canRead,
    validate('param', canteenParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      return c.json((await liveArticles(db, canteen.id)).map(toArticle));
    },
  );

  app.get(
    '/:applicationId/nonDefaultArticles',
    responds(200, z.array(articleSchema), 'Articles that are not on every plan'),
    canRead,
    validate('param', canteenParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const rows = await liveArticles(
        db,
        canteen.id,
        and(isNull(t.canteenArticle.deletedAt), eq(t.canteenArticle.isDefault, false)),
      );
      return c.json(rows.map(toArticle));
    },
  );

  app.get(
    '/:applicationId/:articleId/article',
    responds(200, articleSchema, 'The article'),
    canRead,
    validate('param', canteenArticleParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').articleId;
      return c.json(toArticle(await liveArticle(db, canteen.id, id, 'articleId')));
    },
  );

  app.post(
    '/:applicationId/createArticle',
    responds(201, articleSchema, 'The new article'),
    ...manage,
    validate('param', canteenParamsSchema),
    validate('json', articleInputSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const input = c.req.valid('json');
      // Ids in the body are checked against the path and dropped by validate(): the server assigns them.
      const [row] = await db
        .insert(t.canteenArticle)
        .values({
          applicationId: canteen.id,
          name: input.name,
          description: input.description || null,
          articlePrice: input.articlePrice,
          isDefault: input.isDefault,
        })
        .returning();
      c.header('Location', `${c.req.path.replace(/createArticle$/, '')}${row!.id}/article`);
      return c.json(toArticle(row!), 201);
    },
  );

  app.put(
    '/:applicationId/:id/updateArticle',
    responds(204, null, 'Saved'),
    ...manage,
    validate('param', canteenIdParamsSchema),
    validate('json', articleInputSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      await liveArticle(db, canteen.id, id, 'id');
      const input = c.req.valid('json');
      await db
        .update(t.canteenArticle)
        .set({
          name: input.name,
          description: input.description || null,
          articlePrice: input.articlePrice,
          isDefault: input.isDefault,
        })
        .where(and(eq(t.canteenArticle.id, id), eq(t.canteenArticle.applicationId, canteen.id)));
      return c.body(null, 204);
    },
  );

  // `:articleId` as in the GET of the same path: one path, one parameter name (OpenAPI no-identical-paths).
  app.delete(
    '/:applicationId/:articleId/article',
    responds(204, null, 'Deleted'),
    ...manage,
    validate('param', canteenArticleParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').articleId;
      await liveArticle(db, canteen.id, id, 'articleId');
      await db
        .update(t.canteenArticle)
        .set({ deletedAt: new Date() })
        .where(and(eq(t.canteenArticle.id, id), eq(t.canteenArticle.applicationId, canteen.id)));
      return c.body(null, 204);
    },
  );

  return app;
}

async function liveArticle(db: Db, applicationId: string, id: string, field: string) {
  const [row] = await db
    .select()
    .from(t.canteenArticle)
    .where(
      and(
        eq(t.canteenArticle.id, id),
        eq(t.canteenArticle.applicationId, applicationId),
        isNull(t.canteenArticle.deletedAt),
      ),
    );
  if (!row) throw notFound(`Article ${id} not found in this canteen`, field);
  return row;
}
