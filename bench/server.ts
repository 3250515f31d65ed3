/**
 * The bench's own portal server: `scripts/start.ts` (what `npm start` runs) in a child process on
 * loopback, with its own port and build folder so it never collides with a developer's server or a
 * test run. Stopped by its process id at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpuMs } from './api.ts';

export interface BenchServer {
  /** `http://localhost:<port>`: the origin the built-in identity provider serves by default. */
  origin: string;
  port: number;
  /** Process id of the server (the API runs in this one process). */
  pid: number | undefined;
  /** Milliseconds from spawn to a healthy `/healthz` (including the build when there is one). */
  startupMs: number;
  /** Milliseconds after that until the process was idle (it builds the analytics store meanwhile). */
  settleMs: number;
  /** The last lines the server printed (for error messages). */
  log(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  distDir: string;
  forceBuild: boolean;
  label: string;
  timeoutMs?: number;
}

/** Build, migrations and the demo seed; on the shared 2-core machine at load 20 that took three minutes. */
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_S ?? 600) * 1000;

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  if (await healthy(options.port)) {
    throw new Error(`Port ${options.port} is already serving a portal; stop it first (the bench starts its own).`);
  }
  const started = Date.now();
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      EMBED_PORT: '0',
      DATABASE_URL: options.databaseUrl,
      DIST_DIR: options.distDir,
      FORCE_BUILD: options.forceBuild ? '1' : '',
      // Long enough that no token expires during a bench run (the default is 300 s).
      ACCESS_TOKEN_TTL: '1800',
      LOG_REQUESTS: '',
      // The load comes from many visitors' addresses (bench/visitors.ts), as through the production proxy.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(`[${options.label}] ${line}`);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );

  const stop = async () => {
    if (exited !== null || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = started + (options.timeoutMs ?? startTimeoutMs);
  while (!(await healthy(options.port))) {
    if (exited !== null) {
      throw new Error(`The ${options.label} server exited with ${exited} before it was ready:\n${lines.join('\n')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${options.label} server was not ready within ${options.timeoutMs ?? startTimeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const startupMs = Date.now() - started;
  const settleMs = await settled(child.pid);
  return {
    origin: `http://localhost:${options.port}`,
    port: options.port,
    pid: child.pid,
    startupMs,
    settleMs,
    log: () => lines.join('\n'),
    stop,
  };
}

/**
 * Waits until the server uses under 5 % of a core over two consecutive 500 ms windows (at most
 * 120 s). A healthy server answers at once but still builds its analytics store from the demo seed
 * for 10–20 s at full CPU (server/areas/analytics/store/starting-executor.ts); browser timings taken
 * meanwhile measured that build (menu usable 350–1,092 ms in one run).
 */
async function settled(pid: number | undefined): Promise<number> {
  const started = Date.now();
  let quietWindows = 0;
  let before = cpuMs(pid);
  while (before !== null && quietWindows < 2 && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs(pid);
    if (now === null) break;
    quietWindows = now - before < 25 ? quietWindows + 1 : 0;
    before = now;
  }
  return Date.now() - started;
}
