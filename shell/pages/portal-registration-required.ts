import { html, LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { I18nController, t } from '../i18n/i18n.ts';
import { SessionController } from '../session/session-controller.ts';
import { pageStyles } from './page-styles.ts';

/**
 * Signed in at the identity provider without a portal user (412) whose registration is already
 * with the CRM: says so and links to the CRM profile.
 */
@customElement('portal-registration-required')
export class PortalRegistrationRequired extends LitElement {
  static override styles = pageStyles;
  protected readonly i18n = new I18nController(this);
  private readonly session = new SessionController(this);

  override render() {
    const s = this.session.value;
    const login =
      s.status === 'signedOut' ? '' : String(s.user.profile.preferred_username ?? s.user.profile.email ?? '');
    const [, locale = 'de', country = 'de'] = location.pathname.split('/').filter(Boolean);
    const returnUrl = encodeURIComponent(`/portal/${locale}/${country}`);
    return html`<h1>${t('noAccount.title')}</h1>
      <p>${t('noAccount.text', { login })}</p>
      <p>${t('messages.crmRegistrationAlreadyInProgress')}</p>
      <p><a class="button" href="/portal/${locale}/${country}/crm/#/profile?returnUrl=${returnUrl}" router-ignore
        >${t('noAccount.profile')}</a
      ></p>`;
  }
}
