/**
 * The bench plays many visitors, not one script: public endpoints are rate-limited per client
 * address (server/http/public-limits.ts), so every request names one of a few thousand addresses
 * in X-Forwarded-For, which the bench's servers trust (TRUST_PROXY=1, as behind the production
 * proxy). Each address makes a handful of calls, as a person on a calculator page does, far below
 * every limit; the limiter's own cost (one counter row per address and window) stays in the figures.
 */
import type { AutocannonRequest } from 'autocannon';

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
 * autocannon's request list for a load run: the same request from each visitor in turn, every one
 * built once. (A `setupRequest` hook makes autocannon rebuild the request before every send; on the
 * 2-core bench machine that cut the load generator to a quarter of the bare route's pace, so the
 * portal's figures measured the client, not the server: docs/performance.md "The bench".)
 */
export function visitorRequests(request: AutocannonRequest): AutocannonRequest[] {
  return Array.from({ length: visitors }, () => ({ ...request, headers: asVisitor(request.headers) }));
}

/**
 * For a load whose body changes with every request (nothing the server could have kept): the next
 * visitor and the next body, built before each send (the client's cost is then in the figure).
 */
export function everyRequestNew(nextBody: () => string): AutocannonRequest {
  return {
    setupRequest: (request) => ({ ...request, headers: asVisitor(request.headers), body: nextBody() }),
  };
}
