import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { e2ePort } from '../../playwright.config.ts';
import { postgresApplicationName } from '../../server/db/open.ts';
import { demoRoles } from '../../server/demo/accounts.ts';
import { type PortalProcess, startPortalProcess } from '../helpers/portal-process.ts';
import { startTlsProxy, type TlsProxy } from '../helpers/tls-proxy.ts';
import { accountButton, completeStepUp, signIn } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The deployment recipe (docs/deployment.md) end to end: two portal processes in the production
 * profile on one PostgreSQL database, behind nginx terminating TLS with a certificate made for the
 * run, round-robin; at the end PostgreSQL drops every connection under them. Registered only when
 * `E2E_PROXY_DATABASE_URL` names a PostgreSQL database of its own (.ci/run sets it for `npm test`);
 * nginx must be installed.
 */
const databaseUrl = process.env.E2E_PROXY_DATABASE_URL;
const ports = { first: e2ePort + 31, second: e2ePort + 32, tls: e2ePort + 33, foreign: e2ePort + 34 };
const origin = `https://localhost:${ports.tls}`;

if (databaseUrl?.startsWith('postgres')) {
  let processes: PortalProcess[] = [];
  let proxy: TlsProxy;

  test.use({ baseURL: origin, ignoreHTTPSErrors: true });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const env = (port: number) => ({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      BUILTIN_IDP: 'on',
      PUBLIC_ORIGINS: origin,
      TRUST_PROXY: 'on',
      DEMO_DATA: 'small',
    });
    // One after the other: the first migrates and seeds, the second finds it done.
    processes = [await startPortalProcess(env(ports.first))];
    processes.push(await startPortalProcess(env(ports.second)));
    proxy = await startTlsProxy({
      port: ports.tls,
      foreignPort: ports.foreign,
      upstreams: [`127.0.0.1:${ports.first}`, `127.0.0.1:${ports.second}`],
      foreignPage: (dir) => writeFile(join(dir, 'index.html'), brandPage(origin)),
    });
  });

  test.afterAll(async () => {
    await proxy?.stop();
    await Promise.all(processes.map((p) => p.stop()));
  });

  test('over HTTPS through nginx to two processes: sign-in, a mini app, a revoked role, an embedded calculator, HSTS, a database that drops every connection', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const first = await page.goto('/portal/');
    expect(first?.headers()['strict-transport-security']).toBe('max-age=31536000');

    // Sign in at the built-in provider through the proxy and open the canteen.
    await signIn(page, 'employee');
    await page.waitForFunction(() => sessionStorage.getItem('portal.loginResult') !== null);
    await page.goto('/portal/de/de/canteen/foodOrder');
    await expect(
      page.locator('portal-canteen').getByRole('heading', { name: 'Essen bestellen', level: 1 }),
    ).toBeVisible();

    // The administrator (step-up) takes the employee's role away through the first process; the
    // second refuses the employee at its very next request (server/auth/auth-generation.ts).
    const adminContext = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true, locale: 'de-DE' });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.waitForFunction(() => sessionStorage.getItem('portal.loginResult') !== null);
    await admin.goto('/portal/de/de/security');
    // The app's first call is refused for the weaker sign-in; the shell then leaves for the provider.
    await admin.waitForURL(/\/openid\/interaction\//, { timeout: 30_000 });
    await completeStepUp(admin);
    await expect(admin).toHaveURL(/\/portal\/de\/de\/security$/);
    const adminToken = await accessTokenOf(admin);
    const employeeToken = await accessTokenOf(page);
    const employeeId = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('portal.loginResult')!) as { user: { id: string } }).user.id,
    );
    const canteens = '/portal/api/OrderSystemApplication';
    expect((await call(ports.second, employeeToken, 'GET', canteens)).status).toBe(200);
    const role = `/portal/api/User/${employeeId}/role/${demoRoles.employeeDe.id}`;
    expect((await call(ports.first, adminToken, 'DELETE', role)).status).toBe(204);
    try {
      expect((await call(ports.second, employeeToken, 'GET', canteens)).status).toBe(403);
    } finally {
      const given = await call(ports.first, adminToken, 'POST', `/portal/api/User/${employeeId}/role`, {
        id: demoRoles.employeeDe.id,
      });
      expect(given.status).toBe(201);
    }
    expect((await call(ports.second, employeeToken, 'GET', canteens)).status).toBe(200);
    await adminContext.close();

    // Both processes answered the browser through the proxy (their JSON request logs).
    for (const p of processes) expect(p.output()).toContain(`"origin":"${origin}"`);

    // A brand page on another origin embeds the KRN92 calculator from the portal, over HTTPS.
    await page.goto(proxy.foreignOrigin);
    const calc = page.locator('portal-krn92');
    await expect(calc.getByRole('heading', { level: 1, name: /KRN92/ })).toBeVisible();
    const flow = calc.getByRole('textbox', { name: 'Vorlauftemperatur' });
    await flow.fill('15,5');
    await expect(calc.getByRole('row', { name: /^Kühlleistung gesamt \d/ })).toContainText(/1\.129,7\s*W/);

    // PostgreSQL ends every connection of both processes (what a database restart or failover does):
    // they answer again and the same browser session goes on without signing in again.
    await page.goto('/portal/de/de');
    await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
    const dba = new pg.Client({ connectionString: databaseUrl });
    await dba.connect();
    try {
      const ended = await dba.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
        [postgresApplicationName],
      );
      expect(ended.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await dba.end();
    }
    // Each process reconnects on demand: its next requests that need the database answer again.
    for (const port of [ports.first, ports.second]) {
      await expect
        .poll(async () => (await call(port, employeeToken, 'GET', canteens)).status, { timeout: 20_000 })
        .toBe(200);
    }
    await page.goto('/portal/de/de/favorite');
    await expect(page.getByRole('heading', { name: 'Favoriten' })).toBeVisible();
    await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
    expect(page.url()).not.toContain('/openid/');
  });
}

/** The stored access token of the page's session (oidc-client-ts' user in sessionStorage). */
function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** A request to one process directly, as the proxy forwards it (the token's issuer is the public origin). */
async function call(port: number, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': new URL(origin).host,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.text() };
}

/** A brand’s CMS page on its own origin, embedding the calculator as server/http/embed-demo.ts does. */
function brandPage(portal: string): string {
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Markenseite</title>
<script type="module" src="${portal}/portal/elements/portal-krn92.js"></script>
</head>
<body>
<main>
<h1>Induktionsgerät KRN92</h1>
<portal-krn92 locale="de"></portal-krn92>
</main>
</body>
</html>
`;
}
