import { html, LitElement, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { onFavoritesChange } from '../favorites/favorites.ts';
import { IconsController, icon, isIconName } from '../frame/icons.ts';
import { I18nController, t } from '../i18n/i18n.ts';
import { buildMenu, type MenuItem } from '../routing/menu-model.ts';
import { visibilityContext } from '../routing/visibility-context.ts';
import { type SessionState, signIn } from '../session/session.ts';
import { SessionController } from '../session/session-controller.ts';
import { catalogueTools, isOffered, type NewsItem, newsVisible, offeredTools, place } from './home-data.ts';
import { homeStyles } from './home-styles.ts';

type SignedInHome = typeof import('./home-signed-in.ts');
let signedInHome: SignedInHome | null = null;
let signedInHomeLoading: Promise<SignedInHome> | null = null;

/**
 * The signed-in start page's cards, news and tiles, loaded once: by the router before it attaches
 * a signed-in start page (shell/routing/router.ts, so nothing shifts), else on the first render.
 */
export function loadSignedInHome(): Promise<SignedInHome> {
  signedInHomeLoading ??= import('./home-signed-in.ts').then((module) => {
    signedInHome = module;
    return module;
  });
  return signedInHomeLoading;
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
      loadSignedInHome()
        .then((home) => home.latestNews())
        .then(
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

  private signedIn(s: Extract<SessionState, { status: 'signedIn' }>) {
    const p = s.user.profile;
    const name = [p.given_name, p.family_name].filter(Boolean).join(' ') || s.portal.user.username;
    if (!signedInHome) {
      loadSignedInHome().then(
        () => this.requestUpdate(),
        (error: unknown) => console.error('The start page could not be loaded', error),
      );
    }
    return html`<h1>${t('home.greeting', { name })}</h1>
      ${signedInHome ? signedInHome.signedInBody(p.sub, this.news, (items) => this.tiles(items)) : nothing}`;
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
