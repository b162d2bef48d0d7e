/**
 * The browser side of the benches: Debian's Chromium launched as the journeys launch it, a page
 * context of the benches' size, the sign-in through the Login form and the way back to a
 * building's General tab between two timed clicks.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../tests/support/chromium.js';

/** E-mail and password of an account to sign in with. */
export interface Account {
  email: string;
  password: string;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/**
 * tsx (esbuild) names functions through a `__name` helper that the page does not have: a function
 * handed to `page.evaluate` or `addInitScript` needs it there.
 */
export async function addNameHelper(context: BrowserContext): Promise<void> {
  await context.addInitScript('globalThis.__name = (target) => target;');
}

/** A context of 1440 × 900 in English (`options` add to it or override), with the `__name` helper. */
export async function newBenchContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    ...options,
  });
  await addNameHelper(context);
  return context;
}

/** Opens `url`, signs in through the Login form and waits until `ready` shows. */
export async function signIn(
  page: Page,
  url: string,
  account: Account,
  ready: Locator,
  timeoutMs = 60_000,
): Promise<void> {
  await page.goto(url);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await ready.waitFor({ timeout: timeoutMs });
}

/**
 * Back to a building's General tab from the tab whose screen is `screenTestId`, settled: its panel
 * shown, the screen gone, a second idle.
 */
export async function backToGeneral(page: Page, screenTestId: string): Promise<void> {
  await page.getByRole('tab', { name: 'General Information', exact: true }).click();
  await page.getByTestId('general-panel').waitFor();
  await page.getByTestId(screenTestId).waitFor({ state: 'detached' });
  await page.waitForTimeout(1_000);
}
