import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { favoriteInputSchema, type PortalFavorite, uuidSchema } from '../../../contract/favorites.ts';
import type { PortalUserRow, PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { forbidden, jsonBody, notFound, parseWith } from '../../http/errors.ts';

type Env = { Variables: PortalUserVariables };
type FavoriteRow = typeof t.portalFavorite.$inferSelect;

const toFavorite = (row: FavoriteRow, owner: PortalUserRow): PortalFavorite => ({
  id: row.id,
  user: owner.username,
  userId: row.userId,
  name: row.name,
  description: row.description,
  path: row.path,
  query: row.query,
});

const notOwner = () => forbidden('Favourites belong to their owner only');

/**
 * Favourites (api-catalogue §7), stored per user. Everyone sees and changes only their own:
 * another user's favourite or list is 403, an unknown id 404.
 */
export function favoriteRoutes(db: Db) {
  const app = new Hono<Env>();

  async function listOwn(c: Context<Env>) {
    const me = c.var.portalUser;
    const rows = await db
      .select()
      .from(t.portalFavorite)
      .where(eq(t.portalFavorite.userId, me.id))
      .orderBy(asc(t.portalFavorite.name));
    return c.json(rows.map((row) => toFavorite(row, me)));
  }

  async function ownFavorite(c: Context<Env>): Promise<FavoriteRow> {
    const id = parseWith(uuidSchema, c.req.param('id'), 'id');
    const [row] = await db.select().from(t.portalFavorite).where(eq(t.portalFavorite.id, id));
    if (!row) throw notFound('No such favourite', 'id');
    if (row.userId !== c.var.portalUser.id) throw notOwner();
    return row;
  }

  app.get('/', listOwn);

  app.post('/', async (c) => {
    const input = await jsonBody(c, favoriteInputSchema);
    const [row] = await db
      .insert(t.portalFavorite)
      .values({
        ...input,
        description: input.description ?? null,
        query: input.query ?? null,
        userId: c.var.portalUser.id,
      })
      .returning();
    return c.json(toFavorite(row!, c.var.portalUser), 201);
  });

  /** GET /api/Favorites/user/{userId} and GET /api/User/{userId}/favorite. */
  async function listForUser(c: Context<Env>) {
    const userId = parseWith(uuidSchema, c.req.param('userId'), 'userId');
    if (userId !== c.var.portalUser.id) throw notOwner();
    return listOwn(c);
  }

  app.get('/user/:userId', listForUser);

  app.get('/:id', async (c) => c.json(toFavorite(await ownFavorite(c), c.var.portalUser)));

  app.put('/:id', async (c) => {
    const row = await ownFavorite(c);
    const input = await jsonBody(c, favoriteInputSchema);
    await db
      .update(t.portalFavorite)
      .set({ ...input, description: input.description ?? null, query: input.query ?? null })
      .where(and(eq(t.portalFavorite.id, row.id), eq(t.portalFavorite.userId, c.var.portalUser.id)));
    return c.body(null, 204);
  });

  app.delete('/:id', async (c) => {
    const row = await ownFavorite(c);
    await db.delete(t.portalFavorite).where(eq(t.portalFavorite.id, row.id));
    return c.body(null, 204);
  });

  return { routes: app, listForUser };
}
