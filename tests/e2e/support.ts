import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/** Saves a full-page screenshot under tests/e2e/screenshots/ (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** Waits for the signed-out screen: the Login form. */
export async function expectLogin(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits until the signed-in frame shows (navigation menu present). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/**
 * Chooses a language in the menu and waits until the app has switched to it: the menu closed and
 * the select naming the language, which it does once the language's catalogs have loaded (a busy
 * stack takes seconds for them). A choice that did not take (the menu left open under load) is
 * made again.
 */
export async function chooseLanguage(page: Page, optionName: string): Promise<void> {
  const select = page.getByTestId('language-select').first();
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await select.click({ timeout: 5_000 });
    await page.getByRole('option', { name: optionName }).click({ timeout: 5_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 5_000 });
    // The select shows the chosen language's name (beside its outlined label).
    await expect(select).toContainText(optionName, { timeout: 30_000 });
  }).toPass({ timeout: 90_000 });
}

declare global {
  interface Window {
    /** The app's analytics sink in emulator builds (web/src/lib/analytics.ts). */
    __FACET_ANALYTICS__?: { name: string; params: Record<string, unknown>; at: number }[];
  }
}
