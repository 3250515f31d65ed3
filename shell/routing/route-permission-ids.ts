/**
 * The permission ids the built route table names by index (scripts/vite-plugin-route-table.ts
 * writes this list into the build): loaded with the signed-in half of the session
 * (shell/session/signed-in.ts), so the signed-out first load carries no ids. Served from source
 * (development server, tests), the route table names the ids themselves: no list.
 */
export const routePermissionIds: readonly string[] | null = null;
