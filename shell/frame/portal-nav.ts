import { html, LitElement, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { PortalFavorite } from '../../contract/favorites.ts';
import { I18nController, t } from '../i18n/i18n.ts';
import type { MenuItem } from '../routing/menu-model.ts';
import { IconsController, icon, isIconName } from './icons.ts';
import { navStyles } from './nav-styles.ts';

/** An entry of the filter's result: the item and the titles of the groups above it. */
interface Match {
  item: MenuItem;
  trail: string[];
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/**
 * The main navigation in Fluent's NavDrawer look: icons, one level of a group opened at a time
 * (opening a group closes its open siblings, so the menu stays short), labels that wrap instead of
 * being clipped, a filter that finds any entry the user may open, and a collapsed rail of icons.
 * Events: `nav-expand` (a rail icon wants the full navigation), `nav-navigate` (a link was followed).
 */
@customElement('portal-nav')
export class PortalNav extends LitElement {
  static override styles = navStyles;
  protected readonly i18n = new I18nController(this);
  protected readonly icons = new IconsController(this);
  @property({ attribute: false }) items: MenuItem[] = [];
  /** Base of all links: `/portal/{locale}/{country}`. */
  @property() base = '/portal/de/de';
  /** Current path below the base. */
  @property() current = '';
  /** Icons only (the rail). */
  @property({ type: Boolean, reflect: true }) collapsed = false;
  /** The signed-in user's favourites, listed below the menu. */
  @property({ attribute: false }) favorites: readonly PortalFavorite[] = [];
  @state() private open = new Set<string>();
  @state() private filter = '';

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('current')) {
      // The groups on the way to the current page are open.
      const parts = this.current.split('/').filter(Boolean);
      const next = new Set(this.open);
      for (let i = 1; i < parts.length; i++) next.add(parts.slice(0, i).join('/'));
      this.open = next;
    }
  }

  /** Opens or closes a group; opening closes the other open groups of the same level. */
  private toggle(item: MenuItem): void {
    const next = new Set(this.open);
    if (next.has(item.path)) {
      for (const path of next) if (path === item.path || path.startsWith(`${item.path}/`)) next.delete(path);
    } else {
      const parent = item.path.includes('/') ? item.path.slice(0, item.path.lastIndexOf('/')) : '';
      for (const path of [...next]) {
        const sibling = parent ? path.startsWith(`${parent}/`) : true;
        if (sibling && !this.current.startsWith(`${path}/`) && !item.path.startsWith(`${path}/`)) next.delete(path);
      }
      next.add(item.path);
    }
    this.open = next;
  }

  private filterMatches(): Match[] {
    const wanted = fold(this.filter.trim());
    const found: Match[] = [];
    const walk = (items: MenuItem[], trail: string[]) => {
      for (const item of items) {
        const title = t(item.route.title);
        const isPage = !item.children.length || !!item.route.element;
        if (isPage && fold(title).includes(wanted)) found.push({ item, trail });
        walk(item.children, [...trail, title]);
      }
    };
    walk(this.items, []);
    return found;
  }

  private link(item: MenuItem, content: unknown, extra = '') {
    const current = item.path === this.current;
    return html`<a
      class="item ${extra}"
      href="${this.base}/${item.path}"
      data-path=${item.path}
      aria-current=${current ? 'page' : nothing}
      title=${this.collapsed ? t(item.route.title) : nothing}
      @click=${() => this.dispatchEvent(new Event('nav-navigate', { bubbles: true, composed: true }))}
      >${content}</a
    >`;
  }

  private renderItems(items: MenuItem[], level: number): unknown {
    return html`<ul class="level-${Math.min(level, 3)}">
      ${items.map((item) => {
        const label = t(item.route.title);
        const glyph = level === 0 ? (isIconName(item.route.icon) ? icon(item.route.icon) : icon('apps')) : nothing;
        if (!item.children.length || item.route.element) {
          return html`<li>${this.link(item, html`${glyph}<span class="label">${label}</span>`)}</li>`;
        }
        const expanded = this.open.has(item.path) && !this.collapsed;
        const id = `group-${item.path.replaceAll('/', '-')}`;
        const inside = this.current.startsWith(`${item.path}/`);
        return html`<li>
          <button
            class="item group ${inside ? 'inside' : ''}"
            type="button"
            data-path=${item.path}
            aria-expanded=${expanded}
            aria-controls=${id}
            title=${this.collapsed ? label : nothing}
            @click=${() => {
              if (this.collapsed) {
                this.open = new Set([...this.open, item.path]);
                this.dispatchEvent(new Event('nav-expand', { bubbles: true, composed: true }));
              } else this.toggle(item);
            }}
          >
            ${glyph}<span class="label">${label}</span>${icon(expanded ? 'chevronDown' : 'chevronRight', 16)}
          </button>
          <div id=${id} ?hidden=${!expanded}>${expanded ? this.renderItems(item.children, level + 1) : nothing}</div>
        </li>`;
      })}
    </ul>`;
  }

  private renderMatches() {
    const found = this.filterMatches();
    if (!found.length) return html`<p class="empty" role="status">${t('shell.nav.noMatch')}</p>`;
    return html`<p class="count" role="status">${t('shell.nav.matches', { count: found.length })}</p>
      <ul class="matches">
        ${found.map(
          ({ item, trail }) =>
            html`<li>
              ${this.link(
                item,
                html`<span class="label">${t(item.route.title)}</span>${
                  trail.length ? html`<span class="trail">${trail.join(' › ')}</span>` : nothing
                }`,
                'match',
              )}
            </li>`,
        )}
      </ul>`;
  }

  /** Focuses the first control (the filter box), e.g. when the drawer opens. */
  async focusFirst(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('input, a, button')?.focus();
  }

  private renderFavorites() {
    return html`<h2 id="favorites">${t('menu.favorite')}</h2>
      <ul aria-labelledby="favorites">
        ${this.favorites.map(
          (f) =>
            html`<li>
              <a class="item" href="/portal${f.path}" aria-current=${`${this.base}/${this.current}`.endsWith(f.path) ? 'page' : nothing}
                >${icon('star')}<span class="label">${f.name}</span></a
              >
            </li>`,
        )}
      </ul>`;
  }

  override render() {
    const filtering = !this.collapsed && this.filter.trim().length > 0;
    return html`${
      this.collapsed
        ? nothing
        : html`<div class="filter">
            ${icon('search')}
            <input
              type="search"
              .value=${this.filter}
              placeholder=${t('shell.nav.filter')}
              aria-label=${t('shell.nav.filter')}
              @input=${(e: Event) => {
                this.filter = (e.target as HTMLInputElement).value;
              }}
              @keydown=${(e: KeyboardEvent) => {
                if (e.key === 'Escape' && this.filter) {
                  e.stopPropagation();
                  this.filter = '';
                }
              }}
            />
          </div>`
    }
    ${filtering ? this.renderMatches() : this.renderItems(this.items, 0)}
    ${!filtering && !this.collapsed && this.favorites.length ? this.renderFavorites() : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-nav': PortalNav;
  }
}
