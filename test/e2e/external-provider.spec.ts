import { e2ePort } from '../../playwright.config.ts';
import { type MockProvider, startMockProvider } from '../helpers/mock-oidc-provider.ts';
import { type PortalProcess, startPortalProcess } from '../helpers/portal-process.ts';
import { accountButton, header, signOutFromHeader } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * A company's own OpenID provider instead of the built-in one: an independent implementation
 * (oauth2-mock-server, test/helpers/mock-oidc-provider.ts) on another origin, and a portal process
 * started with OIDC_ISSUER pointing at it and the Keycloak preset. The page learns the provider from the server and its CSP
 * lets exactly that origin in (the suite's fixture fails the test on any violation).
 */
const providerPort = e2ePort + 20;
const portalPort = e2ePort + 21;
/** Short enough that the shell renews (60 s before expiry, shell/session/oidc.ts) while the journey runs. */
const accessTokenTtl = 75;

let provider: MockProvider;
let portal: PortalProcess;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // As Keycloak: level names in `acr` (OIDC_ACR_LEVELS silver:1,gold:2), no `domain` claim.
  provider = await startMockProvider({
    port: providerPort,
    accessTokenTtl,
    acr: { base: 'silver', stepUp: 'gold' },
    domainClaim: false,
  });
  portal = await startPortalProcess({
    PORT: String(portalPort),
    OIDC_ISSUER: provider.issuer,
    OIDC_PRESET: 'keycloak',
    OIDC_AUDIENCE: 'portal-api',
    DEMO_DATA: 'small',
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await provider?.stop();
});

test('signs in at an independent provider, uses the portal, CRM and production APIs, renews, steps up and signs out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const site = `http://localhost:${portalPort}/portal/de/de`;
  provider.signInAs('admin');
  await page.goto(site);
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(site);
  await expect(accountButton(page, 'Andrea Weber')).toBeVisible();
  expect(provider.issued).toEqual([{ grant: 'authorization_code', login: 'admin', acr: 'silver' }]);
  // The portal API: the shell's portal sign-in with the provider's token.
  await page.waitForFunction(() => sessionStorage.getItem('portal.loginResult') !== null);

  // Production API: the cockpit's plants.
  await page.goto(`${site}/production/productionOverview`);
  const cockpit = page.locator('portal-production-cockpit');
  await cockpit.getByRole('button', { name: 'Details Plattling' }).click();
  await expect(cockpit.getByRole('heading', { name: 'Werk Plattling', level: 1 })).toBeVisible();

  // CRM API: the admin's own CRM profile.
  await page.goto(`${site}/crm/#/overview`);
  await expect(page.locator('portal-crm').getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Renewal before expiry: the refresh token at the provider's token endpoint, then the APIs go on.
  await expect
    .poll(() => provider.issued.filter((t) => t.grant === 'refresh_token').length, { timeout: 40_000 })
    .toBeGreaterThan(0);
  await page.goto(`${site}/production/productionOverview`);
  await expect(cockpit.getByRole('button', { name: 'Details Plattling' })).toBeVisible();

  // Step-up: security administration needs the stronger level, which the provider grants on request.
  await page.goto(`${site}/security`);
  const stepUpIssued = () => provider.issued.findIndex((t) => t.acr === 'gold');
  await expect.poll(stepUpIssued, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(`${site}/security`);
  await expect(page.locator('portal-security').getByRole('heading', { name: 'Sicherheitsverwaltung' })).toBeVisible();
  const stepUp = stepUpIssued();
  expect(provider.issued[stepUp]).toEqual({ grant: 'authorization_code', login: 'admin', acr: 'gold' });
  // Nothing renewed the weaker sign-in afterwards (its token would replace the step-up's).
  expect(provider.issued.slice(stepUp).map((t) => t.acr)).not.toContain('silver');

  await signOutFromHeader(page);
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(provider.signedOut).toBe(1);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
});
