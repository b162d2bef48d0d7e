import { expect, type Browser, type Page } from '@playwright/test';
import { adminDatabase, removeShareLinks } from '../support/emulators.js';
import {
  DEMO_OWNER,
  DEMO_VIEWER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  openInApp,
  screenshot,
  showColourScheme,
  signInAs,
  test,
} from './support.js';

/**
 * Share links (issue 19): the owner creates a link in Show Url, a visitor without an account
 * opens it in a fresh browser, sees the figures and no personal data, in their language, in an
 * iframe's width; the owner revokes it and the link is refused. Copy Url creates one after
 * confirmation; a viewer gets the page's URL. Every link made here is removed again.
 */

const OWNER = DEMO_OWNER;
const VIEWER = DEMO_VIEWER;
/** The office in Prague: owned by the demo user, shared with the demo viewer. */
const PRAGUE = demoBuilding('prague-karlin-office');
/** What a visitor must never see: the demo accounts' addresses (this worker's copy's). */
const PERSONAL = [
  '@facet.example',
  ...[OWNER, VIEWER].map(({ email }) => email.split('@')[0] + '@'),
];

/** Opens Show Url on the building and revokes a link left by an earlier run. */
async function openShowUrl(page: Page) {
  await openInApp(page, `/building/${PRAGUE}`);
  await expect(page.getByTestId('general-panel')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('nav-show-url').click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('share-none').or(dialog.getByTestId('share-url'))).toBeVisible();
  return dialog;
}

async function revokeInDialog(page: Page) {
  await page.getByTestId('share-revoke').click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this share link?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('share-none')).toBeVisible();
}

/** A fresh browser without any sign-in, as a visitor of the link. */
async function visitor(
  browser: Browser,
  locale = 'en-US',
  colorScheme: 'light' | 'dark' = 'light',
) {
  const context = await browser.newContext({ locale, colorScheme });
  return { context, page: await context.newPage() };
}

test.describe('share links', () => {
  test.describe.configure({ mode: 'serial' });
  const made: string[] = [];

  test.afterAll(async () => {
    // Leave the demo data as found (it has no share link): no link of this run remains, not even
    // a revoked status, whether or not a journey got as far as noting its token.
    await removeShareLinks(PRAGUE, [], made);
    await adminDatabase('DELETE', `/shareLinks/${PRAGUE}`);
  });

  test('the owner shares from Show Url, a visitor sees the figures without personal data, revoked it is refused', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signInAs(page, OWNER);
    const dialog = await openShowUrl(page);
    if (await dialog.getByTestId('share-url').isVisible()) await revokeInDialog(page);
    await expect(
      dialog.getByText('This building has no share link yet.', { exact: false }),
    ).toBeVisible();
    await dialog.getByTestId('share-save').click();
    const url = dialog.getByTestId('share-url');
    await expect(url).toHaveValue(/\/iframe\/[A-Za-z0-9_-]{43}$/);
    const link = await url.inputValue();
    const token = link.split('/iframe/')[1] ?? '';
    made.push(token);
    await expect(dialog.getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
    await expect(dialog.getByTestId('share-embed')).toHaveValue(
      new RegExp(`^<iframe src="${link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`),
    );
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'share-dialog-en');
    // The window narrowed past the menu's breakpoint (a tablet turned): the menu becomes a modal
    // drawer and is mounted anew, the dialog stays open with its link, and so it does back again.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(
      page.getByRole('button', { name: 'Open menu', includeHidden: true }),
    ).toBeVisible();
    await expect(dialog.getByTestId('share-url')).toHaveValue(link);
    await screenshot(page, 'share-dialog-800px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toBeHidden();
    await expect(dialog.getByTestId('share-url')).toHaveValue(link);

    // A visitor without an account, in a fresh browser.
    const guest = await visitor(browser);
    await guest.page.goto(link);
    const shared = guest.page.getByTestId('shared-view');
    await expect(shared.getByTestId('general-panel')).toBeVisible({ timeout: 30_000 });
    await expect(guest.page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(shared.getByText('Street')).toHaveCount(0);
    await expect(shared.getByText('Edited by')).toHaveCount(0);
    await expectNoSeriousAxeViolations(guest.page, '[data-testid="shared-view"]');
    await screenshot(guest.page, 'share-view-general-en');
    await guest.page.getByTestId('share-tab-performance').click();
    await expect(guest.page).toHaveURL(new RegExp(`/iframe/${token}/performance`));
    const performance = guest.page.getByTestId('performance-screen');
    await expect(performance.getByRole('img').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(guest.page.getByTestId('go-to-asset-reliability')).toHaveCount(0);
    await expectNoSeriousAxeViolations(guest.page, '[data-testid="shared-view"]');
    await screenshot(guest.page, 'share-view-performance-en');
    await guest.page.getByTestId('share-tab-comparison').click();
    await expect(guest.page.getByTestId('comparison-screen')).toBeVisible({ timeout: 30_000 });
    await expect(guest.page.getByTestId('chart-energy').getByRole('img')).toBeVisible();
    await expect(guest.page.getByTestId('edit-comparison')).toHaveCount(0);
    // The chosen peers are counted, not named: the notice agrees with the switch.
    await expect(guest.page.getByTestId('peer-set-peers')).toHaveText('Chosen buildings (2)');
    await expect(guest.page.getByTestId('peer-source')).toContainText(
      'Peers: 2 chosen buildings, not named in a shared view.',
    );
    await expectNoSeriousAxeViolations(guest.page, '[data-testid="shared-view"]');
    await screenshot(guest.page, 'share-view-comparison-en');
    const text = (await guest.page.content()).toLowerCase();
    for (const personal of PERSONAL) expect(text).not.toContain(personal);

    // In an iframe's width (400 px): nothing wider than the frame.
    await guest.page.setViewportSize({ width: 400, height: 900 });
    await guest.page.getByTestId('share-tab-performance').click();
    await expect(performance.getByRole('img').first()).toBeVisible();
    expect(
      await guest.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(400);
    await screenshot(guest.page, 'share-view-performance-400px');
    await guest.context.close();

    // Czech and German visitors, light and dark: the link opens in the browser's language and
    // the system's colour scheme (Czech in light, German in dark), and follows the system when it
    // switches (one page load a language).
    for (const [locale, tab, first, then] of [
      ['cs-CZ', 'Výkon budovy', 'light', 'dark'],
      ['de-DE', 'Gebäudeleistung', 'dark', 'light'],
    ] as const) {
      const foreign = await visitor(browser, locale, first);
      await foreign.page.goto(`${link}/performance`);
      await expect(foreign.page.getByRole('tab', { name: tab })).toBeVisible({ timeout: 30_000 });
      await expect(foreign.page.locator('html')).toHaveClass(new RegExp(`\\b${first}\\b`));
      await expect(
        foreign.page.getByTestId('performance-screen').getByRole('img').first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      for (const mode of [first, then]) {
        if (mode === then) await showColourScheme(foreign.page, mode);
        await expectNoSeriousAxeViolations(foreign.page, '[data-testid="shared-view"]');
        await screenshot(foreign.page, `share-view-performance-${locale.slice(0, 2)}-${mode}`);
      }
      await foreign.context.close();
    }

    // Revoked: the link says so at once.
    await revokeInDialog(page);
    const late = await visitor(browser);
    await late.page.goto(link);
    await expect(late.page.getByTestId('share-refused-revoked')).toBeVisible({ timeout: 30_000 });
    await expect(late.page.getByText('This link was revoked')).toBeVisible();
    await screenshot(late.page, 'share-view-revoked-en');
    await late.page.goto('/iframe/not-a-token');
    await expect(late.page.getByTestId('share-refused-unknown')).toBeVisible();
    await late.context.close();
  });

  test('Copy Url creates a link after confirmation; a viewer copies the page and is told why', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, OWNER, { open: false });
    await page.goto(`/building/${PRAGUE}`);
    await expect(page.getByTestId('general-panel')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('nav-copy-url').click();
    const confirm = page.getByRole('dialog', { name: 'Create a share link?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Create and copy' }).click();
    await expect(page.getByText('Share link created and copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/iframe\/[A-Za-z0-9_-]{43}$/);
    made.push(copied.split('/iframe/')[1] ?? '');
    // Copied again: the same link, no new confirmation.
    await page.getByTestId('nav-copy-url').click();
    await expect(page.getByText('Share link copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);

    // The viewer (a member, not the owner) sees the link in Show Url but cannot change it.
    const other = await browser.newContext({ locale: 'en-US' });
    await other.grantPermissions(['clipboard-read', 'clipboard-write']);
    const viewer = await other.newPage();
    await signInAs(viewer, VIEWER, { open: false });
    await viewer.goto(`/building/${PRAGUE}/performance`);
    await viewer.getByTestId('nav-show-url').click();
    await expect(viewer.getByTestId('share-url')).toHaveValue(copied);
    await expect(viewer.getByTestId('share-revoke')).toHaveCount(0);
    await expect(viewer.getByTestId('share-save')).toHaveCount(0);
    await viewer.keyboard.press('Escape');
    await other.close();

    await openShowUrl(page);
    await revokeInDialog(page);
    // Without a link, the viewer's Copy Url copies the page and says who can share.
    const again = await browser.newContext({ locale: 'en-US' });
    await again.grantPermissions(['clipboard-read', 'clipboard-write']);
    const viewerAgain = await again.newPage();
    await signInAs(viewerAgain, VIEWER, { open: false });
    await viewerAgain.goto(`/building/${PRAGUE}`);
    await expect(viewerAgain.getByTestId('general-panel')).toBeVisible({ timeout: 30_000 });
    await viewerAgain.getByTestId('nav-copy-url').click();
    await expect(
      viewerAgain.getByText("Only the building's owner can create share links.", { exact: false }),
    ).toBeVisible();
    expect(await viewerAgain.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/building/${PRAGUE}$`),
    );
    await again.close();
  });
});
