import { asc, eq } from 'drizzle-orm';
import type { PortalFavorite } from '../../../contract/favorites.ts';
import type { PortalUserRow } from '../../auth/portal-user.ts';
import type { NotifiedCache } from '../../db/notified-cache.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { KeptJson } from '../../http/kept-json.ts';

export type FavoriteRow = typeof t.portalFavorite.$inferSelect;

export const toFavorite = (row: FavoriteRow, owner: PortalUserRow): PortalFavorite => ({
  id: row.id,
  user: owner.username,
  userId: row.userId,
  name: row.name,
  description: row.description,
  path: row.path,
  query: row.query,
});

/** A user's favourites list as kept JSON, by name: from `cache` at once when kept, else read (and kept). */
export function ownList(db: Db, cache: NotifiedCache<string, KeptJson>) {
  return (me: PortalUserRow): KeptJson | Promise<KeptJson> => {
    const list = cache.get(me.id, async () => {
      const rows = await db
        .select()
        .from(t.portalFavorite)
        .where(eq(t.portalFavorite.userId, me.id))
        .orderBy(asc(t.portalFavorite.name));
      return new KeptJson(JSON.stringify(rows.map((row) => toFavorite(row, me))));
    });
    // The loader never answers null: a user without favourites has the list `[]`.
    return list as KeptJson | Promise<KeptJson>;
  };
}
