import { css, html, LitElement } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { I18nController, t } from '../i18n/i18n.ts';
import { showMessage } from '../messages/messages.ts';
import { replaceRoute } from '../routing/router.ts';
import { isIdpErrorResponse } from '../session/oidc.ts';
import { completeSignIn, completeSignOut, registrationPath, registrationStep, session } from '../session/session.ts';
import { pageStyles } from './page-styles.ts';

/** Locale and country of a base-relative path like `/de/de/favorite`. */
function localeCountryOf(path: string): string {
  const [locale = 'de', country = 'de'] = path.split('/').filter(Boolean);
  return `/${locale}/${country}`;
}

abstract class AuthCallbackPage extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .error {
        color: var(--portal-error, #b42318);
      }
    `,
  ];
  protected readonly i18n = new I18nController(this);
  @state() protected failure: string | null = null;
  /** The API or its database is unavailable: the sign-in waits for it and says so. */
  @state() protected unavailable = false;

  protected abstract messageKey: string;
  protected abstract complete(): Promise<string>;

  override connectedCallback(): void {
    super.connectedCallback();
    this.complete()
      .then((target) => replaceRoute(target))
      .catch((error: unknown) => {
        // IdP errors carry error, error_description and state.
        this.failure = isIdpErrorResponse(error)
          ? [error.error, error.error_description].filter(Boolean).join(': ')
          : error instanceof Error
            ? error.message
            : String(error);
      });
  }

  override render() {
    if (this.failure) {
      return html`<h1>${t('header.signIn')}</h1>
        <p class="error" role="alert">${t('auth.loginFailed', { reason: this.failure })}</p>
        <p><a href="/portal/">${t('auth.backToStart')}</a></p>`;
    }
    return html`<h1>${t(this.messageKey)}</h1>
      <p role="status">${this.unavailable ? t('errors.unavailable') : t('app.loading')}</p>`;
  }
}

@customElement('portal-login-callback')
export class PortalLoginCallback extends AuthCallbackPage {
  protected messageKey = 'auth.signingIn';
  protected async complete(): Promise<string> {
    const { returnTo } = await completeSignIn(() => {
      this.unavailable = true;
    });
    const s = session();
    if (s.status !== 'registrationRequired') return returnTo;
    // No portal user yet (412): registration, decided by domain and CRM status.
    const [locale = 'de', country = 'de'] = localeCountryOf(returnTo).split('/').filter(Boolean);
    const step = await registrationStep(s.user, locale);
    if (step.kind === 'alreadyInProgress') showMessage('info', t('messages.crmRegistrationAlreadyInProgress'));
    return registrationPath(step, locale, country);
  }
}

@customElement('portal-logout-callback')
export class PortalLogoutCallback extends AuthCallbackPage {
  protected messageKey = 'auth.signingOut';
  protected async complete(): Promise<string> {
    return (await completeSignOut()).returnTo;
  }
}
