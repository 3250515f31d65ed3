import { html, LitElement, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { favorites, favoritesLoaded, onFavoritesChange } from '../favorites/favorites.ts';
import { IconsController, icon, isIconName } from '../frame/icons.ts';
import { I18nController, t } from '../i18n/i18n.ts';
import { buildMenu, type MenuItem, routeAtPath } from '../routing/menu-model.ts';
import { shellRegistryIds } from '../routing/routes.ts';
import { canSee } from '../routing/visibility.ts';
import { visibilityContext } from '../routing/visibility-context.ts';
import { type SessionState, signIn } from '../session/session.ts';
import { SessionController } from '../session/session-controller.ts';
import { catalogueTools, isOffered, latestNews, type NewsItem, offeredTools, recentlyOpened } from './home-data.ts';
import { homeStyles } from './home-styles.ts';

const place = () => location.pathname.split('/').slice(0, 4).join('/');
const newsPath = 'employeeInfo/news';

/**
 * The news card shows where its page opens: the news belong to the plant whose site offers the
 * page (the Czech plant's, in Czech), and the card links to it.
 */
function newsVisible(): boolean {
  const entry = routeAtPath(newsPath);
  return !!entry && canSee(entry.route, visibilityContext(), entry.ancestors);
}

/**
 * The start page. Signed out: an invitation to sign in and the apps anyone may use. Signed in:
 * a greeting with the person's name, their favourites, the apps they opened lately, the newest
 * news, and tiles of every app they may open (placeholders are not offered).
 */
@customElement('portal-home')
export class PortalHome extends LitElement {
  static override styles = homeStyles;
  protected readonly i18n = new I18nController(this);
  protected readonly icons = new IconsController(this);
  private readonly session = new SessionController(this);
  @state() private news: NewsItem[] | null = null;
  private unsubscribe: (() => void) | null = null;
  private newsFor = '';

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onFavoritesChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    super.disconnectedCallback();
  }

  protected override willUpdate(): void {
    const s = this.session.value;
    const sub = s.status === 'signedIn' ? s.user.profile.sub : '';
    // Once per person and site: the news are the site's plant's.
    const key = `${sub} ${place()}`;
    if (sub && key !== this.newsFor && newsVisible()) {
      this.newsFor = key;
      latestNews().then(
        (items) => {
          this.news = items;
        },
        (error: unknown) => {
          console.error('Loading the news failed', error);
          this.news = [];
        },
      );
    }
  }

  private tile(item: MenuItem) {
    const name = item.route.name;
    const description = t(`navInfo.${name}`);
    return html`<li>
      <a class="tile" href="${place()}/${item.path}">
        <span class="tile-icon">${isIconName(item.route.icon) ? icon(item.route.icon, 24) : icon('apps', 24)}</span>
        <span class="tile-text">
          <strong>${t(item.route.title)}</strong>
          ${description !== `navInfo.${name}` ? html`<span>${description}</span>` : nothing}
        </span>
      </a>
    </li>`;
  }

  private tiles(items: MenuItem[]) {
    const offered = items.filter(isOffered);
    return offered.length ? html`<ul class="tiles">${offered.map((item) => this.tile(item))}</ul>` : nothing;
  }

  private signedOut() {
    const tools = offeredTools(buildMenu(visibilityContext()));
    const catalogue = catalogueTools();
    return html`<section class="hero">
        <h1>${t('home.welcome')}</h1>
        <p class="lead">${t('home.signedOutLead')}</p>
        <button class="button" type="button" @click=${() => this.signIn()}>${t('header.signIn')}</button>
      </section>
      ${
        tools.length
          ? html`<h2>${t('home.publicApps')}</h2>
              <ul class="tiles">${tools.map((item) => this.tile(item))}</ul>`
          : nothing
      }
      ${
        catalogue.length
          ? html`<h2>${t('home.catalogueTitle')}</h2>
              <p class="lead">${t('home.catalogueLead')}</p>
              <ul class="tiles">${catalogue.map((tool) => this.catalogueTile(tool))}</ul>`
          : nothing
      }`;
  }

  /** A gated tool's page in the element catalogue (usable there without sign-in). */
  private catalogueTile(tool: { tag: string; title: string }) {
    const [, , locale = 'de'] = location.pathname.split('/');
    return html`<li>
      <a class="tile" href="/portal/elements/?lang=${locale}&element=${tool.tag}">
        <span class="tile-icon">${icon('apps', 24)}</span>
        <span class="tile-text"><strong>${t(tool.title)}</strong><span>${t('home.catalogueTile')}</span></span>
      </a>
    </li>`;
  }

  private signIn(): void {
    const [, , locale = 'de'] = location.pathname.split('/');
    void signIn({ returnTo: location.pathname.replace(/^\/portal/, '') || '/', locale });
  }

  private favoritesCard() {
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

  private recentCard(sub: string) {
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

  private newsCard() {
    if (!newsVisible()) return nothing;
    const [, , locale = 'de', country = 'de'] = location.pathname.split('/');
    const date = new Intl.DateTimeFormat(`${locale}-${country.toUpperCase()}`, { dateStyle: 'medium' });
    return html`<section class="panel" aria-labelledby="news">
      <h2 id="news">${icon('news')} ${t('home.news')}</h2>
      ${
        this.news === null
          ? html`<p class="muted">${t('app.loading')}</p>`
          : this.news.length
            ? html`<ul class="links">
                ${this.news.map(
                  (n) =>
                    html`<li><a href="${place()}/${newsPath}">${n.name}</a>
                      <span class="muted">${date.format(new Date(n.lastModified))}</span></li>`,
                )}
              </ul>`
            : html`<p class="muted">${t('home.noNews')}</p>`
      }
    </section>`;
  }

  private signedIn(s: Extract<SessionState, { status: 'signedIn' }>) {
    const p = s.user.profile;
    const name = [p.given_name, p.family_name].filter(Boolean).join(' ') || s.portal.user.username;
    const ctx = visibilityContext();
    const personal = ctx.granted.has(shellRegistryIds.homePermission);
    const mayFavor = ctx.granted.has(shellRegistryIds.favoritePermission);
    return html`<h1>${t('home.greeting', { name })}</h1>
      ${
        personal
          ? html`<p class="lead">${t('home.signedInLead')}</p>
              <div class="cards">${mayFavor ? this.favoritesCard() : nothing}${this.recentCard(p.sub)}${this.newsCard()}</div>
              <h2>${t('home.yourApps')}</h2>
              ${this.tiles(buildMenu(ctx))}`
          : html`<p class="lead">${t('home.noHomePermission')}</p>`
      }`;
  }

  override render() {
    const s = this.session.value;
    if (s.status === 'signedIn') return this.signedIn(s);
    if (s.status === 'registrationRequired') {
      const p = s.user.profile;
      return html`<h1>${t('home.greeting', { name: p.given_name ?? p.preferred_username ?? '' })}</h1>
        <p class="lead">${t('home.registrationPending')}</p>
        <a class="button" href="${place()}/registration">${t('home.registrationLink')}</a>`;
    }
    return this.signedOut();
  }
}
