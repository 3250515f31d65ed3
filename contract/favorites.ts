import { z } from 'zod';
import { ownerField, pathField, requiredText, text } from './input.ts';

/**
 * Body of POST /api/Favorites and PUT /api/Favorites/{id}: a portal page the user keeps. A client
 * may post back the favourite it read: `id` (must match the path), `user` and `userId` (must be
 * the caller) are checked and dropped (server/http/read-only-fields.ts).
 */
const editable = {
  name: requiredText(200),
  description: text(1000, { multiline: true }).nullish(),
  /** Base-relative portal path, e.g. `/de/de/PM/convectors/krn92`. */
  path: requiredText(2000).regex(/^\/(?!\/)[^\s]*$/, 'must be a portal path starting with a single /'),
  query: text(2000, { trim: false }).nullish(),
};

export const favoriteInputSchema = z.strictObject({
  id: pathField('id', z.uuid().nullish()),
  user: ownerField('portalUsername', text(200).nullish()),
  userId: ownerField('portalUserId', z.uuid().nullish()),
  ...editable,
});
/** What the client edits (the read-only fields above may be sent along, never need to be). */
export type FavoriteInput = z.infer<z.ZodObject<typeof editable>>;

/** PortalFavorite. */
export interface PortalFavorite {
  id: string;
  /** The owner's login name. */
  user: string;
  userId: string;
  name: string;
  description: string | null;
  path: string;
  query: string | null;
}

/** A favourite as answered (documented on the routes; server/http/responds.ts). */
export const portalFavoriteSchema = z.object({
  id: z.uuid(),
  user: z.string(),
  userId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  path: z.string(),
  query: z.string().nullable(),
}) satisfies z.ZodType<PortalFavorite>;

export const uuidSchema = z.uuid();
export const favoriteIdParamsSchema = z.object({ id: uuidSchema });
export const favoriteUserParamsSchema = z.object({ userId: uuidSchema });
