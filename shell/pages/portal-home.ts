import { html, LitElement, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { uiPermissions } from '../../contract/permissions.ts';
import { I18nController, t } from '../i18n.ts';
import { buildMenu } from '../menu-model.ts';
import { grantedPermissionIds } from '../session.ts';
import { SessionController } from '../session-controller.ts';
import { visibilityContext } from '../visibility-context.ts';
import { pageStyles } from './page-styles.ts';

/** The landing page: signed out an invitation plus the public apps; signed in the user's start page. */
@customElement('portal-home')
export class PortalHome extends LitElement {
  static override styles = pageStyles;
  protected readonly i18n = new I18nController(this);
  private readonly session = new SessionController(this);

  override render() {
    const s = this.session.value;
    const base = location.pathname.split('/').slice(0, 4).join('/');
    const areas = buildMenu(visibilityContext());
    const cards = html`<ul class="cards">
      ${areas.map((item) => html`<li><a class="card" href="${base}/${item.path}">${t(item.route.title)}</a></li>`)}
    </ul>`;
    if (s.status !== 'signedIn') {
      return html`<h1>${t('home.welcome')}</h1>
        <p>${t('home.signedOutLead')}</p>
        ${areas.length ? html`<h2>${t('home.publicApps')}</h2>${cards}` : nothing}`;
    }
    const personal = grantedPermissionIds().has(uiPermissions.home.id);
    return html`<h1>${t('home.welcome')}</h1>
      <p>${t('home.signedInLead', { login: s.portal.user.username })}</p>
      ${personal ? html`<h2>${t('home.yourApps')}</h2>${cards}` : html`<p>${t('home.noHomePermission')}</p>`}`;
  }
}
