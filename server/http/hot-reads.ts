/**
 * Hot reads: the few GETs every signed-in page makes, answered from memory before the Hono app
 * (docs/performance.md "Hot reads"). A hot read does the same checks with the same functions as
 * the app's middleware and route (bearer token, portal user, the route's cache) and answers only
 * when all of them pass from memory or after their loads. Anything else it leaves to the app, which
 * answers it the full way: a missing or refused token, no portal user, a query string, a body, a
 * failing database. So the app's answer is the definition, and test/server/hot-reads.test.ts
 * compares the two.
 *
 * Why: the app's chain (node-server's Request and Response objects, Hono's router and ten
 * middleware frames) cost twice the read itself.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { PublicRequest } from './forwarded.ts';
import type { KeptJson } from './kept-json.ts';

/** True when it answered; false to leave the request to the app (nothing written yet). */
export type HotRead = (req: IncomingMessage, res: ServerResponse, request: PublicRequest) => boolean | Promise<boolean>;

export class HotReads {
  readonly #reads = new Map<string, HotRead>();
  /** Requests answered here so far (tests, the bench). */
  answered = 0;

  /** A GET of exactly `path` (no query string, no body). */
  add(path: string, read: HotRead): void {
    this.#reads.set(path, read);
  }

  /** Answers the request if a hot read can; false leaves it to the app. */
  answer(req: IncomingMessage, res: ServerResponse, request: PublicRequest): boolean | Promise<boolean> {
    if (req.method !== 'GET' || this.#reads.size === 0) return false;
    const read = this.#reads.get(req.url ?? '');
    // A body on a GET is the request guard's to judge (server/http/request-guard.ts).
    if (!read || req.headers['content-length'] || req.headers['transfer-encoding']) return false;
    const count = (answered: boolean) => {
      if (answered) this.answered++;
      return answered;
    };
    try {
      const answered = read(req, res, request);
      return answered instanceof Promise ? answered.then(count, () => false) : count(answered);
    } catch {
      return false;
    }
  }
}

/**
 * Sends a kept JSON answer with the API's headers: gzip when the client takes it and the answer is
 * worth compressing (then it varies by Accept-Encoding, whichever is sent), else the plain bytes.
 * False (nothing sent) for a client that asks for another encoding only: hono/compress answers
 * that one.
 */
export function sendKeptJson(
  req: IncomingMessage,
  res: ServerResponse,
  json: KeptJson,
  headers: OutgoingHttpHeaders,
): boolean {
  const acceptEncoding = req.headers['accept-encoding'];
  const gzip = json.gzipFor(acceptEncoding);
  if (!gzip && acceptEncoding && json.compressible) return false;
  const body = gzip ?? json.bytes;
  res.writeHead(200, {
    ...headers,
    'content-type': 'application/json',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...(json.compressible ? { vary: 'Accept-Encoding' } : {}),
    'content-length': body.length,
  });
  res.end(body);
  return true;
}
