import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { type Locale, supportedLocales } from '../../contract/locales.ts';
import { I18nController, t } from '../i18n/i18n.ts';
import { headerButtonStyles } from './header-styles.ts';
import { IconsController, icon } from './icons.ts';
import { MenuButton } from './menu-button.ts';

/** The language menu of the header: each language named in itself; fires `locale-select`. */
@customElement('portal-language-picker')
export class PortalLanguagePicker extends MenuButton {
  static override styles = [MenuButton.styles, headerButtonStyles];
  protected readonly i18n = new I18nController(this);
  protected readonly icons = new IconsController(this);
  @property() locale: Locale = 'de';

  protected get menuLabel(): string {
    return t('header.language');
  }

  protected renderTrigger() {
    return html`${icon('globe')}<span class="visually-hidden">${t('header.language')}: </span
      ><abbr title=${t(`languages.${this.locale}`)} lang=${this.locale}>${this.locale.toUpperCase()}</abbr>`;
  }

  private choose(locale: Locale): void {
    this.close();
    if (locale !== this.locale) {
      this.dispatchEvent(new CustomEvent('locale-select', { detail: locale, bubbles: true, composed: true }));
    }
  }

  protected renderItems() {
    return html`${supportedLocales.map(
      (l) =>
        html`<button
          type="button"
          role="menuitemradio"
          tabindex="-1"
          lang=${l}
          aria-checked=${l === this.locale}
          @click=${() => this.choose(l)}
        >
          <span class="check">${l === this.locale ? icon('checkmark') : ''}</span>${t(`languages.${l}`)}
        </button>`,
    )}`;
  }
}
