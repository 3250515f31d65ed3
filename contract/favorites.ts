import { z } from 'zod';

/** Body of POST /api/Favorites and PUT /api/Favorites/{id}: a portal page the user keeps. */
export const favoriteInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).nullish(),
  /** Base-relative portal path, e.g. `/de/de/PM/convectors/krn92`. */
  path: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .regex(/^\/(?!\/)[^\s]*$/, 'must be a portal path starting with a single /'),
  query: z.string().max(2000).nullish(),
});
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

/** PortalFavorite of api-catalogue §3. */
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

export const uuidSchema = z.uuid();
export const favoriteIdParamsSchema = z.object({ id: uuidSchema });
export const favoriteUserParamsSchema = z.object({ userId: uuidSchema });
