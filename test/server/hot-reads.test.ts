import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function get(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host: url.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a client sees: the headers but the date and how the length is framed, and the decoded body. */
function seen(answer: RawAnswer) {
  const { date: _date, 'content-length': _length, 'transfer-encoding': _framing, ...headers } = answer.headers;
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
