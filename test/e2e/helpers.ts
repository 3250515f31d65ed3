import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

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
export async function openSignedIn(page: Page, url: string, user: string, language: keyof typeof loginLabels = 'de') {
  const labels = loginLabels[language];
  await page.goto(url);
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  await page.getByLabel(labels.user).fill(user);
  await page.getByLabel(labels.password).fill(user);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(url.startsWith('/') ? new RegExp(`${escapeRegExp(url)}(\\?s=[^/]*)?$`) : url);
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

/** Signs out through the account menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await header(page)
    .getByRole('button', { name: /^(Konto von|Account of|Účet:|Compte de|Account di) / })
    .click();
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

/** Signs in from the home page of a brand site (its own origin), in the site's language. */
export async function signInOn(page: Page, origin: string, home: string, user: string) {
  await page.goto(`${origin}${home}`);
  await page.locator('portal-shell header button', { hasText: /Anmelden|Přihlásit|Se connecter/ }).click();
  await page.locator('#login').fill(user);
  await page.locator('#password').fill(user);
  await page.locator('button[type=submit]').first().click();
  await expect(page).toHaveURL(`${origin}${home}`);
  await expect(page.locator('portal-shell portal-user-menu')).toBeVisible();
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
