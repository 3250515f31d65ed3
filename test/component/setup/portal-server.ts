/**
 * The real portal for the island tests: the project's own server (serve-portal.ts, a child
 * process: in-memory database with the small demo data, built-in identity provider) serving the
 * UI build in DIST_DIR. The test runner's origin forwards /portal/, /webcrmapi/,
 * /portalapiproduction/ and /openid/ to it, so a test page is one origin with the portal, as the
 * shell is; an element that is not given an `endpoint` talks to the origin its script came from,
 * which is this one too.
 *
 * The server starts while the browser starts and the shell's tests run; the first forwarded
 * request waits for it; the command `portal-ready` tells whether it is up. `portal-sign-in` signs a demo user in through the identity provider's
 * login form (test/helpers/oidc-login.ts) and hands the tokens to the page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { TestRunnerConfig, TestRunnerPlugin } from '@web/test-runner';
import { decodeJwt, oidcLogin } from '../../helpers/oidc-login.ts';

type Middleware = NonNullable<TestRunnerConfig['middleware']>[number];

const wait = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));
const script = fileURLToPath(new URL('./serve-portal.ts', import.meta.url));

/** Starts serve-portal.ts and resolves with the server's origin once it listens. */
function startChild(distDir: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    // Always a fresh in-memory database, whatever DATABASE_URL the developer's shell holds.
    env: { ...process.env, DIST_DIR: distDir, DATABASE_URL: 'memory:' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^portal-url (\S+)$/.exec(line);
      if (match) resolve(match[1]!);
      else process.stdout.write(`[portal] ${line}\n`);
    });
    child.once('exit', (code) => reject(new Error(`The portal server exited (${code}) before it was ready`)));
  });
  return { child, url };
}

const forwarded = /^\/(portal|webcrmapi|portalapiproduction|openid)(\/|$)/;
/** Hop-by-hop headers and those Node's fetch has already acted on (it decompresses bodies). */
const dropped = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

export interface SignInPayload {
  login: string;
  stepUp?: boolean;
}

export interface SignedInTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  profile: Record<string, unknown>;
}

export function portalServer(distDir: string): { plugin: TestRunnerPlugin; middleware: Middleware } {
  let started: ReturnType<typeof startChild> | null = null;
  let stopping = false;
  const server = () => {
    started ??= startChild(distDir);
    return started.url;
  };

  const middleware: Middleware = async (ctx, next) => {
    if (!forwarded.test(ctx.path)) return next();
    const url = await server();
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.request.headers)) {
      if (typeof value === 'string' && !dropped.has(name) && name !== 'accept-encoding') headers.set(name, value);
    }
    const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD';
    const answer = await fetch(new URL(ctx.url, url), {
      method: ctx.method,
      headers,
      body: hasBody ? (Readable.toWeb(ctx.req) as ReadableStream) : undefined,
      redirect: 'manual',
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    ctx.status = answer.status;
    answer.headers.forEach((value, name) => {
      if (!dropped.has(name) && name !== 'set-cookie') ctx.set(name, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) ctx.set('set-cookie', cookies);
    ctx.body = Buffer.from(await answer.arrayBuffer());
  };

  const plugin: TestRunnerPlugin = {
    name: 'portal-server',
    serverStart() {
      // Not awaited: the database is seeded while the browser starts and the shell's tests run.
      server().catch((error: unknown) => {
        if (!stopping) console.error('The portal server did not start', error);
      });
    },
    async serverStop() {
      stopping = true;
      const child = started?.child;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    async executeCommand({ command, payload }) {
      // Answered at once (a command may take at most 20 s); the page asks again until true.
      if (command === 'portal-ready') return Promise.race([server().then(() => true), wait(1000, false)]);
      if (command !== 'portal-sign-in') return undefined;
      const { login, stepUp } = payload as SignInPayload;
      const tokens = await oidcLogin(await server(), login, login, { stepUp });
      return { ...tokens, profile: decodeJwt(tokens.id_token) } satisfies SignedInTokens;
    },
  };

  return { plugin, middleware };
}
