import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTokenVerifier } from '../../server/auth/bearer.ts';
import { readConfig } from '../../server/config.ts';
import { IdpRegistry, maxDevelopmentProviders } from '../../server/idp/registry.ts';
import { idpCookieKeys, idpSigningKey } from '../../server/secrets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** The production profile as a deployment behind a TLS proxy runs it (on the test database). */
const publicOrigin = 'https://portal.example.com';
let server: TestServer;
let port: number;
/** The request log's lines, kept from the test output (the Host-header test alone writes 1,100). */
const logLines: string[] = [];

beforeAll(async () => {
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    if (String(chunk).startsWith('{"time"')) return Boolean(logLines.push(String(chunk)));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write);
  server = await startTestServer(
    { scale: 'small' },
    {
      overrides: {
        production: true,
        builtinIdp: true,
        publicOrigins: [publicOrigin],
        trustProxy: true,
        logRequests: 'json',
        shutdownTimeoutMs: 5_000,
      },
    },
  );
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/** A request with headers fetch() may not set (Host). */
function send(path: string, headers: Record<string, string> = {}, agent?: Agent, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const discovery = '/openid/.well-known/openid-configuration';

describe('the built-in provider in the production profile', () => {
  it('serves the configured origin as the proxy forwards it', async () => {
    const answer = await send(discovery, { host: 'portal.example.com', 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).issuer).toBe(`${publicOrigin}/openid`);
    expect(server.running.idp?.size).toBe(1);
  });

  it('refuses every other host with 421 — localhost and *.localhost too — and keeps no state for it', async () => {
    for (const host of [`localhost:${port}`, 'portal.kermi.de.localhost', 'evil.example']) {
      expect((await send(discovery, { host, 'x-forwarded-proto': 'https' })).status, host).toBe(421);
    }
    // Without X-Forwarded-Proto the browser's origin was http://…, which is not configured.
    expect((await send(discovery, { host: 'portal.example.com' })).status).toBe(421);
    expect(server.running.idp?.size).toBeLessThanOrEqual(1);
  });

  it('leaves memory where it was after 1,000 random Host headers, with no provider for any', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const burst = async (count: number) => {
      for (let done = 0; done < count; done += 50) {
        await Promise.all(
          Array.from({ length: 50 }, () => {
            const host = `${randomBytes(6).toString('hex')}.localhost`;
            return send(discovery, { host, 'x-forwarded-proto': 'https' }, agent);
          }),
        );
      }
    };
    const providers = server.running.idp?.size;
    await burst(100); // warm up: code paths compiled, sockets open
    gc();
    const before = process.memoryUsage().heapUsed;
    await burst(1000);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    agent.destroy();
    expect(grown).toBeLessThan(5 * 1024 * 1024);
    expect(server.running.idp?.size).toBe(providers);
  });
});

describe('the development profile', () => {
  it('keeps a bounded number of provider instances for *.localhost hosts, the most recent ones', async () => {
    const { db } = server.database;
    const registry = new IdpRegistry({
      db,
      signingKey: await idpSigningKey(db),
      cookieKeys: await idpCookieKeys(db),
      audience: 'portal-api',
      accessTokenTtl: 300,
      publicOrigins: [publicOrigin],
      developmentHosts: true,
    });
    const kept = registry.providerFor(publicOrigin);
    const first = registry.providerFor('http://first.localhost:8080');
    for (let i = 0; i < 3 * maxDevelopmentProviders; i++) registry.providerFor(`http://brand-${i}.localhost:8080`);
    expect(registry.size).toBe(maxDevelopmentProviders + 1);
    expect(registry.providerFor(publicOrigin)).toBe(kept);
    const last = `http://brand-${3 * maxDevelopmentProviders - 1}.localhost:8080`;
    expect(registry.providerFor(last)).toBe(registry.providerFor(last));
    expect(registry.providerFor('http://first.localhost:8080')).not.toBe(first);
    expect(registry.providerFor('http://evil.example')).toBeUndefined();
  });
});

describe('HTTPS behind the proxy', () => {
  it('sends HSTS when the request arrived over HTTPS, not over plain HTTP', async () => {
    const secure = await send('/healthz', { host: 'portal.example.com', 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await send('/healthz', { host: 'portal.example.com', 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client's own entry before the proxy's does not count.
    const forged = await send('/healthz', { host: 'portal.example.com', 'x-forwarded-proto': 'https, http' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it("marks the built-in provider's cookies Secure when the proxy says the browser used HTTPS", async () => {
    const query = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${publicOrigin}/portal/auth/loginCallback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'deployment-test',
    });
    const start = await send(`/openid/auth?${query}`, { host: 'portal.example.com', 'x-forwarded-proto': 'https' });
    expect(start.status).toBe(303);
    const cookies = start.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie, cookie.split('=')[0]).toMatch(/;\s*secure/i);
  });

  it("accepts the built-in provider's tokens for the https origin the browser used", async () => {
    const key = await idpSigningKey(server.database.db);
    const token = await new SignJWT({ sub: '5d0f4e1a-3c2b-4a19-9e7d-0c1b2a3d4e5f', acr: 'urn:portal:loa:1' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(`${publicOrigin}/openid`)
      .setAudience('portal-api')
      .setExpirationTime('5m')
      .sign(await importJWK(key, 'RS256'));
    const headers = {
      authorization: `Bearer ${token}`,
      host: 'internal:8080',
      'x-forwarded-host': 'portal.example.com',
    };
    const logout = (proto: string) =>
      send('/portal/api/Auth/logout', { ...headers, 'x-forwarded-proto': proto }, undefined, 'POST');
    expect((await logout('https')).status).toBe(204);
    const plain = await logout('http');
    expect(plain.status).toBe(401);
    expect(plain.headers['www-authenticate']).toMatch(/another issuer/);
  });
});

describe('request log', () => {
  it('writes one JSON line per request, with the path but not the query', async () => {
    try {
      await send('/portal/auth/loginCallback?code=secret-code&state=xyz', {
        host: 'portal.example.com',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
      });
      await vi.waitFor(() => {
        const lines = logLines.filter((l) => l.includes('loginCallback'));
        expect(lines).toHaveLength(1);
        expect(lines[0]).not.toContain('secret-code');
        expect(lines[0]!.endsWith('\n')).toBe(true);
        expect(JSON.parse(lines[0]!)).toMatchObject({
          method: 'GET',
          origin: publicOrigin,
          path: '/portal/auth/loginCallback',
          status: 200,
          client: '203.0.113.7',
        });
      });
    } finally {
      logLines.length = 0;
    }
  });
});

describe('health and readiness', () => {
  it('/healthz: alive; /readyz: database reachable with every migration', async () => {
    expect((await send('/healthz')).status).toBe(200);
    const ready = await send('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  });

  it('/readyz is 503 while a migration of this build is missing, and while shutting down', async () => {
    const { db } = server.database;
    const rows = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const removed = rows.rows[0]!;
    try {
      const answer = await send('/readyz');
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body).reason).toMatch(/^migration \d{4}_\w+ not applied yet$/);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at})`,
      );
    }
    expect((await send('/readyz')).status).toBe(200);
    const draining = createApp({
      database: server.database,
      verifyToken: createTokenVerifier({ oidc: readConfig({}).oidc }),
      distDir: '/nonexistent',
      draining: () => true,
    });
    const answer = await draining.request('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
  });
});

describe('connections', () => {
  it('keeps idle connections longer than a proxy does (65 s / headers 66 s): a reused one still answers', async () => {
    expect(server.running.server.keepAliveTimeout).toBe(65_000);
    expect(server.running.server.headersTimeout).toBe(66_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send('/healthz', {}, agent)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // Node's default keepAliveTimeout is 5 s
    const again = await send('/healthz', {}, agent);
    agent.destroy();
    expect(again.status).toBe(200);
    expect(again.reusedSocket).toBe(true);
  });

  it('drains on close: a request in flight is answered, new connections are refused', async () => {
    // A request whose body is still on its way when the shutdown starts.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      'POST /portal/api/Auth/logout HTTP/1.1\r\nHost: portal.example.com\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = server.running.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(send('/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(answer).toBe('');
    socket.write('}');
    await closed;
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });
});
