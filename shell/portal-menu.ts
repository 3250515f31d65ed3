import { css, html, LitElement, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { I18nController, t } from './i18n.ts';
import type { MenuItem } from './menu-model.ts';

/**
 * The main navigation: nested, ordered, keyboard operable (native links and disclosure buttons),
 * the current page marked with aria-current and its groups opened.
 */
@customElement('portal-menu')
export class PortalMenu extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    ul ul {
      padding-left: 0.85rem;
      border-left: 1px solid #d0d7de;
      margin-left: 0.6rem;
    }
    a,
    button {
      display: flex;
      align-items: center;
      justify-content: space-between;
      width: 100%;
      box-sizing: border-box;
      padding: 0.45rem 0.6rem;
      border-radius: 4px;
      border: 0;
      background: none;
      font: inherit;
      text-align: left;
      color: var(--portal-text, #1f2328);
      text-decoration: none;
      cursor: pointer;
    }
    a:hover,
    button:hover {
      background: #eef0f2;
    }
    a[aria-current='page'] {
      background: var(--portal-primary, #c00d1e);
      color: var(--portal-on-primary, #fff);
      font-weight: 600;
    }
    :is(a, button):focus-visible {
      outline: 3px solid var(--portal-focus, #0f5fa6);
      outline-offset: -3px;
    }
    .chevron {
      transition: transform 0.15s;
      font-size: 0.75rem;
    }
    button[aria-expanded='true'] .chevron {
      transform: rotate(90deg);
    }
  `;

  protected readonly i18n = new I18nController(this);
  @property({ attribute: false }) items: MenuItem[] = [];
  /** Base of all links: `/portal/{locale}/{country}`. */
  @property() base = '/portal/de/de';
  /** Current path below the base. */
  @property() current = '';
  @state() private open = new Set<string>();

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('current')) {
      // Open every group on the way to the current page.
      const parts = this.current.split('/').filter(Boolean);
      const next = new Set(this.open);
      for (let i = 1; i < parts.length; i++) next.add(parts.slice(0, i).join('/'));
      this.open = next;
    }
  }

  private toggle(path: string): void {
    const next = new Set(this.open);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    this.open = next;
  }

  private renderItems(items: MenuItem[], level: number): unknown {
    return html`<ul>
      ${items.map((item) => {
        const label = t(item.route.title);
        if (!item.children.length || item.route.element) {
          const current = item.path === this.current;
          return html`<li>
            <a href="${this.base}/${item.path}" data-path=${item.path} aria-current=${current ? 'page' : nothing}>${label}</a>
          </li>`;
        }
        const expanded = this.open.has(item.path);
        const id = `group-${item.path.replaceAll('/', '-')}`;
        return html`<li>
          <button
            type="button"
            data-path=${item.path}
            aria-expanded=${expanded}
            aria-controls=${id}
            @click=${() => this.toggle(item.path)}
          >
            <span>${label}</span><span class="chevron" aria-hidden="true">▶</span>
          </button>
          <div id=${id} ?hidden=${!expanded}>${expanded ? this.renderItems(item.children, level + 1) : nothing}</div>
        </li>`;
      })}
    </ul>`;
  }

  override render() {
    return this.renderItems(this.items, 0);
  }
}
