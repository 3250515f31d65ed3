/**
 * The mounted API routes of a Hono app as data: method, pattern and what guards, validates and
 * documents each one, read from the router's handler chains (so a route added tomorrow is
 * described tomorrow). Used by the OpenAPI documents and by the route probes in test/server/.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bearerGuards } from '../auth/bearer.ts';
import { permissionGuards } from '../auth/permissions.ts';
import { portalUserGuards } from '../auth/portal-user.ts';
import { rateLimitedRoutes } from '../http/rate-limit.ts';
import { bodyLimits, defaultBodyLimit } from '../http/request-guard.ts';
import { documentedResponses, type ResponseInfo } from '../http/responds.ts';
import { type ValidatorInfo, validators } from '../http/validate.ts';

export const apiBases = ['/portal/api', '/webcrmapi/api', '/portalapiproduction/api'] as const;
export type ApiBase = (typeof apiBases)[number];

export interface ApiRoute {
  method: string;
  /** The route's pattern, e.g. `/portal/api/Role/:id`. */
  pattern: string;
  /** The pattern with sample path parameters (a UUID nobody uses, `1` for accessType). */
  path: string;
  needsToken: boolean;
  /** Refused with 412 to a signed-in account without a portal user. */
  needsPortalUser: boolean;
  permissions: string[];
  /** The public rate limit the route counts against (429 over it). */
  rateLimit?: { limit: number; windowSeconds: number };
  /** The largest body the route reads (413 above it). */
  bodyLimit: number;
  validators: ValidatorInfo[];
  responses: ResponseInfo[];
}

export const unusedId = '00000000-0000-4000-8000-0000000000aa';

function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'accessType' ? '1' : unusedId));
}

// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its variables
type AnyHono = Hono<any, any, any>;

/** Every concrete route (method + pattern) under the API bases with what guards and validates it. */
export function describeRoutes(app: AnyHono): ApiRoute[] {
  // `app.get(path, a, b, c)` lists a, b and c as three entries: the last one is the route's own handler.
  const last = new Map<string, (typeof app.routes)[number]>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!apiBases.some((base) => route.path.startsWith(`${base}/`))) continue;
    last.set(`${route.method} ${route.path}`, route);
  }
  const routes: ApiRoute[] = [];
  for (const route of last.values()) {
    const path = samplePath(route.path);
    const [matched] = app.router.match(route.method, path) as unknown as [[[MiddlewareHandler, unknown], unknown][]];
    const unwrap = (handler: unknown) =>
      ((handler as Record<string, unknown>).__COMPOSED_HANDLER ?? handler) as MiddlewareHandler;
    const all = matched.map(([[handler]]) => unwrap(handler));
    // What runs: the chain up to the route's own handler (middleware registered later never runs).
    const own = all.lastIndexOf(unwrap(route.handler));
    const chain = own >= 0 ? all.slice(0, own + 1) : all;
    const found = <T>(map: WeakMap<MiddlewareHandler, T>) =>
      chain.flatMap((h) => {
        const info = map.get(h);
        return info ? [info] : [];
      });
    routes.push({
      method: route.method,
      pattern: route.path,
      path,
      needsToken: chain.some((h) => bearerGuards.has(h)),
      needsPortalUser: chain.some((h) => portalUserGuards.has(h)),
      rateLimit: found(rateLimitedRoutes)[0],
      bodyLimit: Math.max(0, ...found(bodyLimits)) || defaultBodyLimit,
      permissions: chain.flatMap((h) => (permissionGuards.get(h) ?? []).map((p) => p.technicalName)),
      validators: found(validators).flat(),
      responses: found(documentedResponses),
    });
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method));
}
