/**
 * The bench plays many visitors, not one script: public endpoints are rate-limited per client
 * address (server/http/public-limits.ts), so every request names one of a few thousand addresses
 * in X-Forwarded-For, which the bench's servers trust (TRUST_PROXY=1, as behind the production
 * proxy). Each address makes a handful of calls, as a person on a calculator page does, far below
 * every limit; the limiter's own cost (one counter row per address and window) stays in the figures.
 */
const visitors = 4000;
let next = 0;

/** The next visitor's address, e.g. `10.0.12.7`. */
export function visitorAddress(): string {
  const n = next++ % visitors;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** Headers with the next visitor's address added. */
export function asVisitor(headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, 'x-forwarded-for': visitorAddress() };
}

/**
 * autocannon's per-request hook: each request of a load run comes from the next visitor.
 * (autocannon reuses a request object per connection; setupRequest runs before every send.)
 */
export const autocannonVisitors = {
  setupRequest: <R extends { headers?: Record<string, string> }>(request: R): R => ({
    ...request,
    headers: asVisitor(request.headers),
  }),
};
