/** The signed-in user's favourites (server-side, per user), shared by the favourites page and the shell's list. */

import type { FavoriteInput, PortalFavorite } from '../../contract/favorites.ts';
import { sessionApi } from '../session/session.ts';

const api = () => sessionApi('portal');
const events = new EventTarget();
let list: readonly PortalFavorite[] = [];
let loaded = false;
/** The API or its database was unavailable at the last attempt; the load goes on by itself. */
let unavailable = false;
let loading: { controller: AbortController; done: Promise<void> } | null = null;

export function favorites(): readonly PortalFavorite[] {
  return list;
}

export function favoritesLoaded(): boolean {
  return loaded;
}

export function favoritesUnavailable(): boolean {
  return unavailable;
}

export function onFavoritesChange(listener: () => void): () => void {
  events.addEventListener('change', listener);
  return () => events.removeEventListener('change', listener);
}

function set(next: readonly PortalFavorite[], isLoaded = true): void {
  list = [...next].sort((a, b) => a.name.localeCompare(b.name));
  loaded = isLoaded;
  unavailable = false;
  events.dispatchEvent(new Event('change'));
}

/**
 * Loads the list; while the API is unavailable, again and again (client/outage.ts) until it
 * answers. A call while a load is under way joins it; signing out ends it without an error.
 */
export function loadFavorites(): Promise<void> {
  if (loading) return loading.done;
  const controller = new AbortController();
  // The outage helper (and the typed errors it reads) load with the first signed-in list, not with the first paint.
  const done = import('../../client/outage.ts')
    .then(({ retryWhileUnavailable }) =>
      retryWhileUnavailable(async () => (await api()).get('Favorites').json<PortalFavorite[]>(), {
        signal: controller.signal,
        onOutage: () => {
          unavailable = true;
          events.dispatchEvent(new Event('change'));
        },
      }),
    )
    .then(
      (next) => {
        if (!controller.signal.aborted) set(next);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) throw error;
      },
    )
    .finally(() => {
      if (loading?.controller === controller) loading = null;
    });
  loading = { controller, done };
  return done;
}

export function clearFavorites(): void {
  loading?.controller.abort();
  loading = null;
  set([], false);
}

export async function addFavorite(input: FavoriteInput): Promise<PortalFavorite> {
  const created = await (await api()).post('Favorites', { json: input }).json<PortalFavorite>();
  set([...list, created]);
  return created;
}

export async function updateFavorite(id: string, input: FavoriteInput): Promise<void> {
  await (await api()).put(`Favorites/${id}`, { json: input });
  set(list.map((f) => (f.id === id ? { ...f, ...input, description: input.description ?? null } : f)));
}

export async function deleteFavorite(id: string): Promise<void> {
  await (await api()).delete(`Favorites/${id}`);
  set(list.filter((f) => f.id !== id));
}
