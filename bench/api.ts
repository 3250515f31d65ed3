/**
 * API under load: autocannon against the bench's own server on loopback, bounded in time.
 * A token for the signed-in read comes from a real authorization-code + PKCE sign-in.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { oidcLogin } from '../test/helpers/oidc-login.ts';
import { analyticsStoreReady } from './analytics.ts';
import { asVisitor, everyRequestNew, visitorRequests } from './visitors.ts';

export interface ApiResult {
  database: string;
  /** Which endpoint (loadEndpoints' id; 'bare' for the bare route). */
  id?: string;
  name: string;
  path: string;
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of the server process per request (user + system; Linux only, else null). Steadier
   * than requests/s when other work shares the machine. PostgreSQL's own processes are not in it.
   */
  serverCpuMsPerRequest: number | null;
  /** What a single warm-up request answered (status, bytes). */
  probe: string;
}

export interface LatencyResult {
  database: string;
  name: string;
  /** Searches per second sent, whatever the answers' pace (an open load: users do not wait for each other). */
  rate: number;
  durationS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export const dealerSearchPath =
  '/webcrmapi/api/DealerSearch/dealers?division=Heating&latitude=48.7766&longitude=12.8737';

/** Places the warm-up searches (not the measured place, which no process keeps an answer for anyway). */
const warmUpPlaces = [
  [53.5511, 9.9937],
  [50.0755, 14.4378],
  [47.3769, 8.5417],
  [48.1351, 11.582],
  [51.2277, 6.7735],
] as const;

/**
 * How fast one dealer search answers while searches keep arriving at a steady rate (partner
 * sites: many visitors, each searching now and then). Under the closed load of measureApi the
 * latency is mostly queueing behind the other connections; this is what a visitor waits.
 *
 * Measured on a server as it runs after its start, not during it: first the analytics store is
 * awaited (the demo seed fills it in the server's process after the start, stalling the event
 * loop for up to seconds: a server started just before measured that, 440 ms p99), then five
 * searches at other places warm what every running server has warm after its first visitors
 * (the statement's catalog and plan caches in PGlite or the backend, V8's compiled code of the
 * route). The measured place is never asked before it is measured.
 */
export async function measureSearchLatency(
  options: Pick<LoadOptions, 'origin' | 'port' | 'database' | 'durationS' | 'log'>,
  rate: number,
  dealers = 'full demo set',
): Promise<LatencyResult> {
  await analyticsStoreReady(options.origin);
  for (const [latitude, longitude] of warmUpPlaces) {
    const response = await fetch(
      `${options.origin}/webcrmapi/api/DealerSearch/dealers?division=Heating&latitude=${latitude}&longitude=${longitude}`,
      { headers: asVisitor({ accept: 'application/json' }) },
    );
    await response.arrayBuffer();
  }
  const result = await steadySearches(options, rate);
  const row: LatencyResult = {
    database: options.database,
    name: `dealer search (Heating near Plattling, ${dealers})`,
    rate,
    durationS: options.durationS,
    ...result,
  };
  options.log(
    `  ${options.database} ${row.name} at ${rate}/s: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms (${row.requests} searches)`,
  );
  return row;
}

/**
 * Searches sent on a fixed schedule (one every 1000/rate ms, whatever the answers' pace: an open
 * load), each timed from the moment it was due, so a slow answer delays no later search's clock
 * (no coordinated omission). autocannon's overallRate opened its connections and sent their first
 * requests together at the start, a burst of four that a steady stream of visitors does not make.
 * Keep-alive connections, as a CDN or browser keeps them; a new one when all are busy.
 */
async function steadySearches(
  options: Pick<LoadOptions, 'origin' | 'port' | 'durationS'>,
  rate: number,
): Promise<Pick<LatencyResult, 'p50Ms' | 'p99Ms' | 'maxMs' | 'requests' | 'non2xx' | 'errors'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const host = new URL(options.origin).host;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const search = (due: number) =>
    new Promise<void>((resolve) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: options.port,
          path: dealerSearchPath,
          agent,
          timeout: 10_000,
          headers: asVisitor({ host, accept: 'application/json' }),
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if ((response.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end();
    });
  const intervalMs = 1000 / rate;
  const count = Math.round(options.durationS * rate);
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(search(due));
  }
  await Promise.all(sent);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), requests: latencies.length, non2xx, errors };
}

const krn92Input = {
  Bauhoehe: 160,
  Bautiefe: 320,
  Baulaenge: 2600,
  WinkelAnfang: 0,
  WinkelEnde: 90,
  VorlaufTemp: 16,
  RuecklaufTemp: 19,
  RaumTemp: 26,
  PrimaerluftTemp: 18,
  PrimaerluftVolumenstrom: 108,
};

export interface LoadEndpoint {
  /** Stable id the targets refer to. */
  id: 'favorites' | 'calc' | 'calc-varied' | 'krn92' | 'dealers';
  name: string;
  path: string;
  signedIn: boolean;
  method?: 'GET' | 'POST';
  body?: string;
  /** A body per request instead of the same one (what a server-side answer cache cannot serve). */
  nextBody?: () => string;
}

/**
 * A new KRN92 input for each request: 5,401 lengths × 900 air flows, more than a run sends, so no
 * answer is computed twice (what a form's recalculation while typing costs the server).
 */
function variedKrn92Input(): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return JSON.stringify({
      ...krn92Input,
      Baulaenge: 600 + (i % 5401),
      PrimaerluftVolumenstrom: 100 + (Math.floor(i / 5401) % 900),
    });
  };
}

export const loadEndpoints: readonly LoadEndpoint[] = [
  { id: 'favorites', name: 'favourites list (employee, 10 entries)', path: '/portal/api/Favorites', signedIn: true },
  {
    id: 'calc',
    name: 'KRN92 point calculation (POST calc)',
    path: '/portal/api/PM/KRN92/calc',
    signedIn: false,
    method: 'POST',
    body: JSON.stringify(krn92Input),
  },
  {
    id: 'calc-varied',
    name: 'KRN92 point calculation, a new input each request (nothing kept)',
    path: '/portal/api/PM/KRN92/calc',
    signedIn: false,
    method: 'POST',
    body: JSON.stringify(krn92Input),
    nextBody: variedKrn92Input(),
  },
  {
    id: 'krn92',
    name: 'KRN92 one-shot GET (point + series)',
    path: `/portal/api/PM/KRN92?${new URLSearchParams(Object.entries(krn92Input).map(([k, v]) => [k, String(v)]))}`,
    signedIn: false,
  },
  { id: 'dealers', name: 'dealer search', path: dealerSearchPath, signedIn: false },
];

/**
 * The bare Hono route (bench/bare-server.ts, its own process) under the same load: the
 * denominator of every ratio. Measured before and after the portal's endpoints; the mean counts.
 */
export async function measureBare(
  options: Pick<LoadOptions, 'connections' | 'durationS' | 'log'> & { port: number; pid: number | undefined },
): Promise<ApiResult> {
  const cpuBefore = cpuMs(options.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}/favorites`,
    headers: { accept: 'application/json' },
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
  });
  const cpuAfter = cpuMs(options.pid);
  const row: ApiResult = {
    database: 'none',
    name: 'bare Hono route, the same JSON from memory',
    path: '/favorites',
    connections: options.connections,
    durationS: options.durationS,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1000) / 1000
        : null,
    probe: '',
  };
  options.log(
    `  bare route: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, CPU ${row.serverCpuMsPerRequest} ms/request`,
  );
  return row;
}

export interface LoadOptions {
  /** The portal origin the identity provider serves (`http://localhost:<port>`). */
  origin: string;
  port: number;
  serverPid: number | undefined;
  database: string;
  connections: number;
  durationS: number;
  log: (line: string) => void;
}

export async function measureApi(
  options: LoadOptions,
  endpoints: readonly LoadEndpoint[] = loadEndpoints,
): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  for (const endpoint of endpoints) {
    const headers: Record<string, string> = {
      // Loopback by address, but the Host the tokens were issued for (the issuer is per origin).
      host: new URL(options.origin).host,
      accept: 'application/json',
    };
    // A fresh token per endpoint, so none expires during the run.
    if (endpoint.signedIn)
      headers.authorization = `Bearer ${(await oidcLogin(options.origin, 'employee')).access_token}`;
    if (endpoint.body) headers['content-type'] = 'application/json';
    const request = { method: endpoint.method ?? 'GET', ...(endpoint.body ? { body: endpoint.body } : {}) };
    const url = `http://127.0.0.1:${options.port}${endpoint.path}`;
    // A list worth reading: ten favourites for the run, removed again afterwards (the PostgreSQL
    // database may be someone's own).
    const created = endpoint.signedIn ? await addFavorites(options.origin, headers.authorization!, 10) : [];

    // Warm-up, and what one request answers (a failing endpoint shows as non-2xx below, too).
    const { host: _host, ...probeHeaders } = headers;
    let probe = '';
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${options.origin}${endpoint.path}`, {
        headers: asVisitor(probeHeaders),
        ...request,
      });
      const body = await response.arrayBuffer();
      probe = `${response.status}, ${body.byteLength} bytes`;
      if (!response.ok) break;
    }

    let result: Awaited<ReturnType<typeof autocannon>>;
    let cpuAfter: number | null = null;
    const cpuBefore = cpuMs(options.serverPid);
    try {
      result = await autocannon({
        url,
        headers,
        ...request,
        requests: endpoint.nextBody
          ? [{ ...request, headers, ...everyRequestNew(endpoint.nextBody) }]
          : visitorRequests({ ...request, headers }),
        connections: options.connections,
        duration: options.durationS,
        timeout: 10,
      });
      cpuAfter = cpuMs(options.serverPid);
    } finally {
      await removeFavorites(options.origin, headers.authorization!, created);
    }
    // Completed requests are the divisor (requests cut off at the end cost little).
    const cpuPerRequest =
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1000) / 1000
        : null;
    const row: ApiResult = {
      database: options.database,
      id: endpoint.id,
      name: endpoint.name,
      path: endpoint.path.split('?')[0]!,
      connections: options.connections,
      durationS: options.durationS,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      serverCpuMsPerRequest: cpuPerRequest,
      probe,
    };
    options.log(
      `  ${options.database} ${endpoint.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, server CPU ${row.serverCpuMsPerRequest ?? '–'} ms/request${row.non2xx || row.errors ? ` (non-2xx ${row.non2xx}, errors ${row.errors})` : ''}`,
    );
    results.push(row);
  }
  return results;
}

async function addFavorites(origin: string, authorization: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${origin}/portal/api/Favorites`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${String(i).padStart(2, '0')}`,
        description: 'Lesezeichen des Benchmarks',
        path: '/de/de/PM/convectors/krn92',
      }),
    });
    if (response.status !== 201) throw new Error(`POST /portal/api/Favorites answered ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

async function removeFavorites(origin: string, authorization: string, ids: string[]): Promise<void> {
  for (const id of ids) {
    const response = await fetch(`${origin}/portal/api/Favorites/${id}`, {
      method: 'DELETE',
      headers: { authorization },
    });
    await response.body?.cancel();
  }
}

let ticksPerSecond: number | null = null;

/** User + system CPU milliseconds of a process so far, from /proc (null where there is none). */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}
