import AxeBuilder from '@axe-core/playwright';
import type { Cookie } from '@playwright/test';
import { expect, type Page, test } from './test.ts';

/**
 * Sign-ins this worker has made, by origin and user, for journeys that need a signed-in user but
 * do not test the sign-in: the shell keeps its tokens in sessionStorage, which Playwright's
 * storageState does not carry, so the stored user and the provider's cookies of an earlier
 * sign-in are put into the next test's fresh page instead of walking through the login form
 * again. Only the stored tokens go over, not the cached portal login: the shell logs in to the
 * portal on start (shell/session/signed-in.ts restoreSignedIn), so the permissions are today's.
 * The journeys about signing in (sign-in.spec.ts, the deep links of shell-features.spec.ts and
 * session-resilience.spec.ts, the renewal faults) sign in through the form every time.
 */
const sessions = new Map<string, { user: [string, string]; cookies: Cookie[] }>();

/**
 * A kept sign-in is used only while its access token outlives any test by a margin, so no test
 * renews with a refresh token another test may already have spent (the e2e server issues tokens
 * for 15 minutes, playwright.config.ts; the longest journey may take 4 minutes, and renewal starts
 * 60 s before expiry).
 */
const reuseMarginMs = 5 * 60_000;

const originOf = (url: string) => new URL(url, test.info().project.use.baseURL).origin;

/** Keeps the sign-in just completed in `page` for later tests of this worker. */
async function keepSignIn(page: Page, origin: string, user: string): Promise<void> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? ([key, sessionStorage.getItem(key)!] as [string, string]) : null;
  });
  if (stored) sessions.set(`${origin} ${user}`, { user: stored, cookies: await page.context().cookies(origin) });
}

/**
 * Puts this worker's earlier sign-in of `user` on `origin` into `page` (still on about:blank) when
 * its tokens still work: not near expiry, and the grant not ended (a test that signed out ends it).
 */
async function reuseSignIn(page: Page, origin: string, user: string): Promise<boolean> {
  const key = `${origin} ${user}`;
  const kept = sessions.get(key);
  if (!kept) return false;
  const { expires_at: expiresAt } = JSON.parse(kept.user[1]) as { expires_at: number };
  if (expiresAt * 1000 - Date.now() <= reuseMarginMs) {
    sessions.delete(key);
    return false;
  }
  // sessionStorage belongs to the origin: a same-origin answer first (the brand hosts resolve in the
  // browser only), then a signed-in request from there, and the stored user only if it was answered.
  await page.goto(`${origin}/healthz`);
  const answered = await page.evaluate(async ([name, value]) => {
    const { access_token: token } = JSON.parse(value) as { access_token: string };
    const answer = await fetch('/portal/api/User/GetLanguage', { headers: { authorization: `Bearer ${token}` } });
    if (answer.ok) sessionStorage.setItem(name, value);
    return answer.ok;
  }, kept.user);
  if (!answered) {
    sessions.delete(key);
    return false;
  }
  await page.context().addCookies(kept.cookies);
  return true;
}

/** Signs in through the real login page of the development identity provider. */
export async function signIn(page: Page, user: string, password = user): Promise<void> {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  await page.getByLabel('Benutzername').fill(user);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The identity provider's login form in the language of the site's route. */
const loginLabels = {
  de: { user: 'Benutzername', password: 'Passwort', submit: 'Anmelden' },
  cs: { user: 'Uživatelské jméno', password: 'Heslo', submit: 'Přihlásit' },
} as const;

/**
 * Opens a protected page signed out: the provider's login form comes up, the user signs in and
 * lands back on exactly that page (a tool may already have written its state into `?s=`).
 */
export async function openThroughLogin(
  page: Page,
  url: string,
  user: string,
  language: keyof typeof loginLabels = 'de',
): Promise<void> {
  const labels = loginLabels[language];
  await page.goto(url);
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  await page.getByLabel(labels.user).fill(user);
  await page.getByLabel(labels.password).fill(user);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(landed(url));
}

/**
 * Where a protected page lands: `url` itself, or with the shareable state (`?s=`) a calculator
 * writes into the address as soon as it has answered (shell/routing/shown-page.ts).
 */
const landed = (url: string) =>
  new RegExp(`${url.startsWith('/') ? '' : '^'}${escapeRegExp(url)}${url.includes('?') ? '' : '(\\?s=[\\w.-]+)?'}$`);

/**
 * Opens a protected page signed in as `user`, for a journey that does not test the sign-in: with
 * this worker's earlier sign-in of the user when it still works, else through the login form
 * (`openThroughLogin`).
 */
export async function openSignedIn(page: Page, url: string, user: string, language: keyof typeof loginLabels = 'de') {
  const origin = originOf(url);
  if (await reuseSignIn(page, origin, user)) {
    await page.goto(url);
    await expect(page).toHaveURL(landed(url));
    return;
  }
  await openThroughLogin(page, url, user, language);
  await keepSignIn(page, origin, user);
}

/**
 * Signed in as `user` on the German start page, for a journey that does not test the sign-in: this
 * worker's earlier sign-in of the user when it still works, else the login form (`signIn`).
 */
export async function signedInAs(page: Page, user: string): Promise<void> {
  const origin = originOf('/');
  if (await reuseSignIn(page, origin, user)) await page.goto('/portal/de/de');
  else {
    await signIn(page, user);
    await expect(page).toHaveURL(/\/portal\/de\/de$/);
    await page.waitForFunction(() => sessionStorage.getItem('portal.loginResult') !== null);
    await keepSignIn(page, origin, user);
  }
  await expect(header(page).getByRole('button', { name: accountName })).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** axe-core over the whole page (shadow roots included): zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** axe-core's violations over the whole page, one line each: rule, help and the nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Answers the development provider's step-up page (acr loa:2): the one-time code is shown on the
 * page in development. Already signed in, only the code is asked for.
 */
export async function completeStepUp(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  const hint = await page.locator('#otp-hint').textContent();
  const code = /(\d{6})/.exec(hint ?? '')?.[1];
  if (!code) throw new Error(`No one-time code on the step-up page: ${hint}`);
  await page.getByLabel('Einmalcode').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
}

/** The portal header (the page's banner). */
export const header = (page: Page) => page.getByRole('banner');

/** The header's account button of a signed-in person, e.g. "Konto von Andrea Weber". */
export const accountButton = (page: Page, name: string) =>
  header(page).getByRole('button', { name: new RegExp(`^(Konto von|Account of|Účet:|Compte de|Account di) ${name}$`) });
const accountName = /^(Konto von|Account of|Účet:|Compte de|Account di) /;

/** Signs out through the account menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: accountName }).click();
  // Signing out goes through the identity provider and back (/auth/logoutCallback). Wait for the
  // round trip: a navigation started earlier cancels it and leaves the provider's session alive.
  const back = page.waitForURL(/\/auth\/logoutCallback/, { waitUntil: 'commit' });
  await page.getByRole('menuitem', { name: /^(Abmelden|Sign out|Odhlásit|Se déconnecter|Esci)/ }).click();
  await back;
  await expect(page).not.toHaveURL(/\/auth\/logoutCallback/);
}

/** Picks a language in the header's language menu (each language is named in itself). */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await header(page)
    .getByRole('button', { name: /^(Sprache|Language|Jazyk|Langue|Lingua):/ })
    .click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/**
 * Signs in from the home page of a brand site (its own origin), in the site's language: this
 * worker's earlier sign-in of the user there when it still works, unless `fresh` (a journey that
 * steps up: the provider remembers the second factor for its session, whose cookies a kept
 * sign-in shares, so a later step-up would not ask again). A fresh sign-in is not kept either.
 */
export async function signInOn(page: Page, origin: string, home: string, user: string, { fresh = false } = {}) {
  const reused = !fresh && (await reuseSignIn(page, origin, user));
  await page.goto(`${origin}${home}`);
  if (!reused) {
    await page.locator('portal-shell header button', { hasText: /Anmelden|Přihlásit|Se connecter/ }).click();
    await page.locator('#login').fill(user);
    await page.locator('#password').fill(user);
    await page.locator('button[type=submit]').first().click();
  }
  await expect(page).toHaveURL(`${origin}${home}`);
  await expect(page.locator('portal-shell portal-user-menu')).toBeVisible();
  if (!reused && !fresh) await keepSignIn(page, origin, user);
}

/**
 * Opens every group of the menu, depth first (opening a group closes its siblings, so each is
 * visited in turn), and returns the paths of all entries seen.
 */
export async function menuPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const nav = document.querySelector('portal-shell')!.shadowRoot!.querySelector('portal-nav') as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    const root = nav.shadowRoot!;
    const seen = new Set<string>();
    const collect = () => {
      for (const e of root.querySelectorAll<HTMLElement>('[data-path]')) seen.add(e.dataset.path!);
    };
    const groupsBelow = (parent: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('button[data-path]')]
        .map((b) => b.dataset.path!)
        .filter((p) =>
          parent ? p.startsWith(`${parent}/`) && !p.slice(parent.length + 1).includes('/') : !p.includes('/'),
        );
    const expand = async (path: string): Promise<void> => {
      const button = root.querySelector<HTMLButtonElement>(`button[data-path="${path}"]`);
      if (button?.getAttribute('aria-expanded') === 'false') button.click();
      await nav.updateComplete;
      collect();
      for (const child of groupsBelow(path)) await expand(child);
    };
    await nav.updateComplete;
    collect();
    for (const top of groupsBelow('')) await expand(top);
    return [...seen];
  });
}
