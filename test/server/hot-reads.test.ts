import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../../server/areas/calc/calculators/index.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// GET /portal/api/Favorites is answered before the Hono app (server/http/hot-reads.ts). The app's
// answer is the definition: the same request with a query string goes the app's whole way, and
// both must answer the same status, headers and bytes — for a good token, a refused one, a caller
// without a portal user, and every encoding a client may ask for.

let server: TestServer;
let employeeToken: string;
let newcomerToken: string;
let employee: ApiCall;

beforeAll(async () => {
  server = await startTestServer();
  const [e, n] = await Promise.all([oidcLogin(server.url, 'employee'), oidcLogin(server.url, 'newcomer')]);
  employeeToken = e.access_token;
  newcomerToken = n.access_token;
  employee = portalApiAs(server.url, employeeToken);
});

afterAll(async () => {
  await server?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string>, body?: string, on = server): Promise<RawAnswer> {
  const url = new URL(path, on.url);
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const req = request(url, { method, headers: { host: url.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What a client sees: the headers but the date and how the length is framed, and the decoded body. */
function seen(answer: RawAnswer) {
  const {
    date: _date,
    'content-length': _length,
    'transfer-encoding': _framing,
    // Each request counts: the second of two answers has one less left (compared on its own).
    'ratelimit-remaining': _remaining,
    ...headers
  } = answer.headers;
  const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return { status: answer.status, headers, body: body.toString() };
}

/** The hot read's answer and the app's to the same request; returns whether the hot read answered. */
async function compare(headers: Record<string, string>): Promise<{ hot: boolean; status: number; body: string }> {
  const before = server.running.hotReads.answered;
  const hot = await get('/portal/api/Favorites', headers);
  const answeredHot = server.running.hotReads.answered === before + 1;
  const app = await get('/portal/api/Favorites?via=app', headers);
  expect(server.running.hotReads.answered).toBe(before + (answeredHot ? 1 : 0));
  expect(seen(hot)).toEqual(seen(app));
  // A sent length is the body's (the app may stream a compressed one instead).
  if (hot.headers['content-length']) expect(Number(hot.headers['content-length'])).toBe(hot.body.length);
  return { hot: answeredHot, status: hot.status, body: seen(hot).body };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const krn92 = '/portal/api/PM/KRN92/calc';
/** The KRN92 form's defaults (its documented example) with another length. */
const krn92Body = (length: number) =>
  JSON.stringify({
    ...Object.fromEntries(calculators.KRN92.fields.map((field) => [field.name, field.default])),
    Baulaenge: length,
  });
const json = { 'content-type': 'application/json' };

/** A calculation posted once to the hot answer and once through the app; whether the hot answer gave it. */
async function compareCalc(headers: Record<string, string>, body: string, on = server) {
  const before = on.running.hotReads.answered;
  const hot = await get(krn92, headers, body, on);
  const answeredHot = on.running.hotReads.answered === before + 1;
  const app = await get(`${krn92}?via=app`, headers, body, on);
  expect(seen(hot)).toEqual(seen(app));
  if (hot.status === 200) {
    expect(Number(hot.headers['ratelimit-remaining'])).toBe(Number(app.headers['ratelimit-remaining']) + 1);
  }
  return { hot: answeredHot, status: hot.status, body: seen(hot).body };
}

describe('the favourites list as a hot read', () => {
  it('answers a signed-in list exactly as the app does, plain and gzip, and shows a new favourite at once', async () => {
    const first = await compare(bearer(employeeToken));
    expect(first).toMatchObject({ hot: true, status: 200 });
    const created = await employee('POST', '/Favorites', { name: 'Heiße Liste', path: '/de/de/PM/convectors/krn92' });
    expect(created.status).toBe(201);
    const after = await compare(bearer(employeeToken));
    expect(after.hot).toBe(true);
    expect(JSON.parse(after.body).map((f: { name: string }) => f.name)).toContain('Heiße Liste');
    // A list under 1 KiB goes uncompressed whatever the client takes.
    expect(await compare({ ...bearer(employeeToken), 'accept-encoding': 'gzip, deflate, br' })).toMatchObject({
      hot: true,
      status: 200,
    });
  });

  it('sends a long list gzip-compressed to a client that takes gzip, and leaves deflate-only clients to the app', async () => {
    for (let i = 0; i < 12; i++) {
      const created = await employee('POST', '/Favorites', {
        name: `Lesezeichen ${String(i).padStart(2, '0')}`,
        description: 'Ein Lesezeichen mit einer Beschreibung, damit die Liste über ein KiB wächst',
        path: '/de/de/PM/convectors/krn92',
      });
      expect(created.status).toBe(201);
    }
    const plain = await compare(bearer(employeeToken));
    expect(plain.hot).toBe(true);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    const gzip = await compare({ ...bearer(employeeToken), 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip).toMatchObject({ hot: true, status: 200, body: plain.body });
    const hotGzip = await get('/portal/api/Favorites', { ...bearer(employeeToken), 'accept-encoding': 'gzip' });
    expect(hotGzip.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    // Either encoding may be sent for a list this long: caches must know it varies.
    expect((await get('/portal/api/Favorites', bearer(employeeToken))).headers.vary).toBe('Accept-Encoding');
    expect((await compare({ ...bearer(employeeToken), 'accept-encoding': 'deflate' })).hot).toBe(false);
  });

  it('leaves refusals to the app: no token, a malformed or forged token, no portal user', async () => {
    const forged = `${employeeToken.slice(0, employeeToken.lastIndexOf('.') + 1)}AAAA`;
    for (const [headers, status] of [
      [{}, 401],
      [{ authorization: 'Bearer nonsense' }, 401],
      [bearer(forged), 401],
      [bearer(newcomerToken), 412],
    ] as const) {
      expect(await compare(headers)).toMatchObject({ hot: false, status });
    }
  });
});

describe('a calculation posted again as a hot answer', () => {
  it('answers a body the app has answered before exactly as the app does, per language and encoding', async () => {
    const body = krn92Body(2700);
    expect(await compareCalc(json, body)).toMatchObject({ hot: false, status: 200 });
    const again = await compareCalc(json, body);
    expect(again).toMatchObject({ hot: true, status: 200 });
    expect(JSON.parse(again.body).locale).toBe('de');
    expect(await compareCalc({ ...json, 'accept-encoding': 'gzip, deflate, br' }, body)).toMatchObject({ hot: true });
    // Another language is another answer: the app's first, then hot.
    const english = { ...json, 'accept-language': 'en-GB,en;q=0.8' };
    expect(await compareCalc(english, body)).toMatchObject({ hot: false, status: 200 });
    const inEnglish = await compareCalc(english, body);
    expect(inEnglish).toMatchObject({ hot: true });
    expect(JSON.parse(inEnglish.body).locale).toBe('en');
    // The same input spelled with other bytes is the app's first (the key is the body as sent).
    expect((await compareCalc(json, body.replace('2700', '2700.0'))).hot).toBe(false);
    // Left to the app: a client taking deflate only, a signed-in caller, another media type.
    expect((await compareCalc({ ...json, 'accept-encoding': 'deflate' }, body)).hot).toBe(false);
    expect((await compareCalc({ ...json, ...bearer(employeeToken) }, body)).hot).toBe(false);
    expect((await compareCalc({ 'content-type': 'text/plain' }, body)).status).toBe(415);
  });

  it('never keeps a refusal: a bad body is the app’s every time', async () => {
    const bad = krn92Body(-5);
    for (let i = 0; i < 3; i++) expect(await compareCalc(json, bad)).toMatchObject({ hot: false, status: 400 });
  });

  it('counts every request once against the same limit, and leaves the requests near it to the app', async () => {
    // A client address of its own (behind a trusted proxy): on PostgreSQL the counters are shared
    // with every other test file's servers, which count 127.0.0.1.
    const limited = await startTestServer(undefined, {
      rateLimits: { calculators: { limit: 100, windowSeconds: 600 } },
      env: { TRUST_PROXY: '1' },
    });
    const visitor = { ...json, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
    try {
      const body = krn92Body(2800);
      // Not across the start of a limiter window (the previous window's hits then only weigh in).
      const windowMs = 600_000;
      const toNextWindow = windowMs - (Date.now() % windowMs);
      if (toNextWindow < 20_000) await new Promise((resolve) => setTimeout(resolve, toNextWindow + 100));
      const remaining: number[] = [];
      let hot = 0;
      let refused = 0;
      for (let i = 0; i < 105; i++) {
        const before = limited.running.hotReads.answered;
        const answer = await get(krn92, visitor, body, limited);
        hot += limited.running.hotReads.answered - before;
        if (answer.status === 429) refused++;
        else remaining.push(Number(answer.headers['ratelimit-remaining']));
      }
      expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
      expect(refused).toBe(5);
      // Hot from the second request until a tenth of the limit is left.
      expect(hot).toBeGreaterThan(80);
      expect(hot).toBeLessThan(95);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
