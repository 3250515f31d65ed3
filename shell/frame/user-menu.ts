import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { I18nController, t } from '../i18n/i18n.ts';
import { headerButtonStyles } from './header-styles.ts';
import { IconsController, icon } from './icons.ts';
import { MenuButton } from './menu-button.ts';

/** The signed-in person's menu: avatar with initials, name and e-mail, favourites, sign out. */
@customElement('portal-user-menu')
export class PortalUserMenu extends MenuButton {
  static override styles = [
    MenuButton.styles,
    headerButtonStyles,
    css`
      .avatar {
        display: inline-grid;
        place-items: center;
        width: 28px;
        height: 28px;
        border-radius: var(--borderRadiusCircular);
        background: var(--portal-on-primary);
        color: var(--portal-primary-dark);
        font-size: var(--fontSizeBase200);
        font-weight: var(--fontWeightBold);
      }
      .who {
        padding: 8px 8px 10px;
        margin-bottom: 4px;
        border-bottom: 1px solid var(--colorNeutralStroke2);
      }
      .who strong {
        display: block;
      }
      .who span {
        display: block;
        color: var(--colorNeutralForeground3);
        font-size: var(--fontSizeBase200);
        overflow-wrap: anywhere;
      }
    `,
  ];
  protected readonly i18n = new I18nController(this);
  protected readonly icons = new IconsController(this);
  @property() name = '';
  @property() email = '';
  /** Link of the favourites page, empty when the user may not open it. */
  @property() favoritesHref = '';

  protected get menuLabel(): string {
    return t('header.account');
  }

  protected renderTrigger() {
    const initials = this.name
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase())
      .slice(0, 2)
      .join('');
    // The name is the button's text (visible or not), so its accessible name is what sighted users read.
    const [label, rest] = t('header.accountOf', { name: '\u0000' }).split('\u0000') as [string, string?];
    const [first = '', ...others] = this.name.split(' ');
    return html`<span class="avatar" aria-hidden="true">${initials}</span
      ><span class="visually-hidden">${label}</span><span class="narrow-hidden">${first}</span
      ><span class="visually-hidden">${others.length ? ` ${others.join(' ')}` : ''}${rest ?? ''}</span>`;
  }

  protected renderItems() {
    return html`<div class="who"><strong>${this.name}</strong><span>${this.email}</span></div>
      ${
        this.favoritesHref
          ? html`<a role="menuitem" tabindex="-1" href=${this.favoritesHref} @click=${() => this.close(false)}
              >${icon('star')}${t('menu.favorite')}</a
            >`
          : ''
      }
      <button
        type="button"
        role="menuitem"
        tabindex="-1"
        @click=${() => {
          this.close(false);
          this.dispatchEvent(new Event('sign-out', { bubbles: true, composed: true }));
        }}
      >
        ${icon('signOut')}${t('header.signOut')}
      </button>`;
  }
}
