import { html, LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { I18nController, t } from '../i18n.ts';
import { SessionController } from '../session-controller.ts';
import { pageStyles } from './page-styles.ts';

/** The shell's start page. */
@customElement('portal-home')
export class PortalHome extends LitElement {
  static override styles = pageStyles;
  protected readonly i18n = new I18nController(this);
  private readonly session = new SessionController(this);

  override render() {
    const s = this.session.value;
    if (s.status !== 'signedIn') {
      return html`<h1>${t('home.welcome')}</h1>
        <p>${t('home.signedOutLead')}</p>`;
    }
    const granted = s.portal.permissions.filter((p) => p.accessType === 1).length;
    return html`<h1>${t('home.welcome')}</h1>
      <p>${t('home.signedInLead', { login: s.portal.user.username })}</p>
      <p>${t('home.permissions', { count: granted })}</p>`;
  }
}
