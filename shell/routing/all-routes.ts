/**
 * The whole route tree, when the first part of it is not: the build gives the shell's first load
 * only the routes a signed-out visitor can open or meet and writes the whole tree here
 * (scripts/vite-plugin-route-table.ts); shell/routing/routes.ts loads it. Served from source
 * (development server, tests), route-data.ts is the whole tree already: nothing here.
 */
import type { PortalRouteDef } from './route-data.ts';

export const allRoutes: PortalRouteDef[] | null = null;
