/**
 * Scale-out proof: two portal processes on one PostgreSQL behind a round-robin proxy
 * (bench/proxy.ts), all in the bench's process tree. A user signs in through one process, renews
 * the token and reads the API through the other; then the favourites list is loaded through the
 * proxy with one process and with two.
 */
import { oidcLogin, refreshTokens } from '../test/helpers/oidc-login.ts';
import { type ApiResult, type LoadOptions, loadEndpoints, measureApi } from './api.ts';
import { startChild } from './child.ts';
import type { BenchServer } from './server.ts';

export interface ScaleOutResult {
  /** What the cross-process sign-in answered, step by step. */
  proof: string[];
  proofPassed: boolean;
  rows: ApiResult[];
}

export async function measureScaleOut(options: {
  ports: [number, number];
  proxyPort: number;
  connections: number;
  durationS: number;
  start: (port: number, label: string) => Promise<BenchServer>;
  log: (line: string) => void;
}): Promise<ScaleOutResult> {
  const first = await options.start(options.ports[0], 'postgres-1');
  const second = await options.start(options.ports[1], 'postgres-2');
  const proxy = await startChild(
    'bench/proxy.ts',
    [String(options.proxyPort), ...options.ports.map(String)],
    options.proxyPort,
  );
  const origin = `http://localhost:${options.proxyPort}`;
  const pin = async (backend: number | null) => {
    const response = await fetch(`http://127.0.0.1:${options.proxyPort}/__bench/pin?backend=${backend ?? ''}`, {
      method: 'POST',
    });
    return (await response.json()) as { served: number[] };
  };
  try {
    const proof: string[] = [];
    await pin(0);
    const signedIn = await oidcLogin(origin, 'employee');
    proof.push(`signed in through process 1 (pid ${first.pid})`);
    await pin(1);
    const renewed = await refreshTokens(origin, signedIn.refresh_token!);
    proof.push(`renewed through process 2 (pid ${second.pid})`);
    const read = await fetch(`${origin}/portal/api/Favorites`, {
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    await read.body?.cancel();
    proof.push(`favourites through process 2 with the renewed token: ${read.status}`);
    const proofPassed = read.status === 200 && renewed.access_token !== signedIn.access_token;
    options.log(`  scale-out: ${proof.join(', ')}`);

    const favorites = loadEndpoints.filter((e) => e.id === 'favorites');
    const load = (database: string, serverPid: number | undefined): LoadOptions => ({
      origin,
      port: options.proxyPort,
      serverPid,
      database,
      connections: options.connections,
      durationS: options.durationS,
      log: options.log,
    });
    const rows: ApiResult[] = [];
    await pin(0);
    rows.push(...(await measureApi(load('PostgreSQL, 1 process behind the proxy', first.pid), favorites)));
    await pin(null);
    rows.push(...(await measureApi(load('PostgreSQL, 2 processes behind the proxy', undefined), favorites)));
    const { served } = await pin(null);
    options.log(`  proxy requests per process: ${served.join(' / ')}`);
    return { proof, proofPassed, rows };
  } finally {
    await proxy.stop();
    await second.stop();
    await first.stop();
  }
}
