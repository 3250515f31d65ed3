/**
 * What the start page shows besides favourites: the apps a person may open (never placeholders),
 * the apps they opened lately, and the newest news of the group.
 */
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { hasElement } from '../routing/element-loader.ts';
import type { MenuItem } from '../routing/menu-model.ts';
import { routeAtPath } from '../routing/menu-model.ts';
import { flattenRoutes, shellRegistryIds } from '../routing/routes.ts';
import { sessionApi } from '../session/session.ts';

/** Does the entry lead to something real (not a placeholder, not "coming soon")? */
export function isOffered(item: MenuItem): boolean {
  const route = item.route;
  if (route.redirectHome) return false;
  if (route.element) return hasElement(route.element);
  return item.children.some(isOffered);
}

/** The tools below the visible entries, one by one (a signed-out visitor sees which tools are open). */
export function offeredTools(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) =>
    item.children.length ? offeredTools(item.children) : item.route.element && isOffered(item) ? [item] : [],
  );
}

/**
 * Gated routes whose element is embeddable signed out (flag `embeddable`), once per element: the
 * signed-out start page links their pages in the element catalogue.
 */
export function catalogueTools(): { tag: string; title: string }[] {
  const seen = new Map<string, string>();
  for (const { route, ancestors } of flattenRoutes()) {
    if (!route.embeddable || !route.element || route.public || seen.has(route.element)) continue;
    // A tool shown by two routes (the building calculator's modes) is named by their group.
    const twin = ancestors.at(-1)?.children?.filter((r) => r.element === route.element).length ?? 0;
    seen.set(route.element, twin > 1 ? ancestors.at(-1)!.title : route.title);
  }
  return [...seen].map(([tag, title]) => ({ tag, title }));
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
  const selectedModule = String(shellRegistryIds.newsModule);
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
