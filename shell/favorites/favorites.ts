/** The signed-in user's favourites (server-side, per user), shared by the favourites page and the shell's list. */
import type { FavoriteInput, PortalFavorite } from '../../contract/favorites.ts';
import { sessionApi } from '../session/session.ts';

const api = () => sessionApi('portal');
const events = new EventTarget();
let list: readonly PortalFavorite[] = [];
let loaded = false;

export function favorites(): readonly PortalFavorite[] {
  return list;
}

export function favoritesLoaded(): boolean {
  return loaded;
}

export function onFavoritesChange(listener: () => void): () => void {
  events.addEventListener('change', listener);
  return () => events.removeEventListener('change', listener);
}

function set(next: readonly PortalFavorite[], isLoaded = true): void {
  list = [...next].sort((a, b) => a.name.localeCompare(b.name));
  loaded = isLoaded;
  events.dispatchEvent(new Event('change'));
}

export async function loadFavorites(): Promise<void> {
  set(await (await api()).get('Favorites').json<PortalFavorite[]>());
}

export function clearFavorites(): void {
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
