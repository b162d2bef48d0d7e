import { expect, type Page } from '@playwright/test';
import { adminDatabase, createAccount, uniqueEmail } from '../support/emulators.js';
import {
  expectNoSeriousAxeViolations,
  expectSignedIn,
  openInApp,
  screenshot,
  signIn,
  test,
} from './support.js';

const FIXTURES = new URL('../fixtures/images/', import.meta.url).pathname;

function textbox(page: Page, name: string) {
  return page.getByRole('main').getByRole('textbox', { name, exact: true });
}

test('a photo picked before the first save is stored with the new building, shown on its header, and removed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const account = await createAccount(uniqueEmail('e2e-photo'));
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  await openInApp(page, '/adding-building/new/general');

  const input = page.getByLabel('Building Photo', { exact: true });
  await input.setInputFiles(`${FIXTURES}document.jpg`);
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await input.setInputFiles(`${FIXTURES}chiller.jpg`);
  await expect(page.getByRole('img', { name: 'Building Photo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Please select an image file')).toHaveCount(0);

  await textbox(page, 'Building Name').fill('Photo House');
  await textbox(page, 'Street Name').fill('Korunní 12');
  await textbox(page, 'City').fill('Praha');
  await page.getByRole('main').getByRole('combobox', { name: 'Use Type', exact: true }).click();
  await page.getByRole('option', { name: 'Office', exact: true }).click();
  await textbox(page, 'Total Floor Area Gross').fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/adding-building\/(?!new)[^/]+\/general$/, { timeout: 30_000 });
  const buildingId = /\/adding-building\/([^/]+)\//.exec(page.url())?.[1] ?? '';

  const full = (await adminDatabase('GET', `/images/${buildingId}/building`)) as string | null;
  const thumb = (await adminDatabase('GET', `/thumbnails/${buildingId}/building`)) as string | null;
  expect(full).toMatch(/^data:image\/jpeg;base64,/);
  expect(thumb).toMatch(/^data:image\/jpeg;base64,/);
  // The saved building shows its stored photo (the thumbnail) with Remove photo.
  await expect(page.getByRole('img', { name: 'Building Photo' })).toHaveAttribute('src', thumb!);
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  // The General step's own fields and the photo; a loading bar elsewhere is another screen's.
  await expectNoSeriousAxeViolations(page, 'main', { exclude: '[role="progressbar"]' });
  await screenshot(page, 'building-photo-wizard-en');

  await openInApp(page, `/building/${buildingId}`);
  await expect(page.getByTestId('building-photo')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('building-photo').locator('img')).toHaveAttribute('src', thumb!);
  await openInApp(page, `/editing-building/${buildingId}/general`);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('img', { name: 'Building Photo' })).toHaveCount(0);
  await expect
    .poll(() => adminDatabase('GET', `/thumbnails/${buildingId}/building`), { timeout: 15_000 })
    .toBeNull();
  expect(await adminDatabase('GET', `/images/${buildingId}/building`)).toBeNull();
  await openInApp(page, `/building/${buildingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Photo House' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('building-photo')).toHaveCount(0);
});
