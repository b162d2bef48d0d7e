import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { expectLogin, expectSignedIn, openInApp, screenshot, test } from './support.js';

const GAPI_SHIM = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');

test.beforeEach(async ({ context }) => {
  // Offline machine: serve Google's gapi loader locally and drop the emulator widget's web fonts.
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  await context.route(/fonts\.googleapis\.com|unpkg\.com/, (route) => route.abort());
});

test('signs in with a Google account through the popup (Auth emulator)', async ({ page }) => {
  await page.goto('/');
  await expectLogin(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByRole('button', { name: 'Auto-generate user information' }).click();
  await popup.getByRole('button', { name: /Sign in with Google/i }).click();
  await expectSignedIn(page);
  await openInApp(page, '/settings');
  await expect(page.getByTestId('settings-account')).toContainText('@example.com');
  await screenshot(page, 'google-signed-in');
});

test('closing the popup shows the provider message', async ({ page }) => {
  await page.goto('/');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(page.getByTestId('auth-error')).toHaveText(
    'The sign-in window was closed before signing in finished.',
    { timeout: 20_000 },
  );
});
