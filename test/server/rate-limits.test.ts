import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginLockout } from '../../contract/login-lockout.ts';
import { rateLimitCounter } from '../../server/http/rate-limit.ts';
import { readCount } from '../../server/http/rate-limit-store.ts';
import { loginPolicy } from '../../server/idp/login-throttle.ts';
import { oidcLogin, openLoginPage, submitLogin } from '../helpers/oidc-login.ts';
import { portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer, testDatabaseUrl } from '../helpers/test-server.ts';

// Low limits so a handful of calls reach them; the shipped figures are in server/http/public-limits.ts.
const rateLimits = {
  calculators: { limit: 3, windowSeconds: 60 },
  calculatorDocuments: { limit: 2, windowSeconds: 60 },
  dealerSearch: { limit: 3, windowSeconds: 60 },
  crmLocalization: { limit: 3, windowSeconds: 60 },
  registration: { limit: 2, windowSeconds: 60 },
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ scale: 'small' }, { rateLimits });
});

afterAll(async () => {
  await server?.close();
});

async function expect429(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ code: 'rate_limited' });
}

describe('public endpoints', () => {
  it('answer 429 with Retry-After per client address once an endpoint family is over its limit', async () => {
    const dealers = `${server.url}/webcrmapi/api/DealerSearch/dealers?latitude=50.1&longitude=8.7`;
    for (let i = 0; i < 3; i++) expect((await fetch(dealers)).status).toBeLessThan(300);
    const refused = await fetch(dealers, { headers: { origin: 'https://partner.example' } });
    // A partner page can read the refusal (CORS headers are on it).
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    await expect429(refused);

    // Each family counts on its own.
    const countries = `${server.url}/webcrmapi/api/Localization/countries?cultureCode=de`;
    for (let i = 0; i < 3; i++) expect((await fetch(countries)).status).toBe(200);
    await expect429(await fetch(countries));

    const template = `${server.url}/portal/api/KRN41/GetTemplate`;
    for (let i = 0; i < 3; i++) expect((await fetch(template)).status).toBe(200);
    const calcRefused = await fetch(template, { headers: { origin: 'https://partner.example' } });
    expect(calcRefused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
    await expect429(calcRefused);
  });

  it('limits registrations per account and address, counting only bodies that would be stored', async () => {
    const token = (await oidcLogin(server.url, 'partner')).access_token;
    const register = (body: unknown) =>
      fetch(`${server.url}/webcrmapi/api/RegistrationSimple`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 4; i++) expect((await register({ language: 42 })).status).toBe(400);
    expect((await register({ language: 'de' })).status).toBe(200);
    expect((await register({ language: 'en' })).status).toBe(200);
    await expect429(await register({ language: 'de' }));
  });

  // Only where the suite runs on PostgreSQL (npm run test:pg): PGlite is one process by nature.
  if (testDatabaseUrl.startsWith('postgres'))
    it('count together across two servers (each its own pool) on one PostgreSQL', async () => {
      // The first test used up this family's limit: start from zero, then open the second server.
      await server.database.db.execute(sql`truncate rate_limit_counter`);
      const second = await startTestServer({ scale: 'small' }, { rateLimits, keepCounters: true });
      try {
        const path = '/webcrmapi/api/Localization/salutations?cultureCode=de';
        const answers: number[] = [];
        for (const origin of [server.url, second.url, server.url, second.url]) {
          answers.push((await fetch(`${origin}${path}`)).status);
        }
        expect(answers).toEqual([200, 200, 200, 429]);
      } finally {
        await second.close();
      }
    });
});

describe('high limits', () => {
  it('count far from the limit in memory, write in one batch, and count every hit near it', async () => {
    const db = server.database.db;
    const at = Date.UTC(2026, 0, 5, 10, 0, 30);
    const options = { name: 'batch-test', limit: 100, windowSeconds: 60, now: () => at };
    const counter = rateLimitCounter(db, options);
    const key = 'batch-test|ip|10.9.8.7';
    const stored = async () => (await readCount(db, key))?.hits ?? 0;

    // Up to a tenth of the limit before the limit: answered from memory, nothing written yet.
    for (let i = 1; i <= 10; i++) expect((await counter('10.9.8.7')).retryAfter).toBe(0);
    expect(await stored()).toBe(0);
    await counter.flush();
    expect(await stored()).toBe(10);
    for (let i = 11; i <= 90; i++) await counter('10.9.8.7');
    await counter.flush();
    expect(await stored()).toBe(90);

    // Near the limit each hit is written at once; the hundred-and-first is refused.
    const verdicts = [];
    for (let i = 91; i <= 101; i++) verdicts.push(await counter('10.9.8.7'));
    expect(await stored()).toBe(101);
    expect(verdicts.slice(0, 10).map((v) => v.retryAfter)).toEqual(Array(10).fill(0));
    expect(verdicts[9]!.remaining).toBe(0);
    expect(verdicts[10]!.retryAfter).toBeGreaterThan(0);

    // Another process (its own memory) that has heard of the address only from the database.
    const other = rateLimitCounter(db, options);
    expect((await other.peek('10.9.8.7')).retryAfter).toBeGreaterThan(0);
    // Small limits never batch: every hit is in the database at once.
    const strict = rateLimitCounter(db, { ...options, name: 'strict-test', limit: 20 });
    await strict('10.9.8.7');
    expect((await readCount(db, 'strict-test|ip|10.9.8.7'))?.hits).toBe(1);
  });
});

describe('hits on their way to the database', () => {
  it('still count while their batch is written', async () => {
    const db = server.database.db;
    const at = Date.UTC(2026, 0, 5, 11, 0, 30);
    const counter = rateLimitCounter(db, { name: 'writing-test', limit: 100, windowSeconds: 60, now: () => at });
    const remaining = () => counter.inMemory('10.9.8.6')?.remaining;
    for (let i = 1; i <= 8; i++) expect(remaining()).toBe(100 - i);
    // The batch of 8 is on its way; a hit meanwhile counts it (it used to see 99).
    const flushing = counter.flush();
    expect(remaining()).toBe(91);
    await flushing;
    expect(remaining()).toBe(90);
    await counter.flush();
    expect((await readCount(db, 'writing-test|ip|10.9.8.6'))?.hits).toBe(10);
  });
});

describe('login form', () => {
  const db = () => server.database.db;
  /** As if the growing delay had passed: the last failure moves an hour back. */
  const letTimePass = (login: string) =>
    db().execute(sql`update login_lockout set last_failure_at = now() - interval '1 hour' where login = ${login}`);

  it('delays after repeated failures, locks the account after 20 with a notice in the user language, not others', async () => {
    const page = await openLoginPage(server.url, { uiLocales: 'en' });
    const statuses: number[] = [];
    let html = '';
    for (let i = 1; i <= loginPolicy.lockAfter; i++) {
      const answer = await submitLogin(page, 'cz-employee', `wrong-${i}`, { ui_locales: 'en' });
      statuses.push(answer.status);
      html = await answer.text();
      if (i === loginPolicy.delayAfter + 1) {
        // The growing delay: the next attempt right away is refused without looking at the password.
        const early = await submitLogin(page, 'cz-employee', 'cz-employee', { ui_locales: 'en' });
        expect(early.status).toBe(429);
        expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await early.text()).toContain('Please try again in');
      }
      await letTimePass('cz-employee');
    }
    expect(statuses).toEqual(Array(loginPolicy.lockAfter).fill(401));
    expect(html).toContain('This account is locked');

    // The right password is refused while locked, in German for a German page.
    const german = await openLoginPage(server.url, { uiLocales: 'de' });
    const locked = await submitLogin(german, 'cz-employee', 'cz-employee', { ui_locales: 'de' });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Dieses Konto ist nach zu vielen fehlgeschlagenen Anmeldeversuchen');

    // Another account from the same address signs in.
    await expect(oidcLogin(server.url, 'employee')).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('lets the user administrators see and clear lock-outs (step-up, `users` permission)', async () => {
    const admin = portalApiAs(
      server.url,
      (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token,
    );
    const employee = portalApiAs(server.url, (await oidcLogin(server.url, 'employee')).access_token);
    expect((await employee('GET', '/LoginLockout')).status).toBe(403);
    expect((await employee('DELETE', '/LoginLockout/cz-employee')).status).toBe(403);

    const list = await admin<LoginLockout[]>('GET', '/LoginLockout');
    expect(list.status).toBe(200);
    const row = list.body.find((r) => r.login === 'cz-employee');
    expect(row).toMatchObject({ failures: loginPolicy.lockAfter, lastAddress: '127.0.0.1' });
    expect(new Date(row!.lockedUntil!).getTime()).toBeGreaterThan(Date.now());

    expect((await admin('DELETE', '/LoginLockout/CZ-Employee')).status).toBe(204);
    expect((await admin('DELETE', '/LoginLockout/cz-employee')).status).toBe(404);
    await expect(oidcLogin(server.url, 'cz-employee')).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('clears the count on success and limits failures per client address over all accounts', async () => {
    const page = await openLoginPage(server.url);
    expect((await submitLogin(page, 'newcomer', 'wrong')).status).toBe(401);
    await oidcLogin(server.url, 'newcomer');
    const counted = await db().execute(sql`select count(*)::int as n from login_lockout where login = 'newcomer'`);
    const [after] = (counted as unknown as { rows: { n: number }[] }).rows;
    expect(after!.n).toBe(0);

    // As if this address had failed the limit over the last minutes (the counter of server/http/rate-limit.ts).
    await db().execute(sql`
      insert into rate_limit_counter (key, window_start, hits, previous_hits)
      values ('idp-login|ip|127.0.0.1', to_timestamp(floor(extract(epoch from now()) / ${loginPolicy.addressWindowSeconds}) * ${loginPolicy.addressWindowSeconds}), ${loginPolicy.addressLimit}, 0)
      on conflict (key) do update set hits = excluded.hits, window_start = excluded.window_start`);
    const limited = await submitLogin(await openLoginPage(server.url), 'partner', 'partner');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Zu viele Anmeldeversuche von Ihrem Netzwerk');
  });
});
