import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type FavoriteInput,
  favoriteIdParamsSchema,
  favoriteInputSchema,
  favoriteUserParamsSchema,
  portalFavoriteSchema,
} from '../../../contract/favorites.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { NotifiedCache } from '../../db/notified-cache.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { bodyOf, type KeptJson } from '../../http/kept-json.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type FavoriteRow, ownList, toFavorite } from './list.ts';

export { createFavoritesCache } from './cache.ts';
export { favoritesHotRead } from './hot-read.ts';

type Env = { Variables: PortalUserVariables };

/** The stored fields of a validated body (its read-only id, user and userId are checked and dropped by validate()). */
const fields = (input: FavoriteInput) => ({
  name: input.name,
  description: input.description ?? null,
  path: input.path,
  query: input.query ?? null,
});

const notOwner = () => forbidden('Favourites belong to their owner only');

/**
 * Favourites, stored per user. Everyone sees and changes only their own:
 * another user's favourite or list is 403, an unknown id 404. The list is read through `cache`
 * (favorites-cache.ts): this process drops the writer's entry itself, other processes on the
 * database's notification.
 */
export function favoriteRoutes(db: Db, cache: NotifiedCache<string, KeptJson>) {
  const app = new Hono<Env>();
  const listOf = ownList(db, cache);

  function listOwn(c: Context<Env>) {
    const json = listOf(c.var.portalUser);
    // A kept list is answered without a promise (the read every page of the shell makes).
    const answer = (list: KeptJson) => {
      // gzip made once per list (hono/compress would compress it again for every request); a
      // client taking deflate only is left to hono/compress.
      const gzip = list.gzipFor(c.req.header('accept-encoding'));
      if (list.compressible) c.header('Vary', 'Accept-Encoding');
      if (gzip) return c.body(bodyOf(gzip), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      return c.body(bodyOf(list.bytes), 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(list.bytes.length),
      });
    };
    return json instanceof Promise ? json.then(answer) : answer(json);
  }

  async function ownFavorite(c: Context<Env>, id: string): Promise<FavoriteRow> {
    const [row] = await db.select().from(t.portalFavorite).where(eq(t.portalFavorite.id, id));
    if (!row) throw notFound('No such favourite', 'id');
    if (row.userId !== c.var.portalUser.id) throw notOwner();
    return row;
  }

  app.get('/', responds(200, z.array(portalFavoriteSchema), 'The caller’s favourites, by name'), listOwn);

  app.post(
    '/',
    responds(201, portalFavoriteSchema, 'The new favourite'),
    validate('json', favoriteInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      const [row] = await db
        .insert(t.portalFavorite)
        .values({
          ...fields(input),
          userId: c.var.portalUser.id,
        })
        .returning();
      cache.invalidate(c.var.portalUser.id);
      return c.json(toFavorite(row!, c.var.portalUser), 201);
    },
  );

  /** GET /api/Favorites/user/{userId} and GET /api/User/{userId}/favorite. */
  const listForUser = [
    validate('param', favoriteUserParamsSchema),
    responds(200, z.array(portalFavoriteSchema), 'The caller’s favourites, by name (only the caller’s own id)'),
    async (c: Context<Env>) => {
      if (c.req.param('userId')!.toLowerCase() !== c.var.portalUser.id) throw notOwner();
      return listOwn(c);
    },
  ] as const;

  app.get('/user/:userId', ...listForUser);

  app.get(
    '/:id',
    responds(200, portalFavoriteSchema, 'The favourite'),
    validate('param', favoriteIdParamsSchema),
    async (c) => c.json(toFavorite(await ownFavorite(c, c.req.valid('param').id), c.var.portalUser)),
  );

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    validate('param', favoriteIdParamsSchema),
    // Ownership before the body is looked at: someone else's favourite is a 403/404 whatever the body holds.
    async (c, next) => {
      await ownFavorite(c, c.req.valid('param').id);
      await next();
    },
    validate('json', favoriteInputSchema),
    async (c) => {
      const row = await ownFavorite(c, c.req.valid('param').id);
      const input = c.req.valid('json');
      await db
        .update(t.portalFavorite)
        .set(fields(input))
        .where(and(eq(t.portalFavorite.id, row.id), eq(t.portalFavorite.userId, c.var.portalUser.id)));
      cache.invalidate(c.var.portalUser.id);
      return c.body(null, 204);
    },
  );

  app.delete('/:id', responds(204, null, 'Deleted'), validate('param', favoriteIdParamsSchema), async (c) => {
    const row = await ownFavorite(c, c.req.valid('param').id);
    await db.delete(t.portalFavorite).where(eq(t.portalFavorite.id, row.id));
    cache.invalidate(c.var.portalUser.id);
    return c.body(null, 204);
  });

  return { routes: app, listForUser };
}
