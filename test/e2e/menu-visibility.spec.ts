import { flattenMessages, readMessages } from '../../locales/read.ts';
import { e2ePort } from '../../playwright.config.ts';
import { flattenRoutes } from '../../shell/routing/routes.ts';
import { menuPaths, signInOn } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The menu shows exactly the entries whose URL opens; every hidden entry's URL ends in the
 * sign-in or an insufficientPermission message. Every demo user on the group's main site (the
 * permissions), and on each other brand site the users that site is for (the brand and country
 * gates): each walk visits every route, so all twenty pairs would cost CI about seven
 * worker-minutes for little more; the brand, country and permission gates themselves are
 * unit-tested (test/unit/visibility.test.ts).
 */
// The kitchen account walks too: its canteen pages are the ones the employee no longer sees.
const users = [null, 'admin', 'employee', 'kitchen', 'cz-employee'] as const;
type User = (typeof users)[number];
const sites: { host: string; locale: string; country: string; users: readonly User[] }[] = [
  { host: 'portal.kermi.com.localhost', locale: 'de', country: 'de', users },
  { host: 'portal.prolux-solutions.com.localhost', locale: 'de', country: 'de', users: ['employee'] },
  { host: 'portal.pzpheating.cz.localhost', locale: 'cs', country: 'cz', users: [null, 'cz-employee'] },
  { host: 'portal.arbonia.fr.localhost', locale: 'fr', country: 'fr', users: [null, 'employee'] },
];
const routes = flattenRoutes().filter((e) => e.route.name !== 'home');

type Outcome = { final: string; tag: string | undefined; denied: boolean };

/** The insufficientPermission message a route's denial shows, in the site's language. */
function denialText(locale: string, titleKey: string): string {
  const messages = flattenMessages(readMessages(locale));
  const lookup = (key: string) => messages[key] ?? key;
  return lookup('errors.insufficientPermission').replace(/\{\{\s*route\s*\}\}/, lookup(titleKey));
}

/** One navigation inside the page: where it ended, what it rendered, whether it was refused. */
const step = async ({ path, denial }: { path: string; denial: string }): Promise<Outcome> => {
  // After a reload (a sign-in attempt left the page) the shell may not be upgraded yet.
  await customElements.whenDefined('portal-shell');
  const shell = document.querySelector('portal-shell')!.shadowRoot!;
  const alerts = () =>
    [...(shell.querySelector('portal-messages')?.shadowRoot?.querySelectorAll('[role="alert"] .toast p') ?? [])].filter(
      (p) => p.textContent === denial,
    ).length;
  const before = alerts();
  // A mini app whose chunk failed to load reloads the page once (shell/routing/element-loader.ts).
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  const settled = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('vaadin-router-location-changed', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('vaadin-router-location-changed', done);
    // Generous: on two busy cores a mini app's first load can take seconds, and the outlet would still show the previous route.
    const timer = setTimeout(done, 20_000);
  });
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await settled;
  await new Promise((r) => setTimeout(r, 20));
  // The page is going away: wait for it, the walk goes on on the reloaded page.
  if (leaving) await new Promise((r) => setTimeout(r, 10_000));
  const tag = shell.querySelector('#outlet')?.firstElementChild?.localName;
  return { final: location.pathname, tag, denied: alerts() > before };
};

/**
 * Navigates inside the single-page app to each path and records where it ended. A signed-out
 * sign-in attempt may leave the page (the browser starts over at the shell): that counts as the
 * sign-in, and the walk goes on from the reloaded page.
 */
async function walk(page: Page, targets: { path: string; denial: string }[]): Promise<Record<string, Outcome>> {
  const results: Record<string, Outcome> = {};
  for (const target of targets) {
    // A pending sign-in of an earlier route may take the page away mid-step: retry on the reloaded page.
    for (let attempt = 0; attempt < 3 && !results[target.path]; attempt++) {
      try {
        results[target.path] = await page.evaluate(step, target);
      } catch (error) {
        if (!String(error).includes('Execution context was destroyed')) throw error;
        await page.waitForLoadState('load');
        await expect(page.locator('portal-shell portal-nav')).toBeAttached();
      }
    }
    results[target.path] ??= { final: target.path, tag: 'portal-signing-in', denied: false };
  }
  return results;
}

for (const site of sites) {
  // One test per site and user: each walks every route (~200), so they spread over the workers.
  for (const user of site.users) {
    test(`menu ⇔ URL for ${user ?? 'signed out'} on ${site.host}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const origin = `http://${site.host}:${e2ePort}`;
      const home = `/portal/${site.locale}/${site.country}`;
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      if (user) await signInOn(page, origin, home, user);
      else {
        await page.goto(`${origin}${home}`);
        // Signed out, protected routes start the sign-in: keep the page here to record that.
        await page.route('**/openid/**', (route) => route.abort());
      }
      await expect(page.locator('portal-shell portal-nav')).toBeAttached();
      // Only routing is under test: mini apps may not call their APIs (a step-up would leave the page).
      await page.route('**/portal/api/**', (route) => route.abort());
      const inMenu = new Set(await menuPaths(page));
      const outcomes = await walk(
        page,
        routes.map((e) => ({ path: `${home}/${e.path}`, denial: denialText(site.locale, e.route.title) })),
      );
      const mismatches: string[] = [];
      for (const { route, path } of routes) {
        const o = outcomes[`${home}/${path}`]!;
        const signIn = o.tag === 'portal-signing-in';
        const opened =
          !o.denied && !signIn && (o.final === `${home}/${path}` || (!!route.redirectHome && o.final === home));
        if (opened !== inMenu.has(path))
          mismatches.push(`${path}: menu=${inMenu.has(path)} outcome=${JSON.stringify(o)}`);
        if (!opened) {
          // A hidden entry ends in the sign-in or in insufficientPermission on the home page.
          const refused = signIn || (o.denied && o.final === home);
          if (!refused) mismatches.push(`${path}: hidden but neither sign-in nor refused: ${JSON.stringify(o)}`);
          if (signIn && user) mismatches.push(`${path}: signed-in user sent to sign-in`);
        }
      }
      expect(mismatches, `${user ?? 'signed out'} on ${site.host}`).toEqual([]);
      if (!user) {
        // Public routes open signed out.
        for (const path of ['crm', 'PM/convectors', 'PM/convectors/krn92', 'PM/convectors/krn41']) {
          expect(inMenu.has(path), path).toBe(true);
        }
      }
      await context.close();
    });
  }
}

test('bekonTracking is public on its own brand only', async ({ page }) => {
  await page.goto(`http://portal.bekon.ch.localhost:${e2ePort}/portal/de/ch/bekonTracking`);
  await expect(page).toHaveURL(/\/portal\/de\/ch\/bekonTracking$/);
  await expect(page.locator('portal-shell h1, portal-shell [id=outlet] *').first()).toBeAttached();
  await page.goto(`http://portal.kermi.com.localhost:${e2ePort}/portal/de/de/bekonTracking`);
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.locator('portal-messages [role=alert]')).toContainText('Lieferverfolgung');
});
