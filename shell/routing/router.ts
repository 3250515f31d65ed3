import { defaultCountry, isSupportedLocale } from '../../contract/locales.ts';
import { t } from '../i18n/i18n.ts';
import { showMessage, startLoading } from '../messages/messages.ts';
import { loadApiClient, session, signIn } from '../session/session.ts';
import { clearReloadFlag, handleLoadFailure, hasElement, loadElement } from './element-loader.ts';
import { go, HistoryRouter, type Resolution, type Resolver } from './history-router.ts';
import { browserLocale, localeRedirect, markLocaleGuessed } from './locale-routing.ts';
import { routerBase } from './router-base.ts';
import { type PortalRouteDef, routeTree } from './routes.ts';

import { canSee, needsSignIn } from './visibility.ts';
import { visibilityContext } from './visibility-context.ts';

export { routerBase };

type Params = { locale?: string; country?: string };
interface RouteContext {
  pathname: string;
  search: string;
  hash: string;
  params: Params;
}

function relativePath(pathname: string): string {
  return pathname.startsWith(routerBase) ? pathname.slice(routerBase.length) : pathname.replace(/^\//, '');
}

/** Attributes every mini app gets, plus the route's own. */
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

/**
 * Pages that belong to the shell itself. Home is in the first paint; the others load with their
 * route (signed out, nobody needs them).
 */
const shellPages: Record<string, () => Promise<unknown>> = {
  'portal-home': () => Promise.resolve(),
  'portal-favorites': () => import('../pages/portal-favorites.ts'),
};

/** A shell page whose module loads on first use. */
function lazyPage(tag: string, load: () => Promise<unknown>) {
  return async () => {
    await load();
    return document.createElement(tag);
  };
}

function pageElement(tag: string, route: PortalRouteDef): HTMLElement {
  const element = document.createElement(tag) as HTMLElement & { route?: PortalRouteDef };
  element.route = route;
  return element;
}

/** The guard and loader every route runs: sign-in, permission, brand, lazy element. */
function routeAction(route: PortalRouteDef, ancestors: readonly PortalRouteDef[]) {
  return async (context: RouteContext): Promise<Resolution | HTMLElement> => {
    const { locale = 'de', country = defaultCountry } = context.params;
    const home = `/${locale}/${country}`;
    const ctx = visibilityContext(country);
    if (!canSee(route, ctx, ancestors)) {
      if (needsSignIn(route, ctx, ancestors)) {
        if (session().status === 'registrationRequired') return redirect(`${home}/registration`);
        const returnTo = `/${relativePath(context.pathname)}${context.search}${context.hash}`;
        void signIn({ returnTo, locale });
        return pageElement('portal-signing-in', route);
      }
      showMessage('error', t('errors.insufficientPermission', { route: t(route.title) }));
      return redirect(home);
    }
    if (route.redirectHome) return redirect(home);
    if (!route.element || route.element in shellPages || !hasElement(route.element)) {
      clearReloadFlag();
      if (route.children?.length && !route.element) return pageElement('portal-group-page', route);
      const shellPage = route.element ? shellPages[route.element] : undefined;
      if (route.element && shellPage) {
        await shellPage();
        return pageElement(route.element, route);
      }
      return pageElement('portal-coming-soon', route);
    }
    const done = startLoading();
    try {
      // The platform hands the mini app synchronous API clients: the HTTP client comes along.
      await Promise.all([loadApiClient(), loadElement(route.element)]);
      clearReloadFlag();
      return elementFor(route, context.params);
    } catch (error) {
      const target = `${location.origin}${context.pathname}${context.search}${context.hash}`;
      if (handleLoadFailure(route.element, error, target) === 'reloading')
        return pageElement('portal-signing-in', route);
      return pageElement('portal-load-error', route);
    } finally {
      done();
    }
  };
}

type Action = () => Promise<Resolution | HTMLElement> | Resolution | HTMLElement;

/** The route (with its ancestors) at `segments` below `/:locale/:country`, case-insensitive like the URLs users type. */
function match(
  routes: readonly PortalRouteDef[],
  segments: readonly string[],
  ancestors: readonly PortalRouteDef[] = [],
): { route: PortalRouteDef; ancestors: readonly PortalRouteDef[] } | null {
  for (const route of routes) {
    const own = route.path.split('/').filter(Boolean);
    const head = segments.slice(0, own.length);
    if (own.length > segments.length || own.some((part, i) => part.toLowerCase() !== head[i]?.toLowerCase())) continue;
    const rest = segments.slice(own.length);
    if (!rest.length) return { route, ancestors };
    const child = match(route.children ?? [], rest, [...ancestors, route]);
    if (child) return child;
  }
  return null;
}

const redirect = (path: string): Resolution => ({ redirect: `${routerBase}${path.replace(/^\//, '')}` });

/**
 * The route table: auth callbacks, then `/:locale/:country` with the registration step and the
 * route tree (shell/routing/routes.ts); anything else goes to the browser's language and the default
 * country (docs/spec-rules.md).
 */
function resolver(onNavigationStart: () => void): Resolver {
  return async ({ pathname, search, hash }) => {
    onNavigationStart();
    const path = relativePath(pathname);
    const target = localeRedirect(path, browserLocale());
    if (target) {
      if (!isSupportedLocale(path.split('/')[0])) markLocaleGuessed();
      return redirect(target);
    }
    const segments = path.split('/').filter(Boolean);
    const withParams = async (action: Action, params: Params = {}): Promise<Resolution> => {
      const result = await action();
      return result instanceof HTMLElement ? { element: result, params } : result;
    };
    if (segments[0] === 'auth' && segments.length === 2) {
      if (segments[1] === 'loginCallback')
        return withParams(lazyPage('portal-login-callback', () => import('../pages/portal-auth-callback.ts')));
      if (segments[1] === 'logoutCallback')
        return withParams(lazyPage('portal-logout-callback', () => import('../pages/portal-auth-callback.ts')));
    }
    const [locale = 'de', country = defaultCountry, ...rest] = segments;
    const params = { locale, country };
    if (rest.length === 1 && rest[0] === 'registration') {
      return withParams(
        lazyPage('portal-registration-required', () => import('../pages/portal-registration-required.ts')),
        params,
      );
    }
    const found = match(routeTree, rest);
    if (!found) return redirect(`/${browserLocale()}/${defaultCountry}`);
    const action = routeAction(found.route, found.ancestors);
    return withParams(() => action({ pathname, search, hash, params }), params);
  };
}

export function createRouter(outlet: HTMLElement, onNavigationStart: () => void): HistoryRouter {
  return new HistoryRouter(outlet, routerBase, resolver(onNavigationStart));
}

/** Navigates to a base-relative path (`/de/de/favorite`). */
export function navigate(path: string): void {
  go(`${routerBase}${path.replace(/^\//, '')}`);
}

/** Replaces the current history entry (callback URLs with ?code= must not stay in history). */
export function replaceRoute(path: string): void {
  window.history.replaceState(null, '', `${routerBase}${path.replace(/^\//, '')}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
