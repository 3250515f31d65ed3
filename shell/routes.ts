/**
 * Routes as data (ARCHITECTURE.md §4). The shell, the menu and the tests read this one tree.
 * This is the foundation's part of spec §2.2; the complete tree follows with the shell issue.
 */
import type { Route } from '@vaadin/router';

export interface PortalRouteMeta {
  /** Title key in locales/. */
  title?: string;
  public?: boolean;
  /** Any one of these UI permission ids (accessType 1) opens the route. */
  permissions?: string[];
}

export type PortalRoute = Route<PortalRouteMeta>;

export const pageRoutes: PortalRoute[] = [
  { path: '', name: 'home', component: 'portal-home', title: 'home.title', public: true },
  { path: 'registration', name: 'registration', component: 'portal-registration-required', public: true },
];
