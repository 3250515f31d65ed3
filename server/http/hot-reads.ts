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
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublicRequest } from './forwarded.ts';
import type { KeptJson } from './kept-json.ts';

/**
 * The headers every answer carries (security headers, HSTS behind TLS) as [name, value, …]. A hot
 * answer writes them with its own in one `writeHead`: Node's `setHeader` validates and stores each
 * one, and with them a hot read cost a quarter more (docs/performance.md "Hot reads").
 */
export type BaseHeaders = readonly string[];

/** True when it answered; false to leave the request to the app (nothing written yet). */
export type HotRead = (
  req: IncomingMessage,
  res: ServerResponse,
  request: PublicRequest,
  base: BaseHeaders,
) => boolean | Promise<boolean>;

/** The same for a POST whose answer depends on its body alone (a calculation), given the body read. */
export type HotPost = (
  req: IncomingMessage,
  res: ServerResponse,
  request: PublicRequest,
  body: Buffer,
  base: BaseHeaders,
) => boolean | Promise<boolean>;

export class HotReads {
  readonly #reads = new Map<string, HotRead>();
  readonly #posts = new Map<string, { maxBytes: number; answer: HotPost }>();
  /** Requests answered here so far (tests, the bench). */
  answered = 0;

  /** A GET of exactly `path` (no query string, no body). */
  add(path: string, read: HotRead): void {
    this.#reads.set(path, read);
  }

  /** A POST of exactly `path` with a Content-Length of at most `maxBytes` (the route's body limit). */
  addPost(path: string, maxBytes: number, answer: HotPost): void {
    this.#posts.set(path, { maxBytes, answer });
  }

  /** Answers the request if a hot read can; false leaves it to the app. */
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    request: PublicRequest,
    base: BaseHeaders,
  ): boolean | Promise<boolean> {
    if (req.method === 'POST') return this.#post(req, res, request, base);
    if (req.method !== 'GET' || this.#reads.size === 0) return false;
    const read = this.#reads.get(req.url ?? '');
    // A body on a GET is the request guard's to judge (server/http/request-guard.ts).
    if (!read || req.headers['content-length'] || req.headers['transfer-encoding']) return false;
    return this.#count(() => read(req, res, request, base));
  }

  #post(
    req: IncomingMessage,
    res: ServerResponse,
    request: PublicRequest,
    base: BaseHeaders,
  ): boolean | Promise<boolean> {
    const post = this.#posts.get(req.url ?? '');
    if (!post) return false;
    // Only a body announced within the route's limit is read here; any other is the request guard's.
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= post.maxBytes) || req.headers['transfer-encoding']) return false;
    return readBody(req, length).then(
      async (body) =>
        Promise.resolve(this.#count(() => post.answer(req, res, request, body, base))).then((answered) => {
          // The app reads the body from here (@hono/node-server takes a `rawBody` Buffer as it is).
          if (!answered) (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
          return answered;
        }),
      () => false,
    );
  }

  #count(answer: () => boolean | Promise<boolean>): boolean | Promise<boolean> {
    const count = (answered: boolean) => {
      if (answered) this.answered++;
      return answered;
    };
    try {
      const answered = answer();
      return answered instanceof Promise ? answered.then(count, () => false) : count(answered);
    } catch {
      return false;
    }
  }
}

/** The whole body of a request announced as `length` bytes (Node's parser delivers no more than that). */
function readBody(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (body.length === length) resolve(body);
      else reject(new Error('body shorter than announced'));
    });
    // A client gone before the end: Node ends the request with an `aborted` error.
    req.once('error', reject);
  });
}

/**
 * Sends a kept JSON answer with the base headers and the route's: gzip when the client takes it and the answer is
 * worth compressing (then it varies by Accept-Encoding, whichever is sent), else the plain bytes.
 * False (nothing sent) for a client that asks for another encoding only: hono/compress answers
 * that one.
 */
/** Whether `sendKeptJson` would send this answer to this client (not to one that takes deflate but not gzip). */
export function keptJsonSendable(req: IncomingMessage, json: KeptJson): boolean {
  const acceptEncoding = req.headers['accept-encoding'];
  return !acceptEncoding || !json.compressible || json.gzipFor(acceptEncoding) !== null;
}

export function sendKeptJson(
  req: IncomingMessage,
  res: ServerResponse,
  json: KeptJson,
  headers: Readonly<Record<string, string>>,
  base: BaseHeaders,
): boolean {
  if (!keptJsonSendable(req, json)) return false;
  const gzip = json.gzipFor(req.headers['accept-encoding']);
  const body = gzip ?? json.bytes;
  const lines: string[] = [...base];
  for (const name in headers) lines.push(name, headers[name]!);
  lines.push('content-type', 'application/json');
  if (gzip) lines.push('content-encoding', 'gzip');
  if (json.compressible) lines.push('vary', 'Accept-Encoding');
  lines.push('content-length', String(body.length));
  res.writeHead(200, lines);
  res.end(body);
  return true;
}
