import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { type HotPost, keptJsonSendable, sendKeptJson } from '../../http/hot-reads.ts';
import type { PublicAnswers } from '../../http/public-answers.ts';
import { isJsonContentType } from '../../http/validate.ts';

/** Requests remembered (the raw request → its kept answer's key), bounded by bytes. */
const rememberedBytes = 8 * 1024 * 1024;

/** What the app's route knows of an answer it kept: its calculator's data version and its key. */
interface KeptAnswerKey {
  version: () => string;
  key: string;
}

/**
 * The calculators' `calc` and `calcOutput` POSTs as hot answers (server/http/hot-reads.ts). A form
 * recalculates with the same body again and again (a CMS page's defaults, a user tabbing through
 * its fields). The first time, a body goes the app's whole way. Once the app has kept its answer
 * (public-answers.ts `kept`), the same request is answered before the app:
 *
 * - the same body bytes, path, Accept-Language and public origin (which choose the language and
 *   brand);
 * - no query string, no Authorization;
 * - a JSON Content-Type.
 *
 * The answer is the kept one, with the app's headers, and it counts against the same rate-limit
 * counter. A request near its limit, an answer no longer kept, or a client that takes deflate and
 * not gzip all go the app's way.
 */
export class CalculatorHotAnswers {
  readonly #remembered = new LRUCache<string, KeptAnswerKey>({
    max: 20_000,
    maxSize: rememberedBytes,
    sizeCalculation: (answer, key) => key.length + answer.key.length,
  });
  /** The raw key of a request this left to the app (read by `remember` in the app's handler). */
  readonly #leftToApp = new WeakMap<IncomingMessage, string>();

  constructor(
    private readonly answers: PublicAnswers,
    /** The route's rate limit, counted in memory (rate-limit.ts `inMemoryRateLimits`); null near the limit. */
    private readonly rateLimit: (clientAddress: string) => Record<string, string> | null,
    private readonly clientAddress: (req: IncomingMessage) => string,
    /** The headers the route's middleware puts on every answer (CORS, Cache-Control). */
    private readonly headers: Record<string, string>,
  ) {}

  /** The hot answer of one route (its path as the server sees it). */
  post(path: string): HotPost {
    return (req, res, request, body, base) => {
      if (req.headers.authorization || !isJsonContentType(req.headers['content-type'])) return false;
      const raw = `${path}\n${req.headers['accept-language'] ?? ''}\n${request.origin}\n${body.toString('latin1')}`;
      const known = this.#remembered.get(raw);
      const json = known && this.answers.keptJson({ version: known.version(), key: known.key });
      if (!json || !keptJsonSendable(req, json)) {
        this.#leftToApp.set(req, raw);
        return false;
      }
      const limited = this.rateLimit(this.clientAddress(req));
      if (!limited) {
        this.#leftToApp.set(req, raw);
        return false;
      }
      return sendKeptJson(req, res, json, { ...this.headers, ...limited }, base);
    };
  }

  /** In the app's handler, once its answer is kept: the same request later is answered hot. */
  remember(c: Context, version: () => string, key: string): void {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const raw = incoming && this.#leftToApp.get(incoming);
    if (raw) this.#remembered.set(raw, { version, key });
  }
}
