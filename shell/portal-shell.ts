import type { RouterLocation } from '@vaadin/router';
import { css, html, LitElement, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { defaultCountry, isSupportedLocale, type Locale } from '../contract/locales.ts';
import { applyBranding } from './branding.ts';
import { installGlobalErrorHandlers } from './error-catalogue.ts';
import type { PortalFavoriteDialog } from './favorite-dialog.ts';
import { addFavorite, clearFavorites, favorites, loadFavorites, onFavoritesChange } from './favorites.ts';
import { I18nController, setLocale, t } from './i18n.ts';
import type { LocaleChange } from './language-switch.ts';
import { buildMenu, routeAtPath } from './menu-model.ts';
import { isLoading, onLoadingChange, showMessage } from './messages.ts';
import { recordPortalPath } from './navigation-history.ts';
import { createRouter, navigate } from './router.ts';
import { findRouteByName } from './routes.ts';
import {
  onSessionChange,
  onSilentRenewError,
  registrationPath,
  registrationStep,
  restoreSession,
  session,
  signIn,
  signOut,
} from './session.ts';
import { SessionController } from './session-controller.ts';
import { brandSettings, setBrandSettings, siteBrand, siteBrandError } from './site.ts';
import { visibilityContext } from './visibility-context.ts';
import './platform-host.ts';
import './favorite-dialog.ts';
import './language-switch.ts';
import './pages/portal-auth-callback.ts';
import './pages/portal-favorites.ts';
import './pages/portal-home.ts';
import './pages/portal-registration-required.ts';
import './pages/route-pages.ts';
import './portal-menu.ts';
import './portal-messages.ts';

/**
 * <portal-shell>: header (brand, language, favourite star, greeting, sign-in/out), the menu, the
 * favourites list, breadcrumbs, the router outlet, messages and the loading bar.
 */
@customElement('portal-shell')
export class PortalShell extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 100vh;
      color: var(--portal-text, #1f2328);
    }
    .skip {
      position: absolute;
      left: -999px;
      top: 0.5rem;
      z-index: 30;
    }
    .skip:focus {
      left: 0.5rem;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.75rem 1rem;
      padding: 0.5rem 1.25rem;
      background: var(--portal-primary, #c00d1e);
      color: var(--portal-on-primary, #fff);
    }
    .brand {
      display: flex;
      align-items: center;
      gap: 0.6rem;
      color: inherit;
      text-decoration: none;
      margin-right: auto;
      font-weight: 700;
      font-size: 1.1rem;
    }
    .brand img {
      height: 2rem;
      width: auto;
    }
    .user {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.75rem;
    }
    button {
      font: inherit;
      border-radius: 4px;
      padding: 0.3rem 0.65rem;
    }
    header button {
      font-weight: 600;
      cursor: pointer;
      background: #fff;
      color: var(--portal-primary-dark, #8f0a16);
      border: 1px solid #fff;
    }
    header :is(a, button):focus-visible {
      outline: 3px solid #ffd166;
      outline-offset: 2px;
    }
    .menu-toggle {
      display: none;
    }
    .progress {
      height: 3px;
    }
    .progress[data-active] {
      background: linear-gradient(90deg, transparent, var(--portal-primary, #c00d1e), transparent);
      background-size: 50% 100%;
      animation: slide 1s linear infinite;
    }
    @keyframes slide {
      from {
        background-position: -50% 0;
      }
      to {
        background-position: 150% 0;
      }
    }
    .body {
      flex: 1;
      display: flex;
      align-items: stretch;
    }
    nav.sidebar {
      flex: 0 0 17rem;
      padding: 1rem 0.75rem;
      background: #fff;
      border-right: 1px solid #e5e7eb;
      overflow-y: auto;
    }
    nav.sidebar h2 {
      font-size: 0.8rem;
      text-transform: uppercase;
      letter-spacing: 0.05em;
      color: #4b5563;
      margin: 1.25rem 0.6rem 0.4rem;
    }
    nav.sidebar ul.favorites {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    nav.sidebar ul.favorites a {
      display: block;
      padding: 0.35rem 0.6rem;
      color: var(--portal-link, #0f5fa6);
      border-radius: 4px;
    }
    nav.sidebar ul.favorites a:focus-visible {
      outline: 3px solid var(--portal-focus, #0f5fa6);
    }
    main {
      flex: 1;
      min-width: 0;
      outline: none;
    }
    .crumbs {
      padding: 0.75rem 1.5rem 0;
      font-size: 0.9rem;
    }
    .crumbs ol {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      margin: 0;
      padding: 0;
    }
    .crumbs li + li::before {
      content: '›';
      margin-right: 0.35rem;
      color: #6b7280;
    }
    .crumbs a,
    .back {
      color: var(--portal-link, #0f5fa6);
    }
    .back {
      display: inline-block;
      margin: 0.5rem 1.5rem 0;
    }
    footer {
      padding: 0.75rem 1.5rem;
      font-size: 0.85rem;
      color: #4b5563;
      border-top: 1px solid #e5e7eb;
      background: #fff;
    }
    .brand-error {
      max-width: 40rem;
      margin: 4rem auto;
      padding: 1.5rem;
    }
    @media (max-width: 60rem) {
      .menu-toggle {
        display: inline-block;
      }
      .body {
        flex-direction: column;
      }
      nav.sidebar {
        flex: none;
        border-right: 0;
        border-bottom: 1px solid #e5e7eb;
      }
      nav.sidebar[data-collapsed] {
        display: none;
      }
    }
  `;

  protected readonly i18n = new I18nController(this);
  private readonly session = new SessionController(this);
  @state() private locale: Locale = 'de';
  @state() private country = defaultCountry;
  /** Path below /{locale}/{country}. */
  @state() private currentPath = '';
  @state() private navigating = true;
  @state() private busy = false;
  @state() private menuOpen = false;
  @query('#outlet') private outlet!: HTMLElement;
  @query('main') private main!: HTMLElement;
  @query('portal-favorite-dialog') private favoriteDialog!: PortalFavoriteDialog;
  private firstNavigation = true;
  private brandingKey = '';
  private unsubscribers: (() => void)[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    installGlobalErrorHandlers();
    window.addEventListener('vaadin-router-location-changed', this.onLocationChanged);
    this.unsubscribers.push(
      onLoadingChange(() => {
        this.busy = isLoading();
      }),
      onFavoritesChange(() => this.requestUpdate()),
    );
  }

  override disconnectedCallback(): void {
    window.removeEventListener('vaadin-router-location-changed', this.onLocationChanged);
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    super.disconnectedCallback();
  }

  protected override async firstUpdated(): Promise<void> {
    if (siteBrandError()) return;
    const [first, second] = location.pathname.replace(/^\/portal\/?/, '').split('/');
    this.locale = isSupportedLocale(first) ? first : 'de';
    await Promise.all([this.applyLocale(this.locale), this.applyBranding(this.locale, second ?? defaultCountry)]);
    await restoreSession().catch((error: unknown) => console.error('Session restore failed', error));
    this.watchSession();
    createRouter(this.outlet, () => {
      this.navigating = true;
    });
  }

  /**
   * Favourites follow the session (loaded after sign-in, cleared after sign-out); a 412 from any
   * API call leads to the registration step; failed renewals become messages.
   */
  private watchSession(): void {
    let previous = session().status;
    const sync = () => {
      const s = session();
      if (s.status === 'signedIn') {
        loadFavorites().catch((error: unknown) => console.error('Loading favourites failed', error));
      } else clearFavorites();
      if (s.status === 'registrationRequired' && previous !== s.status && !location.pathname.includes('/auth/')) {
        void registrationStep(s.user, this.locale).then((step) => {
          if (step.kind === 'alreadyInProgress') showMessage('info', t('messages.crmRegistrationAlreadyInProgress'));
          navigate(registrationPath(step, this.locale, this.country));
        });
      }
      previous = s.status;
    };
    sync();
    this.unsubscribers.push(
      onSessionChange(sync),
      onSilentRenewError((error) =>
        showMessage('error', t(error.message === 'invalidToken' ? 'errors.invalidToken' : 'errors.silentRenew')),
      ),
    );
  }

  private async applyBranding(locale: string, country: string): Promise<void> {
    const key = `${locale}/${country}`;
    if (key === this.brandingKey) return;
    this.brandingKey = key;
    try {
      setBrandSettings(await applyBranding(siteBrand(), country, locale));
      this.requestUpdate();
    } catch (error) {
      showMessage('error', error instanceof Error ? error.message : String(error));
    }
  }

  /** The portal's language: its strings and the document's `lang` (screen readers, hyphenation). */
  private applyLocale(locale: Locale): Promise<void> {
    document.documentElement.lang = locale;
    return setLocale(locale);
  }

  private readonly onLocationChanged = (event: Event) => {
    const { location: loc } = (event as CustomEvent<{ location: RouterLocation }>).detail;
    const { locale, country } = loc.params as { locale?: string; country?: string };
    if (locale && isSupportedLocale(locale)) {
      this.locale = locale;
      void this.applyLocale(locale); // the UI language follows the route after every navigation
    }
    if (country) this.country = country;
    void this.applyBranding(this.locale, this.country);
    this.currentPath = loc.pathname.replace(/^\/portal\/[^/]+\/[^/]+\/?/, '').replace(/\/$/, '');
    if (locale) recordPortalPath(`/${this.locale}/${this.country}${this.currentPath ? `/${this.currentPath}` : ''}`);
    this.navigating = false;
    this.menuOpen = false;
    this.updateDocumentTitle();
    // Move focus to the new content so keyboard and screen-reader users land on it.
    if (!this.firstNavigation) requestAnimationFrame(() => this.main?.focus());
    this.firstNavigation = false;
  };

  private updateDocumentTitle(): void {
    const entry = routeAtPath(this.currentPath);
    const brand = brandSettings()?.name ?? t('app.title');
    document.title = entry && entry.route.name !== 'home' ? `${t(entry.route.title)} – ${brand}` : brand;
  }

  private signIn(): void {
    // Sub-apps keep their own place in the hash (e.g. the CRM's #/register): come back to it.
    const returnTo = (location.pathname.replace(/^\/portal/, '') || '/') + location.hash;
    void signIn({ returnTo, locale: this.locale });
  }

  private signOut(): void {
    void signOut(this.locale, this.country);
  }

  private async addCurrentPage(): Promise<void> {
    const entry = routeAtPath(this.currentPath);
    const path = `/${this.locale}/${this.country}${this.currentPath ? `/${this.currentPath}` : ''}`;
    const saved = await this.favoriteDialog.open(
      t('favorites.add'),
      { name: entry ? t(entry.route.title) : document.title, description: '', path },
      (input) => addFavorite(input).then(() => undefined),
    );
    if (saved) showMessage('success', t('favorites.created'));
  }

  private focusMain(): void {
    this.main.focus();
  }

  private renderCrumbs(base: string) {
    const entry = routeAtPath(this.currentPath);
    if (!entry || entry.route.name === 'home') return nothing;
    const chain = [...entry.ancestors, entry.route];
    let path = '';
    const crumbs = chain.map((route) => {
      path = [path, route.path].filter(Boolean).join('/');
      return { route, path };
    });
    const backName = entry.route.navigateBackRouteName;
    const back = backName ? findRouteByName(backName) : undefined;
    return html`<nav class="crumbs" aria-label=${t('shell.breadcrumb')}>
        <ol>
          <li><a href=${base}>${t('menu.home')}</a></li>
          ${crumbs.map(
            (c, i) =>
              html`<li>
                ${
                  i === crumbs.length - 1
                    ? html`<span aria-current="page">${t(c.route.title)}</span>`
                    : html`<a href="${base}/${c.path}">${t(c.route.title)}</a>`
                }
              </li>`,
          )}
        </ol>
      </nav>
      ${back ? html`<a class="back" href="${base}/${back.path}">← ${t('shell.backTo', { name: t(back.route.title) })}</a>` : nothing}`;
  }

  override render() {
    const brandError = siteBrandError();
    if (brandError) {
      return html`<main class="brand-error" id="main">
        <h1>${brandError.message}</h1>
        <p>${brandError.host}</p>
      </main>`;
    }
    const s = this.session.value;
    const settings = brandSettings();
    const base = `/portal/${this.locale}/${this.country}`;
    const firstName =
      s.status === 'signedIn'
        ? s.portal.user.firstName
        : s.status === 'registrationRequired'
          ? s.user.profile.given_name
          : null;
    const menu = buildMenu(visibilityContext(this.country));
    const favoriteList = favorites();
    return html`
      <header>
        <button class="skip" type="button" @click=${this.focusMain}>${t('app.skipToContent')}</button>
        <button
          class="menu-toggle"
          type="button"
          aria-expanded=${this.menuOpen}
          aria-controls="sidebar"
          @click=${() => {
            this.menuOpen = !this.menuOpen;
          }}
        >
          ${t('shell.menu')}
        </button>
        <a class="brand" href=${base}>
          ${settings ? html`<img src=${settings.logo} alt=${settings.name} />` : nothing}
          <span>${t('app.title')}</span>
        </a>
        <div class="user">
          <portal-language-switch
            locale=${this.locale}
            country=${this.country}
            path=${this.currentPath}
            @locale-change=${(e: CustomEvent<LocaleChange>) => navigate(e.detail.path)}
          ></portal-language-switch>
          ${
            s.status === 'signedIn'
              ? html`<button type="button" @click=${this.addCurrentPage}>☆ ${t('favorites.addCurrent')}</button>`
              : nothing
          }
          ${firstName ? html`<span class="greeting">${t('header.greeting', { name: firstName })}</span>` : nothing}
          ${
            s.status === 'signedOut'
              ? html`<button type="button" @click=${this.signIn}>${t('header.signIn')}</button>`
              : html`<button type="button" @click=${this.signOut}>${t('header.signOut')}</button>`
          }
        </div>
      </header>
      <div
        class="progress"
        ?data-active=${this.navigating || this.busy}
        role="progressbar"
        aria-label=${t('app.loading')}
        aria-hidden=${!(this.navigating || this.busy)}
      ></div>
      <div class="body">
        <nav class="sidebar" id="sidebar" aria-label=${t('header.mainNavigation')} ?data-collapsed=${!this.menuOpen}>
          <portal-menu .items=${menu} base=${base} current=${this.currentPath}></portal-menu>
          ${
            favoriteList.length
              ? html`<h2 id="fav-heading">${t('menu.favorite')}</h2>
                  <ul class="favorites" aria-labelledby="fav-heading">
                    ${favoriteList.map((f) => html`<li><a href="/portal${f.path}">${f.name}</a></li>`)}
                  </ul>`
              : nothing
          }
        </nav>
        <main id="main" tabindex="-1">
          ${this.renderCrumbs(base)}
          <div id="outlet"></div>
        </main>
      </div>
      <footer>© ${new Date().getFullYear()} ${settings?.name ?? ''} · ${t('shell.footer')}</footer>
      <portal-messages></portal-messages>
      <portal-favorite-dialog></portal-favorite-dialog>
    `;
  }
}
