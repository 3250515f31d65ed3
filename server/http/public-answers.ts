/**
 * Public GET answers that a CDN, a browser and this server may keep: the calculators' one-shot
 * GET and templates, and the dealer search (docs/performance.md "Public answers a CDN can cache").
 *
 *   app.get('/PM/KRN92', krn92Query, (c) => answers.json(c, { key, version, vary }, () => compute()));
 *
 * Every answer carries a strong `ETag` (the data version and a hash of the JSON), `Cache-Control:
 * public, max-age=…` and `Vary` for the request headers the answer was chosen by; a request whose
 * `If-None-Match` names the ETag gets a 304 without a body. With `keep` the JSON is also kept here
 * in a bounded LRU (by size in bytes), keyed by the normalised request, so a CMS page's default
 * inputs are computed once per process. Only answers that are the same for every caller may come
 * here: no route behind a sign-in, nothing read from a cookie or a token.
 *
 * A POST answer that depends only on its parsed body (a calculator's `calc` while the form is
 * typed in) is kept the same way with `kept`, but announced to no other cache: no validator, and
 * the API's `Cache-Control: no-store` stays.
 *
 * Compression is done here once per answer (when the first client that takes gzip asks) rather
 * than by hono/compress, which would turn the strong ETag into a weak one (a gzip answer has other
 * bytes, so it has its own strong tag) and compress a kept answer again for every request. A
 * client that takes deflate and not gzip still gets hono/compress, and so a weak tag.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { bodyOf, KeptJson } from './kept-json.ts';

interface StoredAnswer {
  json: KeptJson;
  version: string;
  /** Made when first sent with a validator (`json`); `kept` answers never need one. */
  etag?: string;
}

export interface PublicAnswerOptions {
  /** The normalised request: every input the answer depends on, in a fixed order. */
  key: string;
  /** The version of the data the answer is computed from (part of the ETag). */
  version: string;
  /** Request headers the answer was chosen by (e.g. Accept-Language when no `lang` was given). */
  vary?: string[];
}

export interface PublicAnswerPolicy {
  /** Seconds a CDN or browser may use the answer without asking again. */
  maxAgeSeconds: number;
  /** Keep computed answers in this process, up to this many bytes (0: none, e.g. data a database may change). */
  keepBytes: number;
}

export class PublicAnswers {
  readonly #kept: LRUCache<string, StoredAnswer> | null;
  readonly #cacheControl: string;

  constructor(policy: PublicAnswerPolicy) {
    this.#cacheControl = `public, max-age=${policy.maxAgeSeconds}`;
    this.#kept =
      policy.keepBytes > 0
        ? new LRUCache<string, StoredAnswer>({
            // Bounded by bytes; the entry cap only sizes lru-cache's index (its docs ask for one).
            max: 20_000,
            maxSize: policy.keepBytes,
            sizeCalculation: (answer, key) => key.length + answer.json.size,
          })
        : null;
  }

  /**
   * The JSON answer for the request: from the kept answers, else `compute()` (kept when allowed).
   * `compute` answers the JSON text, or null for "nothing found" (a 204, not kept, not cached).
   */
  async json(c: Context, options: PublicAnswerOptions, compute: () => string | null | Promise<string | null>) {
    const found = await this.#answer(options, compute);
    if (!found) return c.body(null, 204);
    return this.#send(c, found.key, found.answer, options.vary ?? []);
  }

  /**
   * A POST answer computed from the parsed body alone: kept like `json`'s, sent without a validator
   * and with the API's `Cache-Control: no-store` (no other cache reuses a POST answer).
   */
  async kept(c: Context, options: Omit<PublicAnswerOptions, 'vary'>, compute: () => string | Promise<string>) {
    const { key, answer } = (await this.#answer(options, compute))!;
    const gzip = this.#gzipFor(c, key, answer);
    if (answer.json.compressible) c.header('Vary', 'Accept-Encoding');
    return this.#body(c, answer, gzip);
  }

  /** The kept answer of a request, if there is one (not computed here; marked as used). */
  keptJson(options: Omit<PublicAnswerOptions, 'vary'>): KeptJson | undefined {
    return this.#kept?.get(`${options.version} ${options.key}`)?.json;
  }

  /** How many answers are kept (tests, the bench). */
  get size(): number {
    return this.#kept?.size ?? 0;
  }

  async #answer(
    options: Omit<PublicAnswerOptions, 'vary'>,
    compute: () => string | null | Promise<string | null>,
  ): Promise<{ key: string; answer: StoredAnswer } | null> {
    const key = `${options.version} ${options.key}`;
    let answer = this.#kept?.get(key);
    if (!answer) {
      const json = await compute();
      if (json === null) return null;
      answer = { json: new KeptJson(json), version: options.version };
      // An answer larger than the whole bound is sent and not kept (lru-cache refuses it).
      this.#kept?.set(key, answer);
    }
    return { key, answer };
  }

  /** The gzip form when the client takes it and the answer is worth compressing; made once. */
  #gzipFor(c: Context, key: string, answer: StoredAnswer): Buffer | null {
    const sizeBefore = answer.json.size;
    const gzip = answer.json.gzipFor(c.req.header('accept-encoding'));
    // Set again when the gzip copy was just made, so the byte bound counts it (lru-cache sizes an entry when set).
    if (answer.json.size !== sizeBefore && this.#kept?.has(key)) this.#kept.set(key, answer);
    return gzip;
  }

  #send(c: Context, key: string, answer: StoredAnswer, vary: string[]) {
    const gzip = this.#gzipFor(c, key, answer);
    answer.etag ??= tagOf(answer);
    const etag = gzip ? `"${answer.etag}-gz"` : `"${answer.etag}"`;
    // Through c.header: it replaces what the API's middleware set before (Cache-Control: no-store),
    // which Hono would otherwise copy over the headers given with the body.
    c.header('Cache-Control', this.#cacheControl);
    c.header('ETag', etag);
    // An answer big enough to be compressed is chosen by Accept-Encoding too.
    const varies = answer.json.compressible ? [...vary, 'Accept-Encoding'] : vary;
    if (varies.length > 0) c.header('Vary', varies.join(', '));
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return this.#body(c, answer, gzip);
  }

  #body(c: Context, answer: StoredAnswer, gzip: Buffer | null) {
    if (gzip) {
      return c.body(bodyOf(gzip), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    }
    // The kept UTF-8 bytes: a text body would be encoded again for every request.
    return c.body(bodyOf(answer.json.bytes), 200, {
      'Content-Type': 'application/json',
      'Content-Length': String(answer.json.bytes.length),
    });
  }
}

/** The data version and a hash of the JSON: a new answer or a new data version is a new tag. */
function tagOf(answer: StoredAnswer): string {
  const hash = createHash('sha256').update(answer.json.bytes).digest('base64url').slice(0, 22);
  return `${answer.version.replace(/[^\w.-]/g, '_')}-${hash}`;
}

/** If-None-Match: `*` or a list of tags; compared weakly (RFC 9110 13.1.2), so `W/"x"` matches `"x"`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
