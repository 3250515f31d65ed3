/** A helper process of the bench (bare route, proxy), stopped by its id at the end. */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Child {
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script> ...args` and waits until `http://127.0.0.1:<port>/healthz` answers. */
export async function startChild(
  script: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
}
