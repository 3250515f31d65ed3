/**
 * Faults for the error-panel tests: the page's fetch answers matching requests with a body that
 * is not what the API promises (here: an HTML page with status 200, as a misconfigured proxy or
 * captive portal sends), until restored. Everything else goes to the real server.
 */
export function answerWithHtml(url: RegExp): { hits: () => number; restore: () => void } {
  const original = window.fetch;
  let hits = 0;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!url.test(target)) return original(input, init);
    hits++;
    return Promise.resolve(
      new Response('<!doctype html><title>Gateway</title><p>Please log in to the hotel network.</p>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
    );
  };
  return {
    hits: () => hits,
    restore: () => {
      window.fetch = original;
    },
  };
}

/**
 * An outage as the server reports it while PostgreSQL restarts (server/db/open.ts): matching
 * requests get `503 database_unavailable` until restored. Everything else goes to the real server.
 */
export function answerUnavailable(url: RegExp): { hits: () => number; restore: () => void } {
  const original = window.fetch;
  let hits = 0;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!url.test(target)) return original(input, init);
    hits++;
    return Promise.resolve(
      Response.json(
        { code: 'database_unavailable', message: 'The database is not reachable; try again shortly.' },
        { status: 503 },
      ),
    );
  };
  return {
    hits: () => hits,
    restore: () => {
      window.fetch = original;
    },
  };
}
