import { html, LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { I18nController, t } from '../i18n.ts';
import { SessionController } from '../session-controller.ts';
import { pageStyles } from './page-styles.ts';

/**
 * Shown after a 412 from loginOpenId: signed in at the identity provider, but no portal user.
 * The CRM registration it links to arrives with the CRM issue.
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
      <p><a class="button" href="/portal/${locale}/${country}/crm/#/overview?returnUrl=${returnUrl}" router-ignore
        >${t('noAccount.register')}</a
      ></p>`;
  }
}
