import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort } from '../../playwright.config.ts';
import { accountButton, header } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Access tokens issued for 70 s, two and a half minutes of work (more than two token lifetimes), a
 * server restart in the middle. The shell renews 60 s before expiry (shell/session/oidc.ts), so the
 * tokens rotate every ~10 s: a dozen renewals, some while the server is down. It waits most of the
 * time, so it runs in its own project that starts first (playwright.config.ts).
 */

/** Work time, token lifetime and the moment of the restart. */
const workMs = 150_000;
const tokenTtlSeconds = 70;
const restartAfterMs = 70_000;

/* A server of its own, with short-lived access tokens and a database on disk that survives a restart. */
const longPort = e2ePort + 5;
function startServer(dataDir: string, log: WriteStream): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(longPort),
      EMBED_PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ACCESS_TOKEN_TTL: String(tokenTtlSeconds),
      // Sessions are under test, not data: the small data sets start (and restart) in seconds.
      DEMO_DATA: 'small',
      ANALYTICS_SCALE: 'small',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own words, for the report when something goes wrong.
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}
async function waitForHealth(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(`http://127.0.0.1:${longPort}/healthz`).catch(() => null))?.status(), {
      timeout: 120_000,
    })
    .toBe(200);
}
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('with 70-second tokens the user keeps working for two and a half minutes, across a server restart', async ({
  page,
}) => {
  test.setTimeout(workMs + 4 * 60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-long-'));
  const logFile = test.info().outputPath('server.log');
  const log = createWriteStream(logFile);
  let server = startServer(dataDir, log);
  try {
    await waitForHealth(page);
    const origin = `http://localhost:${longPort}`;
    await page.goto(`${origin}/portal/de/de`);
    await header(page).getByRole('button', { name: 'Anmelden' }).click();
    await page.getByLabel('Benutzername').fill('employee');
    await page.getByLabel('Passwort').fill('employee');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
    const apiStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/portal/api/')) apiStatuses.push(r.status());
    });
    let renewals = 0;
    page.on('response', (r) => {
      if (r.url().includes('/openid/token') && r.request().postData()?.includes('grant_type=refresh_token')) renewals++;
    });
    let signInPages = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/openid/interaction/')) signInPages++;
    });

    const started = Date.now();
    let restarted = false;
    let round = 0;
    while (Date.now() - started < workMs) {
      round++;
      await page.evaluate(
        (path) => {
          history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        round % 2 ? '/portal/de/de/favorite' : '/portal/de/de',
      );
      if (round % 2) await expect(page.getByText('Sie haben noch keine Favoriten.')).toBeVisible({ timeout: 20_000 });
      if (!restarted && Date.now() - started > restartAfterMs) {
        await stopServer(server);
        server = startServer(dataDir, log);
        await waitForHealth(page);
        restarted = true;
      }
      await page.waitForTimeout(7_500);
    }
    expect(restarted).toBe(true);
    expect(signInPages).toBe(0);
    // Tokens outlived twice over: renewed many times, before and after the restart.
    expect(renewals).toBeGreaterThanOrEqual(Math.floor(workMs / 1000 / tokenTtlSeconds) + 2);
    await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
    expect(apiStatuses.length).toBeGreaterThan(5);
    expect(apiStatuses.filter((s) => s >= 400)).toEqual([]);
  } finally {
    await stopServer(server).catch(() => {});
    await new Promise<void>((resolve) => log.end(resolve));
    await test.info().attach('server.log', { path: logFile });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
