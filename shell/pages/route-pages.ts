/**
 * Small shell pages the router renders for a route: a group's overview, "coming soon" for mini
 * apps not built yet, "signing in" while redirecting, and a load error with retry.
 */

import { Router } from '@vaadin/router';
import { html, LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { I18nController, t } from '../i18n/i18n.ts';
import { visibleChildren } from '../routing/menu-model.ts';
import type { PortalRouteDef } from '../routing/routes.ts';
import { visibilityContext } from '../routing/visibility-context.ts';
import { pageStyles } from './page-styles.ts';

abstract class RoutePage extends LitElement {
  static override styles = pageStyles;
  protected readonly i18n = new I18nController(this);
  @property({ attribute: false }) route?: PortalRouteDef;

  protected get heading(): string {
    return this.route ? t(this.route.title) : '';
  }
}

@customElement('portal-group-page')
export class PortalGroupPage extends RoutePage {
  override render() {
    const here = location.pathname.replace(/\/$/, '');
    const children = this.route ? visibleChildren(this.route, visibilityContext()) : [];
    return html`<h1>${this.heading}</h1>
      <ul class="cards">
        ${children.map((child) => html`<li><a class="card" href="${here}/${child.path}">${t(child.title)}</a></li>`)}
      </ul>`;
  }
}

@customElement('portal-coming-soon')
export class PortalComingSoon extends RoutePage {
  override render() {
    return html`<h1>${this.heading}</h1>
      <p>${t('shell.comingSoon')}</p>`;
  }
}

@customElement('portal-signing-in')
export class PortalSigningIn extends RoutePage {
  override render() {
    return html`<h1>${this.heading}</h1>
      <p role="status">${t('auth.redirecting')}</p>`;
  }
}

@customElement('portal-load-error')
export class PortalLoadError extends RoutePage {
  private retry(): void {
    Router.go(location.pathname + location.search + location.hash);
  }
  override render() {
    return html`<h1>${this.heading}</h1>
      <p role="alert">${t('shell.loadError')}</p>
      <button class="button" type="button" @click=${this.retry}>${t('shell.retry')}</button>`;
  }
}
