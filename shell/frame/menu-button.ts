import { type CSSResultGroup, css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or ↓ open it on the first item,
 * ↑/↓/Home/End move, Escape closes it and returns focus to the button, Tab or a click outside
 * closes it. Subclasses render the button's content and the items (`role="menuitem"` or
 * `menuitemradio`, each focusable with tabindex -1).
 */
export abstract class MenuButton extends LitElement {
  static override styles: CSSResultGroup = css`
    :host {
      position: relative;
      display: inline-flex;
    }
    .menu {
      position: absolute;
      top: calc(100% + 4px);
      right: 0;
      z-index: 40;
      min-width: 200px;
      max-width: min(320px, calc(100vw - 16px));
      padding: 4px;
      border-radius: var(--borderRadiusMedium);
      background: var(--colorNeutralBackground1);
      color: var(--colorNeutralForeground1);
      box-shadow: var(--shadow16);
      font-size: var(--fontSizeBase300);
    }
    [role^='menuitem'] {
      display: flex;
      align-items: center;
      gap: 8px;
      width: 100%;
      box-sizing: border-box;
      min-height: 32px;
      padding: 6px 8px;
      border: 0;
      border-radius: var(--borderRadiusMedium);
      background: none;
      font: inherit;
      text-align: left;
      color: inherit;
      text-decoration: none;
      cursor: pointer;
    }
    [role^='menuitem']:hover,
    [role^='menuitem']:focus {
      background: var(--colorSubtleBackgroundHover);
      outline: none;
    }
    [role^='menuitem']:focus-visible {
      outline: 2px solid var(--colorStrokeFocus2);
      outline-offset: -2px;
    }
    .check {
      width: 20px;
      display: inline-flex;
    }
  `;

  @state() protected open = false;
  protected abstract readonly menuLabel: string;
  /** The button's content (icon, text). */
  protected abstract renderTrigger(): unknown;
  protected abstract renderItems(): TemplateResult;

  private items(): HTMLElement[] {
    return [...(this.renderRoot.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  }

  private trigger(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.trigger');
  }

  protected async show(focus: 'first' | 'last' = 'first'): Promise<void> {
    this.open = true;
    await this.updateComplete;
    const items = this.items();
    (focus === 'first' ? items[0] : items.at(-1))?.focus();
    document.addEventListener('pointerdown', this.onOutside, true);
  }

  protected close(returnFocus = true): void {
    if (!this.open) return;
    this.open = false;
    document.removeEventListener('pointerdown', this.onOutside, true);
    if (returnFocus) this.trigger()?.focus();
  }

  override disconnectedCallback(): void {
    document.removeEventListener('pointerdown', this.onOutside, true);
    super.disconnectedCallback();
  }

  private readonly onOutside = (event: Event) => {
    if (!event.composedPath().includes(this)) this.close(false);
  };

  private onTriggerKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  private onMenuKey(event: KeyboardEvent): void {
    const items = this.items();
    const index = items.indexOf(this.renderRoot.querySelector(':focus') as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    } else if (event.key === 'Tab') this.close(false);
  }

  override render() {
    return html`<button
        class="trigger"
        type="button"
        aria-haspopup="menu"
        aria-expanded=${this.open}
        @click=${() => (this.open ? this.close() : void this.show())}
        @keydown=${this.onTriggerKey}
      >
        ${this.renderTrigger()}
      </button>
      ${
        this.open
          ? html`<div class="menu" role="menu" aria-label=${this.menuLabel} @keydown=${this.onMenuKey}>
              ${this.renderItems()}
            </div>`
          : nothing
      }`;
  }
}
