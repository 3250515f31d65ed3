import type { RouterLocation } from '@vaadin/router';
import { css, html, LitElement } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { isSupportedLocale, supportedLocales } from '../contract/locales.ts';
import { I18nController, setLocale, t } from './i18n.ts';
import { createRouter, navigate } from './router.ts';
import { restoreSession, signIn, signOut } from './session.ts';
import { SessionController } from './session-controller.ts';
import './pages/portal-auth-callback.ts';
import './pages/portal-home.ts';
import './pages/portal-registration-required.ts';

/** <portal-shell>: header (greeting, sign-in/out, language), the router outlet, the loading bar. */
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
      background: #fff;
      padding: 0.5rem 1rem;
      z-index: 10;
    }
    .skip:focus {
      left: 0.5rem;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 1rem;
      padding: 0.6rem 1.5rem;
      background: var(--portal-primary, #c00d1e);
      color: var(--portal-on-primary, #fff);
    }
    .brand {
      font-weight: 700;
      font-size: 1.2rem;
      color: inherit;
      text-decoration: none;
      margin-right: auto;
    }
    .user {
      display: flex;
      align-items: center;
      gap: 0.75rem;
    }
    label {
      display: flex;
      align-items: center;
      gap: 0.4rem;
    }
    select,
    button {
      font: inherit;
      border-radius: 4px;
      padding: 0.3rem 0.6rem;
    }
    button {
      font-weight: 600;
      cursor: pointer;
      background: #fff;
      color: var(--portal-primary-dark, #8f0a16);
      border: 1px solid #fff;
    }
    :is(a, button, select):focus-visible {
      outline: 3px solid var(--portal-focus-on-primary, #ffd166);
      outline-offset: 2px;
    }
    .progress {
      height: 3px;
      background: transparent;
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
    main {
      flex: 1;
      outline: none;
    }
    footer {
      padding: 0.75rem 1.5rem;
      font-size: 0.85rem;
      color: #4b5563;
      border-top: 1px solid #e5e7eb;
    }
  `;

  protected readonly i18n = new I18nController(this);
  private readonly session = new SessionController(this);
  @state() private locale = 'de';
  @state() private country = 'de';
  @state() private loading = true;
  @query('#outlet') private outlet!: HTMLElement;
  @query('main') private main!: HTMLElement;
  private firstNavigation = true;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('vaadin-router-location-changed', this.onLocationChanged);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('vaadin-router-location-changed', this.onLocationChanged);
    super.disconnectedCallback();
  }

  protected override async firstUpdated(): Promise<void> {
    const [first] = location.pathname.replace(/^\/portal\/?/, '').split('/');
    await setLocale(isSupportedLocale(first) ? first : 'de');
    await restoreSession().catch((error: unknown) => console.error('Session restore failed', error));
    createRouter(this.outlet, () => {
      this.loading = true;
    });
  }

  private readonly onLocationChanged = (event: Event) => {
    const { location: loc } = (event as CustomEvent<{ location: RouterLocation }>).detail;
    const { locale, country } = loc.params as { locale?: string; country?: string };
    if (locale && isSupportedLocale(locale)) {
      this.locale = locale;
      void setLocale(locale); // the UI language follows the route after every navigation
    }
    if (country) this.country = country;
    this.loading = false;
    // Move focus to the new content so keyboard and screen-reader users land on it.
    if (!this.firstNavigation) requestAnimationFrame(() => this.main?.focus());
    this.firstNavigation = false;
  };

  private onLocaleSelected(event: Event): void {
    const locale = (event.target as HTMLSelectElement).value;
    const rest = location.pathname.replace(/^\/portal\/[^/]+\/[^/]+\/?/, '');
    navigate(`/${locale}/${this.country}${rest ? `/${rest}` : ''}`);
  }

  private signIn(): void {
    const returnTo = location.pathname.replace(/^\/portal/, '') || '/';
    void signIn({ returnTo, locale: this.locale });
  }

  private signOut(): void {
    void signOut(this.locale, this.country);
  }

  /** Skip link as a button: the target lives in this shadow root, where #fragment links cannot reach. */
  private focusMain(): void {
    this.main.focus();
  }

  override render() {
    const s = this.session.value;
    const firstName =
      s.status === 'signedIn'
        ? s.portal.user.firstName
        : s.status === 'registrationRequired'
          ? s.user.profile.given_name
          : null;
    return html`
      <header>
        <button class="skip" type="button" @click=${this.focusMain}>${t('app.skipToContent')}</button>
        <a class="brand" href="/portal/${this.locale}/${this.country}">${t('app.title')}</a>
        <div class="user">
          <label>
            <span>${t('header.language')}</span>
            <select @change=${this.onLocaleSelected} .value=${this.locale}>
              ${supportedLocales.map(
                (l) =>
                  html`<option value=${l} ?selected=${l === this.locale} lang=${l}>${t(`languages.${l}`)}</option>`,
              )}
            </select>
          </label>
          ${firstName ? html`<span class="greeting">${t('header.greeting', { name: firstName })}</span>` : null}
          ${
            s.status === 'signedOut'
              ? html`<button type="button" @click=${this.signIn}>${t('header.signIn')}</button>`
              : html`<button type="button" @click=${this.signOut}>${t('header.signOut')}</button>`
          }
        </div>
      </header>
      <div class="progress" ?data-active=${this.loading} role="status" aria-label=${this.loading ? t('app.loading') : ''}></div>
      <main id="main" tabindex="-1"><div id="outlet"></div></main>
      <footer>© Unternehmensgruppe</footer>
    `;
  }
}
