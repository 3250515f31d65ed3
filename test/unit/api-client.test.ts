import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bekonApi } from '../../apps/sales/api.ts';
import {
  AbortError,
  type AuthHooks,
  apiPrefix,
  createApiClient,
  isExpectedError,
  nonTlsBearerMessage,
  ParseError,
  parseBearerChallenge,
  RestError,
  readJson,
  retriedStatuses,
  retryPolicy,
} from '../../client/api-client.ts';
import { grantsVersionHeader } from '../../contract/permissions.ts';

/** A scripted API: each path answers from a queue; every request is recorded with its time. */
let server: Server;
let origin: string;
const script = new Map<string, ((req: IncomingMessage, res: ServerResponse) => void)[]>();
const seen: { method: string; path: string; url: string; at: number; auth: string | undefined }[] = [];

const reply =
  (
    status: number,
    body: unknown = { code: `s${status}`, message: `status ${status}` },
    headers: Record<string, string> = {},
  ) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(status === 204 ? undefined : JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x').pathname;
    const path = url.replace('/portal/api/', '');
    seen.push({ method: req.method!, path, url, at: Date.now(), auth: req.headers.authorization });
    const next = script.get(path)?.shift() ?? reply(200, { ok: true });
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let renewals = 0;
let signInAgain: (string | undefined)[] = [];
let registration = 0;
let token = 'token-1';
let auth: AuthHooks;
beforeEach(() => {
  script.clear();
  seen.length = 0;
  renewals = 0;
  signInAgain = [];
  registration = 0;
  token = 'token-1';
  auth = {
    accessToken: async () => token,
    renew: async () => {
      renewals++;
      token = `token-${renewals + 1}`;
      return token;
    },
    signInAgain: (acr) => signInAgain.push(acr),
    registrationRequired: () => registration++,
  };
});

const api = () => createApiClient('portal', { endpoint: origin, auth });

describe('retry policy', () => {
  it('retries 408 and 5xx except 501 and 505, and 429', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(retriedStatuses).toContain(status);
    for (const status of [400, 401, 403, 404, 409, 412, 501, 505]) expect(retriedStatuses).not.toContain(status);
  });

  it('makes up to 3 attempts with exponential delays from 1 s, capped at 64 s', () => {
    expect(retryPolicy.limit + 1).toBe(3);
    expect([1, 2, 3, 4, 8].map(retryPolicy.delay)).toEqual([1000, 2000, 4000, 8000, 128000]);
    expect(retryPolicy.backoffLimit).toBe(64_000);
    expect(retryPolicy.jitter).toBe(true);
  });

  it('503 twice then 200: the caller gets the data after 3 attempts, delays within the jitter bounds', async () => {
    script.set('data', [reply(503), reply(503), reply(200, { value: 42 })]);
    const started = Date.now();
    expect(await api().get('data').json()).toEqual({ value: 42 });
    expect(seen.map((s) => s.path)).toEqual(['data', 'data', 'data']);
    const [first, second, third] = seen.map((s) => s.at);
    // Full jitter: each wait is random(0, 1000 · 2^(n−1)).
    expect(second! - first!).toBeLessThanOrEqual(1000 + 150);
    expect(third! - second!).toBeLessThanOrEqual(2000 + 150);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('503 forever: a RestError after the last of 3 attempts', async () => {
    script.set('down', [reply(503), reply(503), reply(503), reply(503)]);
    const error = await api()
      .get('down')
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBe(503);
    expect(seen).toHaveLength(3);
  });

  it('honours Retry-After on 429', async () => {
    script.set('slow', [reply(429, {}, { 'retry-after': '1' }), reply(200, { ok: 1 })]);
    await api().get('slow').json();
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('a lookup a person waits for (Bekon) is not retried on 429: the error says how long to wait', async () => {
    script.set('BekonTracking', [reply(429, { code: 'rate_limited' }, { 'retry-after': '128' }), reply(200, {})]);
    const error = await bekonApi(createApiClient('portal', { endpoint: origin }))
      .track('1234567890', '8400')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 128 });
    expect(seen.map((s) => s.path)).toEqual(['BekonTracking']);
  });

  it('never retries POST (not idempotent), nor 501', async () => {
    script.set('create', [reply(503), reply(200)]);
    await expect(api().post('create', { json: {} })).rejects.toBeInstanceOf(RestError);
    script.set('nope', [reply(501), reply(200)]);
    await expect(api().get('nope')).rejects.toMatchObject({ status: 501 });
    expect(seen.map((s) => s.path)).toEqual(['create', 'nope']);
  });
});

describe('typed errors', () => {
  it('a rest error carries status, code, message and field from the body', async () => {
    script.set('bad', [reply(400, { code: 'validation_failed', message: 'name: Too small', field: 'name' })]);
    const error = (await api()
      .post('bad', { json: {} })
      .catch((e: unknown) => e)) as RestError;
    expect(error).toMatchObject({
      name: 'RestError',
      status: 400,
      code: 'validation_failed',
      field: 'name',
      message: 'name: Too small',
    });
  });

  it('a parse error for a body that is not JSON', async () => {
    script.set('html', [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html>oops');
      },
    ]);
    await expect(readJson(api().get('html'))).rejects.toBeInstanceOf(ParseError);
  });

  it('an abort error when the caller cancels', async () => {
    script.set('hang', [(_req, res) => setTimeout(() => reply(200)(_req, res), 2000)]);
    const controller = new AbortController();
    const pending = readJson(api().get('hang', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(AbortError);
  });

  it('other API errors are rethrown to the caller', async () => {
    script.set('gone', [reply(404, { code: 'not_found', message: 'No such thing' })]);
    await expect(api().get('gone')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('401 and 412', () => {
  it('sends the bearer token; on 401 renews once and repeats the request with the new token', async () => {
    script.set('me', [reply(401, {}, { 'www-authenticate': 'Bearer error="invalid_token"' }), reply(200, { me: 1 })]);
    expect(await api().get('me').json()).toEqual({ me: 1 });
    expect(renewals).toBe(1);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(signInAgain).toEqual([]);
  });

  it('a 401 that renewal does not cure signs in again', async () => {
    script.set('me', [reply(401), reply(401)]);
    await expect(api().get('me')).rejects.toMatchObject({ status: 401 });
    expect(signInAgain).toEqual([undefined]);
  });

  it('a step-up challenge signs in again with its acr value, without renewing', async () => {
    const challenge =
      'Bearer realm="portal", error="insufficient_user_authentication", error_description="A different authentication level is required", acr_values="urn:portal:loa:2"';
    script.set('secret', [reply(401, {}, { 'www-authenticate': challenge })]);
    await expect(api().post('secret', { json: {} })).rejects.toMatchObject({ status: 401 });
    expect(signInAgain).toEqual(['urn:portal:loa:2']);
    expect(renewals).toBe(0);
  });

  it('412 starts the registration flow, except on loginOpenId and User/GetLanguage', async () => {
    script.set('Favorites', [reply(412)]);
    script.set('Auth/loginOpenId', [reply(412)]);
    script.set('User/GetLanguage', [reply(412)]);
    await expect(api().get('Favorites')).rejects.toMatchObject({ status: 412 });
    await expect(api().post('Auth/loginOpenId', { json: {} })).rejects.toMatchObject({ status: 412 });
    await expect(api().get('User/GetLanguage')).rejects.toMatchObject({ status: 412 });
    expect(registration).toBe(1);
  });

  it('hands every answer’s grants version to the session, with the path it answered', async () => {
    const versions: [string, string][] = [];
    auth.grantsVersion = (version, path) => versions.push([version, path]);
    script.set('Favorites', [reply(200, [], { [grantsVersionHeader]: 'v1' })]);
    script.set('Role', [reply(403, { code: 'forbidden' }, { [grantsVersionHeader]: 'v2' })]);
    await api().get('Favorites').json();
    await expect(api().get('Role')).rejects.toMatchObject({ status: 403 });
    await api().get('plain').json();
    expect(versions).toEqual([
      ['v1', '/portal/api/Favorites'],
      ['v2', '/portal/api/Role'],
    ]);
  });

  it('parses Bearer challenges', () => {
    expect(parseBearerChallenge('Bearer realm="portal", error="invalid_token"')).toEqual({
      realm: 'portal',
      error: 'invalid_token',
    });
    expect(parseBearerChallenge('Basic realm="x"')).toEqual({});
    expect(parseBearerChallenge(null)).toEqual({});
  });
});

describe('endpoint', () => {
  it('keeps the path of an endpoint: an API base is used as given, a base gets the API path', () => {
    const here = 'https://intranet.example/portal/de/de/home';
    expect(apiPrefix('portal', 'https://host', here)).toBe('https://host/portal/api');
    expect(apiPrefix('portal', 'https://host/portal/api', here)).toBe('https://host/portal/api');
    expect(apiPrefix('portal', 'https://host/sub/portal/api/', here)).toBe('https://host/sub/portal/api');
    expect(apiPrefix('portal', 'https://host/sub', here)).toBe('https://host/sub/portal/api');
    expect(apiPrefix('portal', 'https://host/sub/portal', here)).toBe('https://host/sub/portal/api');
    // The three APIs are siblings under one base, whichever of them the endpoint names.
    expect(apiPrefix('crm', 'https://host/sub/portal/api', here)).toBe('https://host/sub/webcrmapi/api');
    expect(apiPrefix('production', 'https://host/sub/portal/api', here)).toBe(
      'https://host/sub/portalapiproduction/api',
    );
    // The shell's production-endpoint names the production API's root without /api.
    expect(apiPrefix('production', 'https://host/portalapiproduction', here)).toBe(
      'https://host/portalapiproduction/api',
    );
    expect(apiPrefix('crm', 'https://host/sub/webcrmapi', here)).toBe('https://host/sub/webcrmapi/api');
    // No endpoint: the page's own origin, never its path.
    expect(apiPrefix('portal', null, here)).toBe('https://intranet.example/portal/api');
    expect(apiPrefix('portal', '', here)).toBe('https://intranet.example/portal/api');
  });

  it('sends the request below the endpoint it was given', async () => {
    await createApiClient('portal', { endpoint: `${origin}/sub/portal/api` })
      .get('Ping')
      .json();
    await createApiClient('portal', { endpoint: `${origin}/portal/api` })
      .get('Ping')
      .json();
    expect(seen.map((s) => s.url)).toEqual(['/sub/portal/api/Ping', '/portal/api/Ping']);
  });
});

describe('CRM client', () => {
  it('refuses bearer tokens on non-https URLs except loopback hosts', async () => {
    const remote = createApiClient('crm', { endpoint: 'http://crm.example.com', auth });
    await expect(remote.get('User/x')).rejects.toThrow(nonTlsBearerMessage);
    const local = createApiClient('crm', { endpoint: origin, auth });
    await expect(local.get('User/x')).resolves.toBeTruthy();
    const anonymous = createApiClient('crm', { endpoint: 'http://crm.example.com' });
    expect(anonymous).toBeTruthy(); // public calls need no token, so no refusal
  });
});

describe('error classes', () => {
  it('are recognised across copies of the module (an old shell in an open tab, new element chunks)', async () => {
    // The classes live in client/api-errors.ts (re-exported by api-client.ts): copy that module.
    const second = '../../client/api-errors.ts?second-copy';
    const copy = (await import(/* @vite-ignore */ second)) as typeof import('../../client/api-errors.ts');
    expect(copy.RestError).not.toBe(RestError);
    const notFound = new copy.RestError(404, 'not_found', 'No folder');
    expect(notFound instanceof RestError).toBe(true);
    expect(isExpectedError(notFound)).toBe(true);
    expect(new copy.ParseError('bad JSON') instanceof ParseError).toBe(true);
    expect(new copy.AbortError('cancelled') instanceof AbortError).toBe(true);
    expect(new copy.ParseError('bad JSON') instanceof RestError).toBe(false);
    expect(new Error('bug') instanceof RestError).toBe(false);
    expect(isExpectedError(new TypeError('bug'))).toBe(false);
  });
});
