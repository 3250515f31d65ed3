/**
 * The first middleware of every API (portal, CRM, production), before sign-in is even looked at:
 *
 * - the body is read here, at most the route's limit (1 MB unless the route declares more with
 *   `bodyLimit(bytes)`): a larger body is a 413 with the JSON error body, also for routes that
 *   never read their body;
 * - a JSON body is scanned without recursion: nested deeper than `maxJsonDepth` or with an array
 *   longer than `maxJsonArrayLength` is a 400 naming where, before `JSON.parse` or zod see it;
 * - query keys and values, and the path, with NUL or other control characters are a 400 naming
 *   the key (PostgreSQL refuses NUL in text; nothing here needs the others).
 *
 * What a route accepts beyond these bounds is its own schema's business (http/validate.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../contract/errors.ts';
import { HttpError, payloadTooLarge } from './errors.ts';
import { isJsonRequest } from './validate.ts';

export const defaultBodyLimit = 1024 * 1024;
export const maxJsonDepth = 32;
export const maxJsonArrayLength = 10_000;

/** Route middleware → the body size it allows instead of the default (also read by server/openapi/routes.ts). */
export const bodyLimits = new WeakMap<MiddlewareHandler, number>();

/** Declares a larger (or smaller) body limit for one route: `app.post('/upload', bodyLimit(20 * 1024 * 1024), …)`. */
export function bodyLimit(bytes: number): MiddlewareHandler {
  // A declaration the guard reads: hands on without a frame of its own.
  const middleware: MiddlewareHandler = (_c, next) => next();
  bodyLimits.set(middleware, bytes);
  return middleware;
}

/** The limit of the request's route: the largest declared by a matching `bodyLimit`, else the default. */
function limitOf(c: Context): number {
  let limit: number | undefined;
  for (const route of c.req.matchedRoutes) {
    const declared = bodyLimits.get(route.handler as MiddlewareHandler);
    if (declared !== undefined) limit = Math.max(limit ?? 0, declared);
  }
  return limit ?? defaultBodyLimit;
}

function badRequest(field: string, rule: string, message: string): HttpError {
  return new HttpError(400, {
    code: ErrorCode.validation,
    message: `${field}: ${message}`,
    field,
    errors: [{ field, code: rule, message }],
  });
}

const utf8 = new TextDecoder();

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** 400 for NUL or other control characters in the path or the query string. */
function checkUrl(c: Context): void {
  // Without a percent sign nothing decodes to a control character ('+' becomes a space): one
  // look at the text is enough, and most requests never pay for a parsed URL.
  if (!c.req.url.includes('%') && !controlCharacter.test(c.req.url)) return;
  const url = new URL(c.req.url);
  if (controlCharacter.test(decoded(url.pathname))) {
    throw badRequest('(path)', 'control_character', 'must not contain control characters or NUL');
  }
  for (const pair of url.search.slice(1).split('&')) {
    if (!pair) continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decoded(rawKey);
    if (controlCharacter.test(key) || controlCharacter.test(decoded(rest.join('=')))) {
      throw badRequest(
        controlCharacter.test(key) ? '(query)' : key,
        'control_character',
        'must not contain control characters or NUL',
      );
    }
  }
}

/**
 * Bodies up to this size are read to their end (and dropped) before a 413 goes out: a client
 * still sending when the server answers and closes would see a connection reset instead of the
 * readable 413. Larger ones are cut off (the reset is then the lesser cost).
 */
export const maxDrainBytes = 16 * 1024 * 1024;

/** 413 after draining the rest of the body (up to `maxDrainBytes`), so the client can read it. */
async function refuseTooLarge(
  c: Context,
  limit: number,
  reader = c.req.raw.body?.getReader(),
  read = 0,
): Promise<never> {
  const announced = Number(c.req.header('content-length') ?? Number.NaN);
  if (reader && !(announced > maxDrainBytes)) {
    let size = read;
    try {
      while (size <= maxDrainBytes) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
      }
    } catch {
      // the client went away
    }
    if (size > maxDrainBytes) await reader.cancel().catch(() => {});
  }
  throw payloadTooLarge(limit);
}

/** Reads the body up to `limit` bytes; 413 as soon as it is longer (announced or not). */
async function readBounded(c: Context, limit: number): Promise<Uint8Array | null> {
  const announced = Number(c.req.header('content-length') ?? Number.NaN);
  if (announced > limit) return refuseTooLarge(c, limit);
  // With Content-Length, Node's parser delivers at most that many bytes: read it in one go
  // (@hono/node-server's fast path, no web streams; taken only while nothing asked for
  // `raw.body`, which builds a full Fetch Request). Chunked bodies are counted as they come.
  if (Number.isFinite(announced)) return new Uint8Array(await c.req.raw.arrayBuffer());
  const body = c.req.raw.body;
  if (!body) return null;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return refuseTooLarge(c, limit, reader, size);
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Where a JSON text nests deeper than `maxDepth` or holds an array longer than `maxLength`, as a
 * field path (`planDetails.3`) and the rule; null when it stays within both. One pass, no
 * recursion, so a hostile body cannot exhaust the stack here either. Malformed JSON is left to
 * `JSON.parse`.
 */
export function jsonBoundsProblem(
  text: string,
  maxDepth = maxJsonDepth,
  maxLength = maxJsonArrayLength,
): { field: string; rule: 'depth' | 'array_length'; message: string } | null {
  type Frame = { array: boolean; index: number; key: string };
  const stack: Frame[] = [];
  const path = () =>
    stack
      .map((f) => (f.array ? String(f.index) : f.key))
      .filter(Boolean)
      .join('.') || '(body)';
  let lastString = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      const start = i + 1;
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
      lastString = text.slice(start, i);
      continue;
    }
    const top = stack[stack.length - 1];
    if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (stack.length >= maxDepth) {
        return { field: path(), rule: 'depth', message: `must not be nested deeper than ${maxDepth} levels` };
      }
      stack.push({ array: ch === 0x5b, index: 0, key: '' });
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      stack.pop();
    } else if (ch === 0x3a /* : */ && top && !top.array) {
      top.key = lastString;
    } else if (ch === 0x2c /* , */ && top?.array) {
      top.index++;
      if (top.index >= maxLength) {
        return { field: path(), rule: 'array_length', message: `must not have more than ${maxLength} items` };
      }
    }
  }
  return null;
}

/**
 * A request has a body only with Content-Length (above 0) or Transfer-Encoding (RFC 9112 §6.3).
 * Asked first because `raw.body` makes @hono/node-server build a full Fetch Request (with an
 * AbortController) — once most of the cost of a GET served from memory.
 */
function announcesBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
}

/** The guard itself; mount it on every API prefix before anything else. */
export function requestGuard(): MiddlewareHandler {
  const guard = async (c: Context, next: () => Promise<void>, limit: number) => {
    if (Number(c.req.header('content-length') ?? 0) > limit) await refuseTooLarge(c, limit);
    if (announcesBody(c)) {
      const bytes = (await readBounded(c, limit)) ?? new Uint8Array();
      // Hono reads every later body (json, text, parseBody) from this cache.
      const cache = c.req.bodyCache as Record<string, unknown>;
      cache.arrayBuffer = Promise.resolve(bytes.buffer);
      if (isJsonRequest(c)) {
        const text = utf8.decode(bytes);
        const problem = jsonBoundsProblem(text);
        if (problem) throw badRequest(problem.field, problem.rule, problem.message);
        // The text too: from the bytes alone, Hono would build a Fetch Response for every `json()`.
        cache.text = Promise.resolve(text);
      }
    }
    await next();
  };
  return (c, next) => {
    checkUrl(c);
    // A request without a body (most reads) has nothing more to check: no route limit to look up.
    if (c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined) return next();
    return guard(c, next, limitOf(c));
  };
}
