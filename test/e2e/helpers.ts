import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs in through the real login page of the development identity provider. */
export async function signIn(page: Page, user: string, password = user): Promise<void> {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await page.getByRole('button', { name: 'Anmelden' }).click();
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
 * lands back on exactly that page.
 */
export async function openSignedIn(page: Page, url: string, user: string, language: keyof typeof loginLabels = 'de') {
  const labels = loginLabels[language];
  await page.goto(url);
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  await page.getByLabel(labels.user).fill(user);
  await page.getByLabel(labels.password).fill(user);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(url.startsWith('/') ? new RegExp(`${escapeRegExp(url)}$`) : url);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** axe-core over the whole page (shadow roots included): zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  // Fluent UI's focus manager (Tabster) adds intentionally focusable, aria-hidden "dummy inputs"
  // that only redirect focus; Microsoft's own scanners suppress them (microsoft/tabster#288,
  // microsoft/accessibility-insights-web#7605). Every other aria-hidden-focus node still fails.
  for (const v of results.violations) {
    if (v.id === 'aria-hidden-focus') v.nodes = v.nodes.filter((n) => !n.html.includes('data-tabster-dummy'));
  }
  results.violations = results.violations.filter((v) => v.nodes.length > 0);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
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
