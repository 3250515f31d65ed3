import { type Commands, type Context, DEFAULT_TRIGGERS, type Route, Router, type RouterLocation } from '@vaadin/router';
import { nextTask } from '../../client/next-task.ts';
import { defaultCountry, isSupportedLocale } from '../../contract/locales.ts';
import { afterFirstPaint } from '../frame/after-paint.ts';
import { includeSignedInMessages, t } from '../i18n/i18n.ts';
import { showMessage, startLoading } from '../messages/messages.ts';
import { loadSignedInHome } from '../pages/portal-home.ts';
import { loadApiClient, session, signIn } from '../session/session.ts';
import { clearReloadFlag, handleLoadFailure, hasElement, loadElement } from './element-loader.ts';
import { browserLocale, localeRedirect, markLocaleGuessed } from './locale-routing.ts';
import { routerBase } from './router-base.ts';
import { hasAllRoutes, loadAllRoutes, type PortalRouteDef, routeTree } from './routes.ts';
import { isShownPage, recordShownPage } from './shown-page.ts';

import { canSee, needsSignIn } from './visibility.ts';
import { visibilityContext } from './visibility-context.ts';

export { routerBase };

type Params = { locale?: string; country?: string };

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
  // Signed in, the start page's cards come before it is attached (no shift); signed out, its
  // content follows the frame's and the menu's first paint (nothing below it moves: the outlet is last in <main>).
  'portal-home': () => (session().status === 'signedIn' ? loadSignedInHome() : afterFirstPaint()),
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

/** The router's own small pages (group overview, coming soon, signing in, load error): on first use. */
async function routePage(tag: string, route: PortalRouteDef): Promise<HTMLElement> {
  await import('../pages/route-pages.ts');
  return pageElement(tag, route);
}

/**
 * The breadcrumb line shows on every page but the start page: it loads before the first such page
 * is attached, so page and breadcrumb appear in the same frame (no shift).
 */
const loadBreadcrumb = () =>
  import('../frame/portal-breadcrumb.ts').catch((error: unknown) =>
    console.error('The breadcrumb could not be loaded', error),
  );

/** The guard and loader every route runs: sign-in, permission, brand, lazy element. */
function routeAction(route: PortalRouteDef, ancestors: readonly PortalRouteDef[]) {
  return async (context: Context, commands: Commands) => {
    const { locale = 'de', country = defaultCountry } = context.params as Params;
    if (route.element !== 'portal-home') await loadBreadcrumb();
    const home = `/${locale}/${country}`;
    const ctx = visibilityContext(country);
    if (!canSee(route, ctx, ancestors)) {
      // The page, the breadcrumb or the message below names the gated route.
      await includeSignedInMessages();
      if (needsSignIn(route, ctx, ancestors)) {
        if (session().status === 'registrationRequired') return commands.redirect(`${home}/registration`);
        const returnTo = `/${relativePath(context.pathname)}${context.search ?? ''}${context.hash ?? ''}`;
        void signIn({ returnTo, locale });
        return routePage('portal-signing-in', route);
      }
      showMessage('error', t('errors.insufficientPermission', { route: t(route.title) }));
      return commands.redirect(home);
    }
    if (route.redirectHome) return commands.redirect(home);
    if (!route.element || route.element in shellPages || !hasElement(route.element)) {
      clearReloadFlag();
      if (route.children?.length && !route.element) return routePage('portal-group-page', route);
      const shellPage = route.element ? shellPages[route.element] : undefined;
      if (route.element && shellPage) {
        await shellPage();
        return pageElement(route.element, route);
      }
      return routePage('portal-coming-soon', route);
    }
    const done = startLoading();
    try {
      // The platform hands the mini app synchronous API clients: the HTTP client comes along.
      const loaded = !!customElements.get(route.element);
      await Promise.all([loadApiClient(), loadElement(route.element)]);
      // The element's modules were evaluated in this task; its first render gets a task of its own.
      if (!loaded) await nextTask();
      clearReloadFlag();
      return elementFor(route, context.params as Params);
    } catch (error) {
      const target = `${location.origin}${context.pathname}${context.search ?? ''}${context.hash ?? ''}`;
      if (handleLoadFailure(route.element, error, target) === 'reloading') return routePage('portal-signing-in', route);
      return routePage('portal-load-error', route);
    } finally {
      done();
    }
  };
}

/**
 * The shape of the routes given to @vaadin/router: its generic `Route` type is too deep for tsc to
 * check a tree against (TS2589), so the tree is typed by this and handed over once as `Route[]`.
 */
interface RouteEntry {
  path: string;
  action?: (context: Context, commands: Commands) => unknown;
  children?: RouteEntry[] | ((context: Context) => Promise<RouteEntry[]>);
}

/** A route of the tree: a leaf runs the route's action; a group also has an entry for its own page (`''`). */
function toVaadinRoute(route: PortalRouteDef, ancestors: readonly PortalRouteDef[]): RouteEntry {
  const action = routeAction(route, ancestors);
  if (!route.children?.length) return { path: route.path, action };
  return {
    path: route.path,
    children: [{ path: '', action }, ...route.children.map((child) => toVaadinRoute(child, [...ancestors, route]))],
  };
}

/**
 * @vaadin/router's popstate trigger, except that a history step that only changes the hash is left
 * to the page (a mini app's hash routing, e.g. the CRM's #/profile, handles it; re-resolving would
 * replace the mini app and lose its state).
 */
const pagePopstate = {
  activate: () => window.addEventListener('popstate', onPopState),
  inactivate: () => window.removeEventListener('popstate', onPopState),
};

function onPopState(event: PopStateEvent): void {
  if (event.state === 'vaadin-router-ignore' || isShownPage()) return;
  Router.go({ pathname: location.pathname, search: location.search, hash: location.hash });
}

/** Fired on window after every navigation, before the new page is attached (it is, in the same task). */
export const locationChangedEvent = 'vaadin-router-location-changed';
export type LocationChangedEvent = CustomEvent<{ location: RouterLocation }>;

/** The routes below `/:locale/:country`: the registration step, the route tree, and a fallback for unknown paths. */
function placeChildren(): RouteEntry[] {
  return [
    {
      path: 'registration',
      action: lazyPage('portal-registration-required', () => import('../pages/portal-registration-required.ts')),
    },
    ...routeTree.map((route) => toVaadinRoute(route, [])),
    {
      // Unknown paths: the browser's language and the default country.
      path: '(.*)',
      action: (_context, commands) => commands.redirect(`/${browserLocale()}/${defaultCountry}`),
    },
  ];
}

/**
 * @vaadin/router's lazy children: the first load knows only the routes a signed-out visitor can
 * open (shell/routing/routes.ts). A path it does not know (a gated page, an unknown one) first loads
 * the whole tree, so the guard can ask for sign-in or the fallback redirect. Once the whole tree is
 * there, the route keeps its children (the router then no longer calls this).
 */
async function placeRoutes(context: Context): Promise<RouteEntry[]> {
  const [, , ...rest] = relativePath(context.pathname).split('/').filter(Boolean);
  if (!hasAllRoutes() && rest.length && !match(routeTree, rest)) await loadAllRoutes();
  const children = placeChildren();
  if (hasAllRoutes()) (context.route as { children?: unknown }).children = children;
  return children;
}

/**
 * The route table: auth callbacks, then `/:locale/:country` with the registration step and the
 * route tree (shell/routing/routes.ts); anything else goes to the browser's language and the
 * default country (docs/spec-rules.md). @vaadin/router handles link clicks (also from inside the
 * mini apps' shadow roots: it walks the composed path), back/forward, redirects, and lets the last
 * navigation win when an earlier one is still resolving.
 */
export function createRouter(outlet: HTMLElement, onNavigationStart: () => void): Router {
  const router = new Router(outlet, { baseUrl: routerBase });
  Router.setTriggers(DEFAULT_TRIGGERS.CLICK, pagePopstate);
  window.addEventListener(locationChangedEvent, (event) => {
    const { pathname, search } = (event as LocationChangedEvent).detail.location;
    recordShownPage(pathname, search);
  });
  const routes: RouteEntry[] = [
    {
      path: '/',
      // Runs on every navigation: the loading indicator and the locale/country rules.
      action: (context, commands) => {
        onNavigationStart();
        const path = relativePath(context.pathname);
        const target = localeRedirect(path, browserLocale());
        if (target && !isSupportedLocale(path.split('/')[0])) markLocaleGuessed();
        return target ? commands.redirect(target) : undefined;
      },
      children: [
        {
          path: 'auth/loginCallback',
          action: lazyPage('portal-login-callback', () => import('../pages/portal-auth-callback.ts')),
        },
        {
          path: 'auth/logoutCallback',
          action: lazyPage('portal-logout-callback', () => import('../pages/portal-auth-callback.ts')),
        },
        {
          path: ':locale/:country',
          children: placeRoutes,
        },
      ],
    },
  ];
  void router.setRoutes(routes as Route[]);
  return router;
}

/** Navigates to a base-relative path (`/de/de/favorite`); @vaadin/router only takes full paths. */
export function navigate(path: string): void {
  Router.go(`${routerBase}${path.replace(/^\//, '')}`);
}

/** The route of the tree a path's segments name (case-insensitive, as @vaadin/router matches), with its ancestors. */
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

/**
 * After the permissions changed under an open page (shell/session/session.ts reloadGrants): a page the
 * user may no longer see goes through the guard again, which refuses it and says why.
 */
export function recheckCurrentRoute(): void {
  const path = relativePath(location.pathname);
  const [, country, ...rest] = path.split('/').filter(Boolean);
  const found = country ? match(routeTree, rest) : null;
  // Router.go, not a popstate: the shell's popstate trigger leaves a step to the same path alone.
  if (found && !canSee(found.route, visibilityContext(country), found.ancestors)) {
    Router.go({ pathname: location.pathname, search: location.search, hash: location.hash });
  }
}

/** Replaces the current history entry (callback URLs with ?code= must not stay in history). */
export function replaceRoute(path: string): void {
  window.history.replaceState(null, '', `${routerBase}${path.replace(/^\//, '')}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
