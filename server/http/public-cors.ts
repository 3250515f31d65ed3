/**
 * CORS for the public routes any page may call (origin `*`, no credentials): hono/cors answers the
 * preflight; on the actual request the same headers go out through `c.header`. hono/cors writes them
 * into `c.res` before the handler runs, and Hono then copies the handler's answer into a new Fetch
 * Response to keep them, which @hono/node-server streams: about a quarter of a kept calculator
 * answer's cost (docs/performance.md "What the CPU profile shows").
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface PublicCorsOptions {
  allowMethods: string[];
  allowHeaders?: string[];
  exposeHeaders?: string[];
  /** Seconds a browser may keep the preflight's answer. */
  maxAge?: number;
}

export function publicCors(options: PublicCorsOptions): MiddlewareHandler {
  const preflight = cors({ origin: '*', credentials: false, ...options });
  const exposed = options.exposeHeaders?.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    c.header('Access-Control-Allow-Origin', '*');
    if (exposed) c.header('Access-Control-Expose-Headers', exposed);
    await next();
  };
}

/** The headers `publicCors` puts on an actual (not preflight) request's answer, for answers given before the app. */
export function publicCorsHeaders(options: PublicCorsOptions): Record<string, string> {
  const exposed = options.exposeHeaders?.join(',');
  return { 'access-control-allow-origin': '*', ...(exposed ? { 'access-control-expose-headers': exposed } : {}) };
}
