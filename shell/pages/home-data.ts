/**
 * What the start page shows besides favourites: the apps a person may open (never placeholders),
 * the apps they opened lately, and the newest news of the group.
 */
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { InfoSystemModule } from '../../contract/info-system-modules.ts';
import { hasElement } from '../routing/element-loader.ts';
import type { MenuItem } from '../routing/menu-model.ts';
import { routeAtPath } from '../routing/menu-model.ts';
import { sessionApi } from '../session/session.ts';

/** Does the entry lead to something real (not a placeholder, not "coming soon")? */
export function isOffered(item: MenuItem): boolean {
  const route = item.route;
  if (route.redirectHome) return false;
  if (route.element) return hasElement(route.element);
  return item.children.some(isOffered);
}

const recentKey = (sub: string) => `portal.recent.${sub}`;
const recentMax = 6;

/** Remembers an opened page (path below /{locale}/{country}) for this person on this browser. */
export function rememberOpened(sub: string, path: string): void {
  const entry = routeAtPath(path);
  if (!entry?.route.element || ['home', 'favorite'].includes(entry.route.name)) return;
  const list = recentlyOpened(sub).filter((p) => p !== path);
  localStorage.setItem(recentKey(sub), JSON.stringify([path, ...list].slice(0, recentMax)));
}

export function recentlyOpened(sub: string): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(recentKey(sub)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export interface NewsItem {
  name: string;
  folder: string;
  lastModified: string;
}

/** The newest files of the news module's newest folder (the person must be allowed to read news). */
export async function latestNews(limit = 4): Promise<NewsItem[]> {
  const api = await sessionApi('portal');
  const selectedModule = String(InfoSystemModule.news);
  const folders = await api
    .get('File/folders', { searchParams: { selectedModule } })
    .json<{ name: string; lastModified: string }[]>();
  const newest = folders.sort((a, b) => b.lastModified.localeCompare(a.lastModified))[0]?.name;
  if (!newest) return [];
  const files = await api
    .get('File/files', { searchParams: { SelectedModule: selectedModule, FolderName: newest } })
    .json<InfoFileInfo[]>();
  return files
    .sort((a, b) => b.lastModified.localeCompare(a.lastModified))
    .slice(0, limit)
    .map((f) => ({ name: f.name.replace(/\.[a-z0-9]+$/i, ''), folder: f.folderName, lastModified: f.lastModified }));
}
