/**
 * The typed errors of the API clients (client/api-client.ts), in a module of their own without
 * ky: the shell tests them before it has loaded the HTTP client (signed out it never does).
 */

/**
 * These error classes cross the platform contract: the shell's clients throw them and the
 * mini apps test them with `instanceof`. The shell and an element may run different copies of
 * this module (an open tab keeps the old shell while a deploy serves new element chunks; the
 * component tests pair the shell's source with the built elements), so `instanceof` compares a
 * brand that every copy shares instead of the class itself.
 */
const brand = Symbol.for('portal.api-error');
type Branded = { [brand]?: string };
const branded = (value: unknown, name: string) =>
  typeof value === 'object' && value !== null && (value as Branded)[brand] === name;

/** A non-2xx answer: status plus code, message and field from the error body when present. */
export class RestError extends Error {
  static override [Symbol.hasInstance](value: unknown): value is RestError {
    return branded(value, 'RestError');
  }
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly field: string | null = null,
    readonly body: unknown = null,
    /** A 429's or 503's `Retry-After` in seconds, when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'RestError';
    (this as Branded)[brand] = 'RestError';
  }
}

/** A 2xx answer whose body is not what was announced (e.g. broken JSON). */
export class ParseError extends Error {
  static override [Symbol.hasInstance](value: unknown): value is ParseError {
    return branded(value, 'ParseError');
  }
  constructor(message: string) {
    super(message);
    this.name = 'ParseError';
    (this as Branded)[brand] = 'ParseError';
  }
}

/** The request was cancelled (AbortSignal) or timed out. */
export class AbortError extends Error {
  static override [Symbol.hasInstance](value: unknown): value is AbortError {
    return branded(value, 'AbortError');
  }
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'AbortError';
    (this as Branded)[brand] = 'AbortError';
  }
}
