import { type Commands, type Context, type Route, Router } from '@vaadin/router';
import { defaultCountry, isSupportedLocale } from '../contract/locales.ts';
import { clearReloadFlag, handleLoadFailure, hasElement, loadElement } from './element-loader.ts';
import { t } from './i18n.ts';
import { browserLocale, localeRedirect, markLocaleGuessed } from './locale-routing.ts';
import { showMessage, startLoading } from './messages.ts';
import { routerBase } from './router-base.ts';
import { type PortalRouteDef, routeTree } from './routes.ts';
import { session, signIn } from './session.ts';

import { canSee, needsSignIn } from './visibility.ts';
import { visibilityContext } from './visibility-context.ts';

export { routerBase };

type Params = { locale?: string; country?: string };

function relativePath(pathname: string): string {
  return pathname.startsWith(routerBase) ? pathname.slice(routerBase.length) : pathname.replace(/^\//, '');
}

/** Attributes every mini app gets (spec §7.1), plus the route's own. */
function elementFor(route: PortalRouteDef, params: Params): HTMLElement {
  const element = document.createElement(route.element!);
  const origin = location.origin;
  element.setAttribute('endpoint', `${origin}/portal`);
  element.setAttribute('locale', params.locale ?? 'de');
  element.setAttribute('country', params.country ?? defaultCountry);
  for (const [name, value] of Object.entries(route.attributes ?? {})) {
    if (name === 'production') element.setAttribute('production-endpoint', `${origin}/portalapiproduction`);
    else element.setAttribute(name, value);
  }
  return element;
}

/** Pages that belong to the shell itself (no separate module to load). */
const shellPages = new Set(['portal-home', 'portal-favorites']);

function pageElement(tag: string, route: PortalRouteDef): HTMLElement {
  const element = document.createElement(tag) as HTMLElement & { route?: PortalRouteDef };
  element.route = route;
  return element;
}

/** The guard and loader every route runs (spec §2.1): sign-in, permission, brand, lazy element. */
function routeAction(route: PortalRouteDef, ancestors: readonly PortalRouteDef[]) {
  return async (context: Context, commands: Commands) => {
    const { locale = 'de', country = defaultCountry } = context.params as Params;
    const home = `/${locale}/${country}`;
    const ctx = visibilityContext(country);
    if (!canSee(route, ctx, ancestors)) {
      if (needsSignIn(route, ctx, ancestors)) {
        if (session().status === 'registrationRequired') return commands.redirect(`${home}/registration`);
        const returnTo = `/${relativePath(context.pathname)}${context.search ?? ''}${context.hash ?? ''}`;
        void signIn({ returnTo, locale });
        return pageElement('portal-signing-in', route);
      }
      showMessage('error', t('errors.insufficientPermission', { route: t(route.title) }));
      return commands.redirect(home);
    }
    if (route.redirectHome) return commands.redirect(home);
    if (!route.element || shellPages.has(route.element) || !hasElement(route.element)) {
      clearReloadFlag();
      if (route.children?.length && !route.element) return pageElement('portal-group-page', route);
      if (route.element && shellPages.has(route.element)) return pageElement(route.element, route);
      return pageElement('portal-coming-soon', route);
    }
    const done = startLoading();
    try {
      await loadElement(route.element);
      clearReloadFlag();
      return elementFor(route, context.params as Params);
    } catch (error) {
      const target = `${location.origin}${context.pathname}${context.search ?? ''}${context.hash ?? ''}`;
      if (handleLoadFailure(route.element, error, target) === 'reloading')
        return pageElement('portal-signing-in', route);
      return pageElement('portal-load-error', route);
    } finally {
      done();
    }
  };
}

function toVaadinRoute(route: PortalRouteDef, ancestors: readonly PortalRouteDef[]): Route {
  const action = routeAction(route, ancestors);
  if (!route.children?.length) return { path: route.path, name: route.name, action } as Route;
  return {
    path: route.path,
    children: [
      { path: '', name: route.name, action },
      ...route.children.map((child) => toVaadinRoute(child, [...ancestors, route])),
    ],
  } as Route;
}

export function createRouter(outlet: HTMLElement, onNavigationStart: () => void): Router {
  const router = new Router(outlet, { baseUrl: routerBase });
  // Untyped literal: vaadin-router's generic Route type is too deep for tsc to check inline.
  const routes = [
    {
      path: '/',
      // Runs on every navigation: the loading indicator and the locale/country rules of spec §2.1.
      action: (context: Pick<Context, 'pathname'>, commands: Pick<Commands, 'redirect'>) => {
        onNavigationStart();
        const path = relativePath(context.pathname);
        const target = localeRedirect(path, browserLocale());
        if (target && !isSupportedLocale(path.split('/')[0])) markLocaleGuessed();
        return target ? commands.redirect(target) : undefined;
      },
      children: [
        { path: 'auth/loginCallback', name: 'loginCallback', component: 'portal-login-callback' },
        { path: 'auth/logoutCallback', name: 'logoutCallback', component: 'portal-logout-callback' },
        {
          path: ':locale/:country',
          children: [
            { path: 'registration', name: 'registration', component: 'portal-registration-required' },
            ...routeTree.map((route) => toVaadinRoute(route, [])),
            {
              // Unknown paths: default locale and default country (spec §2.1).
              path: '(.*)',
              action: (_context: unknown, commands: Pick<Commands, 'redirect'>) =>
                commands.redirect(`/${browserLocale()}/${defaultCountry}`),
            },
          ],
        },
      ],
    },
  ];
  void router.setRoutes(routes as Route[]);
  return router;
}

/** Navigates to a base-relative path (`/de/de/favorite`). */
export function navigate(path: string): void {
  Router.go(`${routerBase}${path.replace(/^\//, '')}`);
}

/** Replaces the current history entry (callback URLs with ?code= must not stay in history). */
export function replaceRoute(path: string): void {
  window.history.replaceState(null, '', `${routerBase}${path.replace(/^\//, '')}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
