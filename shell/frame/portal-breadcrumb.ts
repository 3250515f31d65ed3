import { css, html, LitElement, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { I18nController, t } from '../i18n/i18n.ts';
import { routeAtPath } from '../routing/menu-model.ts';
import { findRouteByName } from '../routing/routes.ts';
import { IconsController, icon } from './icons.ts';

/**
 * One line above the page: a back button (to the route's `navigateBackRouteName`, else its
 * parent) and the trail from the start page to the current page.
 */
@customElement('portal-breadcrumb')
export class PortalBreadcrumb extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    nav {
      display: flex;
      align-items: center;
      gap: 4px;
      min-height: 32px;
      font-size: var(--fontSizeBase300);
    }
    ol {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      margin: 0;
      padding: 0;
      list-style: none;
      min-width: 0;
    }
    li {
      display: inline-flex;
      align-items: center;
      color: var(--colorNeutralForeground3);
    }
    li + li::before {
      content: '/';
      margin: 0 6px;
      color: var(--colorNeutralForeground3);
    }
    a {
      color: var(--colorNeutralForeground2);
      text-decoration: none;
      border-radius: var(--borderRadiusMedium);
      padding: 2px 4px;
    }
    a:hover {
      color: var(--portal-primary-dark);
      text-decoration: underline;
    }
    a:focus-visible {
      outline: 2px solid var(--colorStrokeFocus2);
    }
    [aria-current='page'] {
      color: var(--colorNeutralForeground1);
      font-weight: var(--fontWeightSemibold);
      padding: 2px 4px;
    }
    .back {
      display: inline-grid;
      place-items: center;
      width: 32px;
      height: 32px;
      flex: none;
      padding: 0;
      color: var(--colorNeutralForeground2);
    }
    .back:hover {
      background: var(--colorSubtleBackgroundHover);
      text-decoration: none;
    }
    /* Narrow screens: one line — the parent and the current page beside the back button. */
    @media (max-width: 40rem) {
      li:not(:nth-last-child(-n + 2)) {
        display: none;
      }
      li:nth-last-child(2)::before {
        content: none;
      }
      ol {
        flex-wrap: nowrap;
      }
      li:last-child {
        min-width: 0;
      }
      li:last-child span {
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    }
  `;
  protected readonly i18n = new I18nController(this);
  protected readonly icons = new IconsController(this);
  /** `/portal/{locale}/{country}` */
  @property() base = '';
  /** Path below the base. */
  @property() current = '';

  override render() {
    const entry = routeAtPath(this.current);
    if (!entry || entry.route.name === 'home') return nothing;
    const chain = [...entry.ancestors, entry.route];
    let path = '';
    const crumbs = chain.map((route) => {
      path = [path, route.path].filter(Boolean).join('/');
      return { route, path };
    });
    const backName = entry.route.navigateBackRouteName;
    const back = backName ? findRouteByName(backName) : undefined;
    const backPath = back ? back.path : (crumbs.at(-2)?.path ?? '');
    const backTitle = back ? back.route.title : (crumbs.at(-2)?.route.title ?? 'menu.home');
    return html`<nav aria-label=${t('shell.breadcrumb')}>
      <a class="back" href="${this.base}${backPath ? `/${backPath}` : ''}" aria-label=${t('shell.backTo', { name: t(backTitle) })} title=${t('shell.backTo', { name: t(backTitle) })}>${icon('back')}</a>
      <ol>
        <li><a href=${this.base}>${t('menu.home')}</a></li>
        ${crumbs.map((c, i) =>
          i === crumbs.length - 1
            ? html`<li><span aria-current="page">${t(c.route.title)}</span></li>`
            : html`<li><a href="${this.base}/${c.path}">${t(c.route.title)}</a></li>`,
        )}
      </ol>
    </nav>`;
  }
}
