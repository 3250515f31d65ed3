/**
 * The shared charts and grid in a real browser, without any mini app: a fixture element
 * (fixtures/kit-fixture.tsx) is bundled here with Vite into memory and served on a page whose CSP
 * forbids inline styles, so the test also proves that the charts need no `unsafe-inline`.
 */

import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { messagesPlugin } from '../../scripts/vite-plugin-messages.ts';
import { cspHash } from '../../server/http/security-headers.ts';
import { expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

const origin = 'http://kit.test';
// As strict as the portal's own policy (server/http/security-headers.ts), including the one hash it
// allows: the empty <style> FluentProvider puts into <head> and then fills through the CSSOM.
const csp = `default-src 'self'; script-src 'self'; style-src 'self' ${cspHash('')}; img-src 'self' data:; connect-src 'self'`;
const html = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Kit</title>
<script type="module" src="/kit/kit.js"></script></head><body><portal-kit-fixture locale="de" country="de"></portal-kit-fixture></body></html>`;
let files = new Map<string, string>();

// One worker, one in-memory build for the three tests.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    base: '/kit/',
    plugins: [react(), messagesPlugin()],
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rolldownOptions: {
        input: { kit: 'test/e2e/fixtures/kit-fixture.tsx' },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })) as Rolldown.RolldownOutput;
  files = new Map(output.output.flatMap((f) => (f.type === 'chunk' ? [[f.fileName, f.code] as const] : [])));
});

async function open(p: Page, width: number) {
  await p.setViewportSize({ width, height: 900 });
  await p.addInitScript(() => {
    const seen: { directive: string; sample: string; element: string }[] = [];
    (globalThis as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, sample: e.sample, element: (e.target as Node)?.nodeName }),
    );
  });
  await p.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      return route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': csp }, body: html });
    }
    const code = files.get(path.replace(/^\/kit\//, ''));
    return code ? route.fulfill({ contentType: 'text/javascript', body: code }) : route.fulfill({ status: 404 });
  });
  await p.goto(`${origin}/`);
  const kit = p.locator('portal-kit-fixture');
  await expect(kit.getByRole('heading', { name: 'Diagramme und Tabelle' })).toBeVisible();
  return kit;
}

test('charts: canvas in an accessible figure, keyboard cursor, data reuse, table, language switch; no inline styles', async ({
  page: p,
}) => {
  const kit = await open(p, 1366);
  const figure = kit.getByRole('figure', { name: 'Energiekosten je Woche' });
  await expect(figure.locator('canvas')).toHaveCount(1);
  expect(await figure.locator('canvas').evaluate((c) => c.closest('[aria-hidden="true"]') !== null)).toBe(true);
  const summary = await figure.evaluate(
    (f) => (f.getRootNode() as ShadowRoot).getElementById(f.getAttribute('aria-describedby')!)?.textContent,
  );
  expect(summary).toContain('104 Werte von KW 1/2025 bis KW 52/2026.');
  expect(summary).toContain('Ziel: 5,00\u00a0€.');
  // uPlot's CSS is a constructed sheet in the shadow root, never a <style> in the page.
  expect(
    await kit.evaluate((host) =>
      host.shadowRoot!.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.startsWith('.uplot'))),
    ),
  ).toBe(true);
  expect(
    await p.evaluate(() => [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('uplot'))),
  ).toBe(false);

  const plot = figure.getByRole('application', { name: 'Energiekosten je Woche' });
  await plot.focus();
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('ArrowRight');
  const status = figure.getByRole('status');
  await expect(status).toHaveText(/^KW 2\/2025 – Plattling: [\d,]+\u00a0€, Stříbro: .* \(2 von 104\)$/);
  await p.keyboard.press('End');
  await expect(status).toHaveText(/^KW 52\/2026 – .*\(104 von 104\)$/);

  // A refresh feeds the same uPlot instance (same canvas) with new data.
  const canvas = await figure.locator('canvas').elementHandle();
  const before = await status.textContent();
  await kit.getByRole('button', { name: 'Aktualisieren' }).click();
  await plot.focus();
  await p.keyboard.press('End');
  await expect(status).not.toHaveText(before!);
  expect(await canvas!.evaluate((c) => c.isConnected)).toBe(true);

  await figure.getByRole('button', { name: 'Als Tabelle zeigen' }).click();
  const table = figure.getByRole('table', { name: 'Energiekosten je Woche' });
  await expect(table.getByRole('row')).toHaveCount(105);
  await expect(table.getByRole('rowheader').first()).toHaveText('KW 1/2025');
  // 10,000 points: the table is the virtualised grid, which tells its full size.
  const hourly = kit.getByRole('figure', { name: 'Leistung stündlich' });
  await hourly.getByRole('button', { name: 'Als Tabelle zeigen' }).click();
  await expect(hourly.getByRole('grid')).toHaveAttribute('aria-rowcount', '10001');
  await expectNoAxeViolations(p);

  // Only the island's Fluent provider writes a (blocked, empty) <style>; the charts need none.
  const violations = await p.evaluate(
    () => (globalThis as unknown as { cspViolations: { sample: string; element: string }[] }).cspViolations,
  );
  expect(violations.filter((v) => v.sample !== '' || v.element !== 'STYLE')).toEqual([]);

  await kit.evaluate((host) => host.setAttribute('locale', 'en'));
  await expect(figure.getByRole('button', { name: 'Hide table' })).toBeVisible();
  await plot.focus();
  await p.keyboard.press('Home');
  await expect(status).toHaveText(/^W1 2025 – Plattling: €[\d.]+, .* \(1 of 104\)$/);
});

test('grid: 50,000 rows with a few in the DOM, keyboard to the last row, activation and sorting', async ({
  page: p,
}) => {
  const kit = await open(p, 1366);
  const grid = kit.getByRole('grid', { name: 'Aufträge' });
  await expect(grid).toHaveAttribute('aria-rowcount', '50001');
  expect(await grid.getByRole('row').count()).toBeLessThan(40);
  await grid.getByRole('columnheader', { name: 'Auftrag' }).focus();
  const focused = () =>
    kit.evaluate((host) => {
      const cell = host.shadowRoot!.activeElement as HTMLElement;
      return `${cell.closest('tr')?.getAttribute('aria-rowindex')}:${cell.getAttribute('aria-colindex')} ${cell.textContent}`;
    });
  await p.keyboard.press('ArrowDown');
  expect(await focused()).toBe('2:1 A-100000');
  await p.keyboard.press('PageDown');
  await p.keyboard.press('End');
  expect(await focused()).toMatch(/^\d+:5 (Ja|Nein)$/);
  await p.keyboard.press('Control+End');
  expect(await focused()).toMatch(/^50001:5 /);
  await p.keyboard.press('Enter');
  await expect(kit.getByText('Aktiviert: A-149999')).toBeVisible();
  await expect(grid.getByRole('row', { selected: true })).toHaveAttribute('aria-rowindex', '50001');

  await p.keyboard.press('Control+Home');
  await p.keyboard.press('ArrowUp');
  await p.keyboard.press('End');
  await p.keyboard.press('ArrowLeft');
  expect(await focused()).toBe('1:4 Betrag');
  await p.keyboard.press('Enter');
  const amount = grid.getByRole('columnheader', { name: 'Betrag' });
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.locator('tbody tr').first()).toContainText('0,00\u00a0€');
  await p.keyboard.press('Enter');
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.locator('tbody tr').first()).toContainText('499,99\u00a0€');
});

test('grid: cards on a phone, axe-clean, arrow keys move between cards', async ({ page: p }) => {
  const kit = await open(p, 390);
  const list = kit.getByRole('list', { name: 'Aufträge' });
  const first = list.getByRole('listitem').first();
  await expect(first).toHaveAttribute('aria-setsize', '50000');
  await expect(first).toContainText('A-100000');
  await expect(first).toContainText('Betrag');
  await expectNoAxeViolations(p);
  await first.focus();
  await p.keyboard.press('ArrowDown');
  await expect(list.locator('li:focus')).toHaveAttribute('aria-posinset', '2');
  await p.keyboard.press('End');
  await expect(list.locator('li:focus')).toHaveAttribute('aria-posinset', '50000');
  await kit.getByLabel('Sortieren nach').selectOption({ label: 'Betrag absteigend' });
  await expect(list.getByRole('listitem').first()).toContainText('499,99\u00a0€');
});
