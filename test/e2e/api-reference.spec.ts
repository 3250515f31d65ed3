import { expect, test } from './test.ts';

/**
 * The API reference page signs in like the portal: Authorize opens the built-in provider's login
 * form (authorization code + PKCE, client portal-api-docs), the popup returns to Swagger UI's
 * callback page, and "Try it out" calls the API with the token (docs/integration.md).
 */
test('API reference: Authorize through the OpenID provider, then try GET /Favorites', async ({ page }) => {
  await page.goto('/portal/api/docs#/Favorites/getFavorites');
  // Swagger UI renders the whole portal document (every route with its declared answers) before it
  // scrolls to the operation: on CI's two busy cores that took longer than the default 10 s once.
  await expect(page.locator('#operations-Favorites-getFavorites')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  await expect(dialog.getByText('portalOidc (OAuth2, authorizationCode with PKCE)')).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.locator('button.authorize').first().click()]);
  await expect(popup).toHaveURL(/\/openid\/interaction\//);
  await popup.getByLabel('Benutzername').fill('employee');
  await popup.getByLabel('Passwort').fill('employee');
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Anmelden' }).click()]);
  await expect(dialog.getByText('Authorized', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByPlaceholder('Filter by tag').fill('Favorites');
  const operation = page.locator('#operations-Favorites-getFavorites');
  const summary = operation.locator('.opblock-summary-control');
  await expect(summary).toBeVisible();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tr.response td.response-col_status').first()).toHaveText('200');
  await expect(operation.locator('.curl-command')).toContainText('Authorization: Bearer ey');
});
