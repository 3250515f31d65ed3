/**
 * The signed-in start page below its greeting (shell/pages/portal-home.ts): favourites, the apps
 * opened lately, the newest news and tiles of every app the person may open. Loaded with the first
 * signed-in start page, so a signed-out first paint does not carry it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { favorites, favoritesLoaded } from '../favorites/favorites.ts';
import { icon } from '../frame/icons.ts';
import { t } from '../i18n/i18n.ts';
import { buildMenu, type MenuItem, routeAtPath } from '../routing/menu-model.ts';
import { shellRegistryIds } from '../routing/routes.ts';
import { canSee } from '../routing/visibility.ts';
import { visibilityContext } from '../routing/visibility-context.ts';
import { sessionApi } from '../session/session.ts';
import { type NewsItem, newsPath, newsVisible, place, recentlyOpened } from './home-data.ts';

function favoritesCard() {
  const list = favorites();
  return html`<section class="panel" aria-labelledby="fav">
    <h2 id="fav">${icon('star')} ${t('menu.favorite')}</h2>
    ${
      !favoritesLoaded()
        ? html`<p class="muted">${t('app.loading')}</p>`
        : list.length
          ? html`<ul class="links">
              ${list.slice(0, 6).map((f) => html`<li><a href="/portal${f.path}">${f.name}</a></li>`)}
            </ul>`
          : html`<p class="muted">${t('home.noFavorites')}</p>`
    }
    <a class="more" href="${place()}/favorite">${t('home.allFavorites')}</a>
  </section>`;
}

function recentCard(sub: string) {
  const ctx = visibilityContext();
  const entries = recentlyOpened(sub)
    .map((path) => ({ path, entry: routeAtPath(path) }))
    .filter(({ entry }) => entry && canSee(entry.route, ctx, entry.ancestors));
  return html`<section class="panel" aria-labelledby="recent">
    <h2 id="recent">${icon('history')} ${t('home.recent')}</h2>
    ${
      entries.length
        ? html`<ul class="links">
            ${entries.map(({ path, entry }) => html`<li><a href="${place()}/${path}">${t(entry!.route.title)}</a></li>`)}
          </ul>`
        : html`<p class="muted">${t('home.noRecent')}</p>`
    }
  </section>`;
}

function newsCard(news: NewsItem[] | null) {
  if (!newsVisible()) return nothing;
  const [, , locale = 'de', country = 'de'] = location.pathname.split('/');
  const date = new Intl.DateTimeFormat(`${locale}-${country.toUpperCase()}`, { dateStyle: 'medium' });
  return html`<section class="panel" aria-labelledby="news">
    <h2 id="news">${icon('news')} ${t('home.news')}</h2>
    ${
      news === null
        ? html`<p class="muted">${t('app.loading')}</p>`
        : news.length
          ? html`<ul class="links">
              ${news.map(
                (n) =>
                  html`<li><a href="${place()}/${newsPath}">${n.name}</a>
                    <span class="muted">${date.format(new Date(n.lastModified))}</span></li>`,
              )}
            </ul>`
          : html`<p class="muted">${t('home.noNews')}</p>`
    }
  </section>`;
}

/** What follows the greeting; `tiles` draws the app tiles as the signed-out page does. */
export function signedInBody(
  sub: string,
  news: NewsItem[] | null,
  tiles: (items: MenuItem[]) => TemplateResult | typeof nothing,
) {
  const ctx = visibilityContext();
  const personal = ctx.granted.has(shellRegistryIds.homePermission);
  const mayFavor = ctx.granted.has(shellRegistryIds.favoritePermission);
  return personal
    ? html`<p class="lead">${t('home.signedInLead')}</p>
        <div class="cards">${mayFavor ? favoritesCard() : nothing}${recentCard(sub)}${newsCard(news)}</div>
        <h2>${t('home.yourApps')}</h2>
        ${tiles(buildMenu(ctx))}`
    : html`<p class="lead">${t('home.noHomePermission')}</p>`;
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
