import { type Commands, type Context, type Route, Router } from '@vaadin/router';
import { defaultCountry } from '../contract/locales.ts';
import { browserLocale, localeRedirect } from './locale-routing.ts';
import { pageRoutes } from './routes.ts';

export const routerBase = '/portal/';

/** Where the router is now: locale and country from the URL are the source of truth. */
export interface PortalLocation {
  locale: string;
  country: string;
  pathname: string;
}

function relativePath(pathname: string): string {
  return pathname.startsWith(routerBase) ? pathname.slice(routerBase.length) : pathname.replace(/^\//, '');
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
        const target = localeRedirect(relativePath(context.pathname), browserLocale());
        return target ? commands.redirect(target) : undefined;
      },
      children: [
        { path: 'auth/loginCallback', name: 'loginCallback', component: 'portal-login-callback' },
        { path: 'auth/logoutCallback', name: 'logoutCallback', component: 'portal-logout-callback' },
        {
          path: ':locale/:country',
          children: [
            ...pageRoutes,
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
