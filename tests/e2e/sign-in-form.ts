/**
 * The Login form and the signed-in frame as the journeys see them (re-exported by support.ts).
 */
import { expect, type Page } from '@playwright/test';

/** Waits for the signed-out screen: the Login form. */
export async function expectLogin(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** Fills in and submits the Login form (the page shows it). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits until the signed-in frame shows (navigation menu present). */
export async function expectSignedIn(page: Page, options?: { timeout: number }): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(options);
}
