import { e2ePort } from '../../playwright.config.ts';
import { flattenRoutes } from '../../shell/routing/routes.ts';
import { axeViolations, completeStepUp, menuPaths, signInOn } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Every screen a user can open from the menu, with its real data: axe-core finds no violation.
 * Four users as the menu walk (menu-visibility.spec.ts): signed out, employee and admin on the
 * German kermi site, the Czech employee on the Czech pzpheating site. Screens are told apart by
 * the element the route shows (the 61 info-system modules are one screen with different texts):
 * each distinct screen is checked once per user, on the first route that shows it. Later routes of
 * a screen already checked are not opened at all: that they open is the menu walk's
 * (menu-visibility.spec.ts), that every info-system module has its documents the server suite's
 * (test/server/files-api.test.ts).
 */
// The admin's walk, the longest, first (playwright.config.ts: workers take tests in order).
const walks = [
  { user: 'admin', host: 'portal.kermi.com.localhost', home: '/portal/de/de', parts: 2 },
  { user: null, host: 'portal.kermi.com.localhost', home: '/portal/de/de', parts: 1 },
  { user: 'employee', host: 'portal.kermi.com.localhost', home: '/portal/de/de', parts: 2 },
  { user: 'cz-employee', host: 'portal.pzpheating.cz.localhost', home: '/portal/cs/cz', parts: 1 },
] as const;

/**
 * The two users with the most screens walk them in parts, each its own test (so the parts run on
 * different workers): a screen belongs to one part by its element's name, so together the parts
 * check every screen once. A route whose element is not known beforehand is opened in every part.
 */
function inPart(element: string | undefined, part: number, parts: number): boolean {
  if (!element || parts === 1) return true;
  let sum = 0;
  for (const char of element) sum += char.charCodeAt(0);
  return sum % parts === part;
}

/** The element each route shows (shell/routing/routes.ts), by its path below the site's home. */
const routeElement = new Map(flattenRoutes().map((e) => [e.path, e.route.element]));

/** Navigates inside the app and waits until the route's screen has rendered its content. */
async function openScreen(page: Page, home: string, path: string): Promise<string> {
  // Until the router announces the new location, the outlet still shows the previous screen.
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        if (location.pathname === target) return resolve();
        window.addEventListener('vaadin-router-location-changed', () => resolve(), { once: true });
        history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
  const handle = await page.waitForFunction(
    ([target, home]) => {
      // Routes that only lead home (redirectHome) end there.
      if (location.pathname !== target && location.pathname !== home) return null;
      const outlet = document.querySelector('portal-shell')?.shadowRoot?.querySelector('#outlet');
      const screen = outlet?.firstElementChild;
      if (!screen || screen.localName === 'portal-signing-in') return null;
      const root = screen.shadowRoot ?? screen;
      const text = root.textContent?.trim() ?? '';
      const loading = root.querySelector('[role="progressbar"], [aria-busy="true"]');
      return text.length > 20 && !loading ? screen.localName : null;
    },
    [path, home],
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as string;
}

/**
 * Opens the screen and runs axe on it. A step-up app (the admin's security app) leaves for the
 * provider's one-time code once its first API call is refused: answer it, come back, check again.
 */
async function checkScreen(
  page: Page,
  home: string,
  path: string,
  seen: Set<string>,
  inThisPart: (element: string | undefined) => boolean,
): Promise<string[]> {
  const element = routeElement.get(path.slice(home.length + 1));
  if (element && (seen.has(element) || !inThisPart(element))) return [];
  for (let attempt = 0; ; attempt++) {
    try {
      const screen = await openScreen(page, home, path);
      if (seen.has(screen)) return [];
      const violations = await axeViolations(page);
      seen.add(screen);
      return violations.map((v) => `${path} (${screen}) ${v}`);
    } catch (error) {
      if (attempt > 0 || !/Execution context was destroyed|Timeout/.test(String(error))) throw error;
      await page.waitForURL(/\/openid\/interaction\//);
      await completeStepUp(page);
      await page.waitForURL((url) => url.pathname.startsWith(home), { timeout: 20_000 });
    }
  }
}

/** The menu's paths once the menu has stopped changing (it fills in as the session and permissions load). */
async function settledMenu(page: Page): Promise<string[]> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const paths = (await menuPaths(page)).sort();
    if (paths.length && paths.join() === last) return paths;
    last = paths.join();
    await page.waitForTimeout(500);
  }
  throw new Error(`The menu kept changing: ${last}`);
}

for (const { user, host, home, parts } of walks) {
  for (let part = 0; part < parts; part++) {
    const partName = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`every screen ${user ?? 'signed out'} opens on ${host} has no accessibility violations${partName}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const origin = `http://${host}:${e2ePort}`;
      if (!user) await page.goto(`${origin}${home}`);
      else await signInOn(page, origin, home, user, { fresh: user === 'admin' });
      if (user === 'admin') {
        // The security app asks for the second factor on its first call: answered once, up front.
        await page.goto(`${origin}${home}/security`);
        await completeStepUp(page);
        await expect(page).toHaveURL(`${origin}${home}/security`, { timeout: 20_000 });
      }
      await expect(page.locator('portal-shell portal-nav')).toBeAttached();
      const paths = await settledMenu(page);
      expect(paths.length).toBeGreaterThan(user ? 10 : 3);

      const checked = new Set<string>();
      const violations: string[] = [];
      for (const path of [home, ...paths.map((p) => `${home}/${p}`)])
        violations.push(...(await checkScreen(page, home, path, checked, (element) => inPart(element, part, parts))));
      expect(violations).toEqual([]);
      // The frame's own pages and mini apps were seen.
      expect(checked.size, `screens ${[...checked]} from ${paths}`).toBeGreaterThan(user ? (parts > 1 ? 2 : 5) : 2);
    });
  }
}
