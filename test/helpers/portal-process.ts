import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A portal server as its own process (`server/main.ts`, as `npm start` runs it, on the UI build
 * the e2e run already made), for journeys that need another configuration than the shared e2e
 * server: another identity provider, several processes behind a proxy.
 */
export interface PortalProcess {
  url: string;
  /** What the process printed (stdout and stderr), for a failing journey's report. */
  output(): string;
  stop(): Promise<void>;
}

export async function startPortalProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<PortalProcess> {
  const port = env.PORT;
  if (!port) throw new Error('startPortalProcess needs PORT');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // The development profile unless the journey asks for production: the test runner's own
      // NODE_ENV (Playwright's workers may carry `production` from a build) must not decide it.
      NODE_ENV: 'development',
      EMBED_PORT: '0',
      ANALYTICS_SCALE: 'small',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DATABASE_URL: 'memory:',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The portal process on ${port} exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, output: () => output, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`The portal process on ${port} did not become ready in ${timeoutMs} ms:\n${output}`);
}
