import { expect } from '@playwright/test';
import { adminDatabase, createAccount, uniqueEmail } from '../support/emulators.js';
import { expectSignedIn, openInApp, screenshot, signIn, test } from './support.js';

test("a user-created building's cooling upload gets its equipment through Add equipment in place, preset to Cooling and selected", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount(uniqueEmail('e2e-wizard-equipment'));
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  await openInApp(page, '/adding-building/new/general');
  const tb = (n: string) => page.getByRole('main').getByRole('textbox', { name: n, exact: true });
  await tb('Building Name').fill('Cooling House');
  await tb('Street Name').fill('Korunní 12');
  await tb('City').fill('Praha');
  await page.getByRole('main').getByRole('combobox', { name: 'Use Type', exact: true }).click();
  await page.getByRole('option', { name: 'Office', exact: true }).click();
  await tb('Total Floor Area Gross').fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/adding-building\/(?!new)[^/]+\/general$/, { timeout: 30_000 });
  const id = /\/adding-building\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  await openInApp(page, `/adding-building/${id}/hvac`);
  const section = page.getByTestId('upload-cooling');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText('No Cooling Equipment')).toBeVisible();
  await section.getByRole('button', { name: 'Add equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
  await expect(dialog.getByRole('combobox', { name: 'Sub-System' })).toContainText('Cooling');
  await dialog.getByRole('textbox', { name: /^Equipment ID/ }).fill('CH-1');
  await dialog.getByRole('textbox', { name: /^Equipment Name/ }).fill('Chiller one');
  await dialog.getByRole('textbox', { name: /^Equipment Type/ }).fill('Chiller');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('upload-cooling-equipment')).not.toHaveValue('');
  await expect(section).toContainText('Chiller one');
  await expect(
    section.getByRole('button', { name: 'Upload Cooling Historized Data' }),
  ).toBeEnabled();
  await screenshot(page, 'wizard-add-equipment-en');
  const eq = (await adminDatabase('GET', `/equipment/${id}`)) as Record<
    string,
    { subSystem: string }
  >;
  expect(Object.values(eq)[0]?.subSystem).toBe('cooling');
});
