import { expect, type Page, type Route } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/emulators.js';
import { expectNoSeriousAxeViolations, openInApp, screenshot, signInAs, test } from './support.js';

/**
 * After a deploy: Hosting serves only the new release's files, so a tab opened before it asks
 * for screens' code that is gone. These journeys play the deploy in the page's network (the
 * stack serves one build) and check what the reader gets: the new release loaded once, or a
 * translated message with a reload, never React Router's error and its stack.
 */

/** Counts the page's loads of its document (the first `goto` included) from now on. */
function countDocumentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

const SETTINGS_CODE = '**/assets/settings-*.js';

test.describe('a tab opened before a deploy', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, await createAccount(uniqueEmail('e2e-deploy')));
  });

  test('loads the new release once when a screen’s code is gone, and shows the screen', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    let refused = 0;
    // The deploy: every file of the old build not loaded yet is gone, until the page loads the
    // new index.html, whose files exist.
    await page.route('**/assets/**', (route: Route) => {
      if (loads.count > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    await openInApp(page, '/settings');
    await expect(page.getByTestId('settings-currency')).toBeVisible();
    expect(refused).toBeGreaterThan(0);
    expect(loads.count).toBe(1);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('says so and offers a reload when the code is still missing after one', async ({ page }) => {
    const loads = countDocumentLoads(page);
    let refused = 0;
    await page.route(SETTINGS_CODE, (route: Route) => {
      refused += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    await openInApp(page, '/settings');
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    await expect(
      page.getByText(/Facet may have been updated since this tab was opened/),
    ).toBeVisible();
    // Reloaded once, then no more: a second reload would not bring the code back.
    expect(loads.count).toBe(1);
    expect(refused).toBeGreaterThanOrEqual(2);
    // In the signed-in frame: the menu stays usable.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByText('dynamically imported module')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'route-error-missing-code');

    // The connection is back: the reader's own reload shows the screen.
    await page.unroute(SETTINGS_CODE);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByTestId('settings-currency')).toBeVisible();
    expect(loads.count).toBe(2);
  });

  test('a screen that fails for another reason says something went wrong, without a reload', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.route(SETTINGS_CODE, (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: "throw new Error('Settings failed to start');",
      }),
    );
    await openInApp(page, '/settings');
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('Settings failed to start')).toHaveCount(0);
    expect(loads.count).toBe(0);

    await page.unroute(SETTINGS_CODE);
    await page.getByRole('link', { name: 'Go to the portfolio' }).click();
    await expect(page).toHaveURL(/\/building$/);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });
});

test.describe('a signed-in frame whose code is gone', () => {
  test('takes the whole page to say so, after one reload', async ({ page }) => {
    await signInAs(page, await createAccount(uniqueEmail('e2e-deploy-frame')), { open: false });
    const loads = countDocumentLoads(page);
    await page.route('**/assets/app-frame-*.js', (route: Route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await page.goto('/');
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    // The first load and one reload, no more.
    expect(loads.count).toBe(2);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Reload the page');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'route-error-page');
  });
});

test.describe('Hosting after a deploy', () => {
  test('a missing file of the build is a 404, not the app served as JavaScript', async ({
    request,
  }) => {
    const missing = await request.get('/assets/settings-gone0000.js');
    expect(missing.status()).toBe(404);
    // Hosting's page for a missing file, not the app's index.html (which a module import would
    // have taken for JavaScript, and the browser kept for a year under the file's name).
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  test('the app’s pages are revalidated on every load, its hashed files kept a year', async ({
    request,
  }) => {
    for (const path of ['/', '/building', '/building/some-id/performance', '/assetsfolder']) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-type'], path).toContain('text/html');
      expect(page.headers()['cache-control'], path).toBe('no-cache');
    }
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const code = await request.get(script!);
    expect(code.status()).toBe(200);
    expect(code.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
