/**
 * A JSON answer kept in memory and sent many times: its UTF-8 bytes are made once, its gzip form
 * when the first client that takes gzip asks. Answers under 1 KiB go uncompressed, as
 * hono/compress leaves them. Used where one answer is read far more often than it changes: the
 * public calculators' and dealer answers (public-answers.ts), each user's favourites list.
 */
import { gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/** Smaller answers go uncompressed (as hono/compress does below 1 KiB). */
export const gzipFrom = 1024;

export class KeptJson {
  /** The JSON's UTF-8 bytes (its Content-Length). */
  readonly bytes: Buffer;
  #gzip: Buffer | null | undefined;

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  /** True when the answer is large enough to be sent compressed (its answers then vary by Accept-Encoding). */
  get compressible(): boolean {
    return this.bytes.length >= gzipFrom;
  }

  /** The gzip form for a client that takes gzip, when worth compressing (made once); else null. */
  gzipFor(acceptEncoding: string | undefined): Buffer | null {
    if (!this.compressible || !acceptsGzip(acceptEncoding)) return null;
    this.#gzip ??= gzipSync(this.bytes);
    return this.#gzip;
  }

  /** Bytes held, for caches bounded by size. */
  get size(): number {
    return this.bytes.length + (this.#gzip?.length ?? 0);
  }
}

/** A kept buffer as a Hono body, without copying it (Node's Buffers may sit in a shared pool). */
export function bodyOf(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const accepts = parseAccept(acceptEncoding);
  const q = accepts.find((a) => a.type.toLowerCase() === 'gzip')?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  return q > 0;
}
