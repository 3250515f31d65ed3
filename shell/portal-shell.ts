import { html, LitElement, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { defaultCountry, isSupportedLocale, type Locale } from '../contract/locales.ts';
import type { PortalFavoriteDialog } from './favorites/favorite-dialog.ts';
import { favorites, onFavoritesChange } from './favorites/favorites.ts';
// Its top-level await holds this module (and the element's definition) until the first render's strings and brand settings are in.
import { firstBrandingKey, firstPlace } from './first-paint.ts';
import { afterFirstPaint } from './frame/after-paint.ts';
import { frameStyles } from './frame/frame-styles.ts';
import { headerAccount } from './frame/header-account.ts';
import { headerButtonStyles } from './frame/header-styles.ts';
import { IconsController, icon } from './frame/icons.ts';
import { focusPageHeading } from './frame/page-focus.ts';
import { currentLocale, I18nController, onLocaleChange, setLocale, t } from './i18n/i18n.ts';
import { installGlobalErrorHandlers } from './messages/error-catalogue.ts';
import { isLoading, onLoadingChange, showMessage } from './messages/messages.ts';
import { rememberOpened } from './pages/home-data.ts';
import { buildMenu, type MenuItem, routeAtPath } from './routing/menu-model.ts';
import { recordPortalPath } from './routing/navigation-history.ts';
import { createRouter, type LocationChangedEvent, locationChangedEvent } from './routing/router.ts';
import { routeTree } from './routing/routes.ts';
import { canSee } from './routing/visibility.ts';
import { visibilityContext } from './routing/visibility-context.ts';
import { onSessionChange, restoreSession, session } from './session/session.ts';
import { SessionController } from './session/session-controller.ts';
import { setUserSetting, userSetting } from './session/user-parameters.ts';
import { applyBranding } from './site/branding.ts';
import { brandSettings, setBrandSettings, siteBrand, siteBrandError } from './site/site.ts';
import './platform-host.ts';
import './frame/language-picker.ts';
import './frame/portal-nav.ts';
import './pages/portal-home.ts';
import './messages/portal-messages.ts';

const wideQuery = matchMedia('(min-width: 64.01rem)');
const wide = () => wideQuery.matches;

/** The path below `/portal/{locale}/{country}`, without a trailing slash. */
const pathBelowCountry = (pathname: string) => pathname.replace(/^\/portal\/[^/]+\/[^/]+\/?/, '').replace(/\/$/, '');

/**
 * <portal-shell>: the frame around the mini apps — header (brand, favourite star, language,
 * account), navigation, breadcrumb line, the router outlet, messages and the loading bar.
 */
@customElement('portal-shell')
export class PortalShell extends LitElement {
  static override styles = [frameStyles, headerButtonStyles];

  protected readonly i18n = new I18nController(this);
  protected readonly icons = new IconsController(this);
  private readonly session = new SessionController(this);
  @state() private locale: Locale = firstPlace.locale;
  @state() private country = firstPlace.country;
  /** Path below /{locale}/{country}. */
  @state() private currentPath = '';
  @state() private navigating = true;
  @state() private busy = false;
  /** Wide screens: the navigation shows icons only. */
  @state() private collapsed = userSetting('navCollapsed') === 'true';
  /** Narrow screens: the navigation drawer is open. */
  @state() private drawerOpen = false;
  @query('#outlet') private outlet!: HTMLElement;
  @query('main') private main!: HTMLElement;
  @query('portal-favorite-dialog') private favoriteDialog!: PortalFavoriteDialog;
  private firstNavigation = true;
  private menu: { key: unknown[]; items: MenuItem[] } | null = null;
  private brandingKey = firstBrandingKey;
  private stopFocus: () => void = () => {};
  private unsubscribers: (() => void)[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    installGlobalErrorHandlers();
    window.addEventListener(locationChangedEvent, this.onLocationChanged);
    window.addEventListener('keydown', this.onKey);
    wideQuery.addEventListener('change', this.onWidthChange);
    this.unsubscribers.push(
      () => wideQuery.removeEventListener('change', this.onWidthChange),
      onLoadingChange(() => {
        this.busy = isLoading();
      }),
      onLocaleChange(() => this.updateDocumentTitle()),
      onFavoritesChange(() => this.requestUpdate()),
    );
  }

  override disconnectedCallback(): void {
    window.removeEventListener(locationChangedEvent, this.onLocationChanged);
    window.removeEventListener('keydown', this.onKey);
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    super.disconnectedCallback();
  }

  protected override async firstUpdated(): Promise<void> {
    if (siteBrandError()) return;
    // Done before the first render (shell/first-paint.ts) unless that failed: then again, with its error shown.
    await Promise.all([this.applyLocale(this.locale), this.applyBranding(this.locale, this.country)]);
    // The frame and the menu paint first; the session (a stored sign-in loads the signed-in half)
    // and the router (the page's content) start in the task after that frame.
    await afterFirstPaint();
    await restoreSession().catch((error: unknown) => console.error('Session restore failed', error));
    this.collapsed = userSetting('navCollapsed') === 'true';
    this.followSessionOnceSignedIn();
    createRouter(this.outlet, () => {
      this.navigating = true;
    });
  }

  /**
   * What follows the session (favourites, registration step, renewal errors, revoked pages) has
   * nothing to do while signed out: shell/session/session-flow.ts loads with the first state that
   * is not signed out (a stored user, a sign-in callback), which it then handles as a change.
   */
  private followSessionOnceSignedIn(): void {
    const place = () => ({ locale: this.locale, country: this.country });
    const initial = session().status;
    let stopWaiting = () => {};
    const start = () => {
      stopWaiting();
      let unfollow: (() => void) | null = null;
      let disconnected = false;
      this.unsubscribers.push(() => {
        disconnected = true;
        unfollow?.();
      });
      import('./session/session-flow.ts')
        .then(({ followSession }) => {
          if (!disconnected) unfollow = followSession(place, initial);
        })
        .catch((error: unknown) => console.error('The session follow-up could not be loaded', error));
    };
    if (initial !== 'signedOut') {
      start();
      return;
    }
    stopWaiting = onSessionChange(() => {
      if (session().status !== 'signedOut') start();
    });
    this.unsubscribers.push(() => stopWaiting());
  }

  private async applyBranding(locale: string, country: string): Promise<void> {
    const key = `${locale}/${country}`;
    if (key === this.brandingKey) return;
    this.brandingKey = key;
    try {
      setBrandSettings(await applyBranding(siteBrand(), country, locale));
      this.updateDocumentTitle();
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
    const { location: loc } = (event as LocationChangedEvent).detail;
    const { locale, country } = loc.params as { locale?: string; country?: string };
    if (locale && isSupportedLocale(locale)) {
      this.locale = locale;
      void this.applyLocale(locale); // the UI language follows the route after every navigation
    }
    if (country) this.country = country;
    void this.applyBranding(this.locale, this.country);
    this.currentPath = pathBelowCountry(loc.pathname);
    if (locale) recordPortalPath(`/${this.locale}/${this.country}${this.currentPath ? `/${this.currentPath}` : ''}`);
    const s = session();
    if (s.status === 'signedIn') rememberOpened(s.user.profile.sub, this.currentPath);
    this.navigating = false;
    this.drawerOpen = false;
    this.updateDocumentTitle();
    this.stopFocus();
    if (!this.firstNavigation) {
      void this.updateComplete.then(() => {
        this.stopFocus = focusPageHeading(this.outlet, this.main);
      });
    }
    this.firstNavigation = false;
  };

  /** Sidebar or drawer: the toggle's name and state follow the width. */
  private readonly onWidthChange = () => {
    this.drawerOpen = false;
    this.requestUpdate();
  };

  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.drawerOpen) this.closeDrawer();
  };

  /**
   * The h1 the shell draws for a page whose element leaves it to the host (`heading="host"`, the
   * calculators in shell/routing/route-data.ts). Before the first navigation it follows the URL, so
   * the heading paints with the frame, long before the element's code has arrived (the page's
   * largest contentful paint); afterwards only while that element is the page shown (a sign-in or
   * load-error page has its own h1).
   */
  private pageHeading(): string | null {
    if (!currentLocale()) return null;
    const first = this.firstNavigation;
    const entry = routeAtPath(first ? pathBelowCountry(location.pathname) : this.currentPath);
    if (entry?.route.attributes?.heading !== 'host') return null;
    if (first) {
      const country = location.pathname.split('/')[3] || defaultCountry;
      return canSee(entry.route, visibilityContext(country), entry.ancestors) ? t(entry.route.title) : null;
    }
    // The router attaches the new page right after announcing it, before this renders.
    return this.outlet?.lastElementChild?.localName === entry.route.element ? t(entry.route.title) : null;
  }

  /**
   * The menu of this session, country and route tree: the same array while none of them changed, so
   * a render of the frame (the progress bar, the drawer) does not render portal-nav's entries again.
   */
  private menuItems(): MenuItem[] {
    const key = [routeTree, this.session.value, this.country];
    if (!this.menu || key.some((part, i) => part !== this.menu!.key[i])) {
      this.menu = { key, items: buildMenu(visibilityContext(this.country)) };
    }
    return this.menu.items;
  }

  /** "Page – Brand", in the current language (also after an in-place switch). */
  private updateDocumentTitle(): void {
    const entry = routeAtPath(this.currentPath);
    const brand = brandSettings()?.name ?? t('app.title');
    document.title = entry && entry.route.name !== 'home' ? `${t(entry.route.title)} – ${brand}` : brand;
  }

  private toggleNavigation(): void {
    if (!wide()) {
      this.drawerOpen = !this.drawerOpen;
      if (this.drawerOpen) {
        void this.updateComplete.then(() => this.renderRoot.querySelector('portal-nav')?.focusFirst());
      }
      return;
    }
    this.collapsed = !this.collapsed;
    setUserSetting('navCollapsed', String(this.collapsed)).catch((error: unknown) =>
      console.error('Saving the navigation setting failed', error),
    );
  }

  private closeDrawer(): void {
    this.drawerOpen = false;
    this.renderRoot.querySelector<HTMLElement>('.nav-toggle')?.focus();
  }

  override render() {
    const brandError = siteBrandError();
    if (brandError) {
      return html`<main class="brand-error" id="main">
        <h1>${brandError.message}</h1>
        <p>${brandError.host}</p>
      </main>`;
    }
    const settings = brandSettings();
    const base = `/portal/${this.locale}/${this.country}`;
    const navLabel = this.collapsed ? t('shell.nav.expand') : t('shell.nav.collapse');
    const heading = this.pageHeading();
    return html`
      <header>
        <button class="skip" type="button" @click=${() => focusPageHeading(this.outlet, this.main)}>
          ${t('app.skipToContent')}
        </button>
        <button
          class="header-button nav-toggle"
          type="button"
          aria-controls="nav"
          aria-expanded=${wide() ? !this.collapsed : this.drawerOpen}
          aria-label=${wide() ? navLabel : t('shell.menu')}
          title=${wide() ? navLabel : t('shell.menu')}
          @click=${this.toggleNavigation}
        >
          ${icon('navigation')}
        </button>
        <a class="brand" href=${base}>
          ${settings ? html`<img src=${settings.logo} alt=${settings.name} />` : nothing}
          <span class="name">${t('app.title')}</span>
        </a>
        ${headerAccount(this.session.value, { locale: this.locale, country: this.country, currentPath: this.currentPath }, () => this.favoriteDialog)}
      </header>
      <div class="progress" ?data-active=${this.navigating || this.busy} role="progressbar" aria-label=${t('app.loading')} aria-hidden=${!(this.navigating || this.busy)}></div>
      <div class="frame">
        <div class="backdrop" ?data-open=${this.drawerOpen} @click=${this.closeDrawer}></div>
        <nav class="side" id="nav" aria-label=${t('header.mainNavigation')} ?data-collapsed=${this.collapsed} ?data-open=${this.drawerOpen}>
          <portal-nav
            .items=${this.menuItems()}
            .favorites=${favorites()}
            base=${base}
            current=${this.currentPath}
            ?collapsed=${this.collapsed && !this.drawerOpen}
            @nav-expand=${() => this.toggleNavigation()}
            @nav-navigate=${() => {
              this.drawerOpen = false;
            }}
          ></portal-nav>
        </nav>
        <main id="main" tabindex="-1">
          <portal-breadcrumb class=${heading ? 'above-heading' : ''} base=${base} current=${this.currentPath}></portal-breadcrumb>
          ${heading ? html`<h1 class="page-heading" tabindex="-1">${heading}</h1>` : nothing}
          <div id="outlet"></div>
        </main>
      </div>
      <footer>© ${new Date().getFullYear()} ${settings?.name ?? ''} · ${t('shell.footer')}</footer>
      <portal-messages></portal-messages>
      <portal-favorite-dialog></portal-favorite-dialog>
    `;
  }
}
