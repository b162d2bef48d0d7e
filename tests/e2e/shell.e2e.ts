import { expect, type BrowserContext } from '@playwright/test';
import { createAccount, createOwnedBuilding, uniqueEmail } from '../support/emulators.js';
import {
  chooseLanguage,
  expectLogin,
  expectSignedIn,
  openInApp,
  screenshot,
  signIn,
  test,
} from './support.js';

test.describe('access rule', () => {
  for (const path of [
    '/',
    '/building',
    '/building/b1/performance',
    '/settings',
    '/adding-building',
    '/no-such-page',
    // Only the share routes (/iframe/...) open signed out, not any path containing "/iframe".
    '/building/abc/iframe',
    '/settings/iframe',
  ]) {
    test(`signed out, ${path} shows Login`, async ({ page }) => {
      await page.goto(path);
      await expectLogin(page);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    });
  }

  test('a share route (/iframe/...) is reachable signed out', async ({ page }) => {
    await page.goto('/iframe/some-token');
    await expect(page.getByTestId('shared-view')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await screenshot(page, 'iframe-view');
  });
});

test.describe('language', () => {
  test('switching to Czech and German changes the visible text and is remembered', async ({
    page,
  }) => {
    await page.goto('/');
    await expectLogin(page);
    await chooseLanguage(page, 'Čeština');
    await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await screenshot(page, 'login-cs');

    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

    const account = await createAccount(uniqueEmail('e2e-lang'));
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('nav-logout')).toHaveText('Abmelden');
    await openInApp(page, '/settings');
    await expect(page.getByTestId('settings-currency')).toContainText('EUR');
    await expect(page.getByTestId('settings-currency')).toContainText('€');
    await screenshot(page, 'settings-de');
  });
});

test.describe('signed-in shell', () => {
  let buildingId = '';
  test.beforeEach(async ({ page }) => {
    const account = await createAccount(uniqueEmail('e2e-shell'));
    buildingId = await createOwnedBuilding(account, { name: 'Shell Test House' });
    await page.goto('/');
    await signIn(page, account.email, account.password);
    await expectSignedIn(page);
  });

  test('the theme choice persists over a reload', async ({ page }) => {
    await page.getByTestId('theme-dark').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expectSignedIn(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
    await screenshot(page, 'portfolio-dark');
    await page.getByTestId('theme-light').click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      dark,
    );
  });

  test('a system asking for reduced motion gets dialogs without transitions, at once', async ({
    page,
  }) => {
    // The CSV import dialog's fade, read from its container while it is open, with and without
    // the preference; the theme follows a change of the preference without a reload.
    const dialogTransition = async () => {
      await page.getByRole('button', { name: 'Import buildings (CSV)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Buildings from CSV' });
      await expect(dialog).toBeVisible();
      const transition = await page
        .locator('.MuiDialog-container')
        .evaluate((element) => (element as HTMLElement).style.transition);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return transition;
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await dialogTransition()).toMatch(/^opacity \d+ms/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await dialogTransition()).toBe('none');
  });

  test('the menu reaches every screen and building entries wait for a building', async ({
    page,
  }) => {
    await expect(page.getByTestId('nav-performance')).toHaveAttribute('aria-disabled', 'true');
    for (const [entry, heading] of [
      ['dashboard', 'Dashboard'],
      ['search', 'Search'],
      ['messages', 'Messages'],
      ['settings', 'Settings'],
      ['building', 'Portfolio'],
    ] as const) {
      await page.getByTestId(`nav-${entry}`).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await screenshot(page, `screen-${entry}`);
    }
    await openInApp(page, `/building/${buildingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shell Test House' })).toBeVisible();
    await page.getByTestId('nav-comparison').click();
    await expect(page).toHaveURL(new RegExp(`/building/${buildingId}/comparison$`));
    await expect(page.getByRole('tab', { name: 'Comparison' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screenshot(page, 'building-comparison');
    await page.getByTestId('nav-edit').click();
    await expect(page).toHaveURL(new RegExp(`/editing-building/${buildingId}/general$`));
    await page.getByTestId('nav-show-url').click();
    await expect(page.getByTestId('shown-url')).toHaveValue(
      new RegExp(`/editing-building/${buildingId}/general$`),
    );
  });

  test('a screen opens at its top, and Back returns to the place on the one before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await openInApp(page, '/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(100);
    const place = await scrollY();

    await page.getByTestId('nav-settings').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect.poll(scrollY).toBe(place);
  });

  test('Dump State is hidden unless ?debug=1, then downloads the app state', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Dump State' })).toHaveCount(0);
    await openInApp(page, '/settings?debug=1');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Dump State' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^facet-state-.*\.json$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const dump = JSON.parse(await readFile(path, 'utf8')) as {
      auth: { uid: string | null };
      route: { pathname: string };
      language: string;
    };
    expect(dump.auth.uid).toBeTruthy();
    expect(dump.route.pathname).toBe('/settings');
    expect(dump.language).toBe('en');
  });

  test('Terms of Service and unknown pages render in the frame', async ({ page }) => {
    await openInApp(page, '/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await screenshot(page, 'terms');
    await openInApp(page, '/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});

// The journeys' fixture (session.ts) closes a context a test opened and left open: it would keep
// its pages running beside every later test of the worker.
test.describe("a test's own browser contexts", () => {
  let leftOpen: BrowserContext | undefined;

  test('a test leaves a context open', async ({ browser }) => {
    // It asks for no page: the fixture closing the context is one every test gets.
    leftOpen = await browser.newContext();
    await (await leftOpen.newPage()).goto('/terms-of-service');
    expect(browser.contexts()).toContain(leftOpen);
  });

  test('the next test finds it closed', async ({ browser }) => {
    expect(leftOpen).toBeDefined();
    expect(browser.contexts()).not.toContain(leftOpen);
    expect(leftOpen?.pages()).toEqual([]);
  });
});
