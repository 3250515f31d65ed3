import { css, html, LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { type Locale, supportedLocales } from '../contract/locales.ts';
import { I18nController, t } from './i18n.ts';

/** What `locale-change` carries: the language chosen and the same page in it (base-relative). */
export interface LocaleChange {
  locale: Locale;
  /** `/{locale}/{country}/{path}`, for the router. */
  path: string;
}

/**
 * The language switch of the header: a labelled select of the five UI languages, each named in
 * its own language. The URL holds the language (docs/spec-rules.md), so choosing one asks for
 * the same page under the new locale: a `locale-change` event whose detail is a `LocaleChange`.
 */
@customElement('portal-language-switch')
export class PortalLanguageSwitch extends LitElement {
  static override styles = css`
    label {
      display: flex;
      align-items: center;
      gap: 0.4rem;
    }
    select {
      font: inherit;
      border-radius: 4px;
      padding: 0.3rem 0.65rem;
    }
    select:focus-visible {
      outline: 3px solid #ffd166;
      outline-offset: 2px;
    }
  `;

  protected readonly i18n = new I18nController(this);
  @property() locale: Locale = 'de';
  @property() country = 'de';
  /** Current path below `/{locale}/{country}` (no leading slash). */
  @property() path = '';

  private onChange(event: Event): void {
    const locale = (event.target as HTMLSelectElement).value as Locale;
    const detail: LocaleChange = { locale, path: `/${locale}/${this.country}${this.path ? `/${this.path}` : ''}` };
    this.dispatchEvent(new CustomEvent('locale-change', { detail, bubbles: true, composed: true }));
  }

  override render() {
    return html`<label>
      <span>${t('header.language')}</span>
      <select @change=${this.onChange} .value=${this.locale}>
        ${supportedLocales.map(
          (l) => html`<option value=${l} ?selected=${l === this.locale} lang=${l}>${t(`languages.${l}`)}</option>`,
        )}
      </select>
    </label>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-language-switch': PortalLanguageSwitch;
  }
  interface HTMLElementEventMap {
    'locale-change': CustomEvent<LocaleChange>;
  }
}
