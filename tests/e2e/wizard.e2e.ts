import { expect, type Page } from '@playwright/test';
import { adminDatabase, createAccount, uniqueEmail } from '../support/emulators.js';
import { chooseLanguage, expectSignedIn, openInApp, screenshot, signIn, test } from './support.js';

async function signInFresh(page: Page, prefix: string) {
  const account = await createAccount(uniqueEmail(prefix));
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  return account;
}

function textbox(page: Page, name: string) {
  return page.getByRole('main').getByRole('textbox', { name, exact: true });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function buildingIdFrom(url: string): string {
  const match =
    /\/adding-building\/([^/]+)\//.exec(url) ?? /\/editing-building\/([^/]+)\//.exec(url);
  if (!match?.[1]) throw new Error(`no building id in ${url}`);
  return match[1];
}

test('creates a building through the wizard, saves part-way, finishes it and deletes it', async ({
  page,
}) => {
  const account = await signInFresh(page, 'e2e-wizard');
  await page.getByRole('link', { name: 'Add building' }).click();
  await expect(
    page.getByText('You are adding building into your portfolio. Would you like to do this?'),
  ).toBeVisible();
  await screenshot(page, 'wizard-opening');
  await page.getByRole('link', { name: 'Enter Information Manually' }).click();
  await expect(page).toHaveURL(/\/adding-building\/new\/general$/);
  await expect(page.getByTestId('wizard-percent')).toHaveText('0% Complete');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await textbox(page, 'Building Name').fill('Wizard House');
  await textbox(page, 'Street Name').fill('Korunní 12');
  await textbox(page, 'City').fill('Praha');
  await choose(page, 'Use Type', 'Office');
  await textbox(page, 'Total Floor Area Gross').fill('1200');
  await screenshot(page, 'wizard-general');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/adding-building\/[^/]+\/activity$/);
  const buildingId = buildingIdFrom(page.url());
  await expect(page.getByTestId('wizard-percent')).toHaveText('11% Complete');
  expect(await adminDatabase('GET', `/buildings/${buildingId}/meta/status`)).toBe('temporary');
  expect(await adminDatabase('GET', `/users/${account.uid}/buildings/${buildingId}`)).toBe(true);
  await screenshot(page, 'wizard-activity');

  await page.reload();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('main').getByText('Wizard House')).toBeVisible();

  await page.getByRole('button', { name: 'Electricity Consumption' }).click();
  await expect(page).toHaveURL(/\/electricity$/);
  await screenshot(page, 'wizard-electricity');

  // "Done All" marks every step done, Done included (spec 4): 100 % and Permanent (issue 35).
  await page.getByRole('button', { name: 'Done All' }).click();
  await expect(page.getByText('Your building has been done all')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('wizard-percent')).toHaveText('100% Complete');
  expect(await adminDatabase('GET', `/buildings/${buildingId}/meta/status`)).toBe('permanent');

  await page.getByRole('button', { name: 'Done', exact: true }).first().click();
  await expect(page).toHaveURL(/\/done$/);
  await expect(page.getByTestId('done-step')).toContainText('This building is done.');
  await screenshot(page, 'wizard-done');
  await page.getByRole('main').getByRole('button', { name: 'Done', exact: true }).last().click();
  await expect(page.getByText('The building was successfully created')).toBeVisible();
  expect(await adminDatabase('GET', `/buildings/${buildingId}/meta/status`)).toBe('permanent');
  await page.getByRole('button', { name: 'View the building' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wizard House' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/editing-building/${buildingId}/general$`));
  await expect(textbox(page, 'Building Name')).toHaveValue('Wizard House');
  await textbox(page, 'Title').fill('Wizard House (renamed)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your building has been saved')).toBeVisible();
  expect(await adminDatabase('GET', `/buildings/${buildingId}/general/title`)).toBe(
    'Wizard House (renamed)',
  );

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this building?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your building has been deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/building$/);
  expect(await adminDatabase('GET', `/buildings/${buildingId}`)).toBeNull();
  expect(await adminDatabase('GET', `/users/${account.uid}/buildings/${buildingId}`)).toBeNull();
});

test('asks before leaving a step with unsaved edits', async ({ page }) => {
  await signInFresh(page, 'e2e-unsaved');
  await openInApp(page, '/adding-building/new/general');
  await textbox(page, 'Building Name').fill('Unsaved House');
  await page.getByTestId('nav-dashboard').click();
  await expect(
    page.getByText('This step has changes that are not saved. Leave it anyway?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(textbox(page, 'Building Name')).toHaveValue('Unsaved House');
  await page.getByTestId('nav-dashboard').click();
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('runs in German with the steps and messages translated', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'Deutsch');
  const account = await createAccount(uniqueEmail('e2e-wizard-de'));
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('nav-logout')).toHaveText('Abmelden');
  await openInApp(page, '/adding-building/new/general');
  await expect(page.getByTestId('wizard-percent')).toHaveText('0 % abgeschlossen');
  await expect(page.getByRole('button', { name: 'Allgemeine Informationen' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByText('Dieses Feld ist erforderlich', { exact: false }).first(),
  ).toBeVisible();
  await screenshot(page, 'wizard-general-de');
});

test('searches the building registry online and starts the wizard from a suggestion', async ({
  page,
}) => {
  const account = await signInFresh(page, 'e2e-registry');
  await page.getByRole('link', { name: 'Add building' }).click();
  await page.getByRole('link', { name: 'Search building online' }).click();
  await expect(page).toHaveURL(/\/adding-building\/search$/);
  const field = textbox(page, 'Enter Building Name or Address');
  await field.fill('zzqx nowhere');
  await expect(page.getByText('No suggestion', { exact: true })).toBeVisible();

  await field.fill('95864 cottonwood');
  const suggestion = page.getByRole('button', { name: /95864 SW Cottonwood Court/ });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText('No suggestion', { exact: true })).toHaveCount(0);
  await screenshot(page, 'wizard-search');
  await suggestion.click();

  await expect(page.getByText('Is the information correct?')).toBeVisible();
  await expect(page.getByTestId('registry-details')).toContainText('EnergyTown');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await page.getByRole('button', { name: /95864 SW Cottonwood Court/ }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  await expect(page).toHaveURL(/\/adding-building\/new\/general$/);
  await expect(textbox(page, 'Building Name')).toHaveValue('95864 SW Cottonwood Court');
  await expect(textbox(page, 'Street Name')).toHaveValue('95864 SW Cottonwood Court');
  await expect(textbox(page, 'City')).toHaveValue('EnergyTown');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/adding-building\/[^/]+\/activity$/);
  const buildingId = buildingIdFrom(page.url());
  expect(await adminDatabase('GET', `/buildings/${buildingId}/general`)).toMatchObject({
    name: '95864 SW Cottonwood Court',
    street: '95864 SW Cottonwood Court',
    city: 'EnergyTown',
    country: 'US',
    useType: 'other',
  });
  expect(await adminDatabase('GET', `/users/${account.uid}/buildings/${buildingId}`)).toBe(true);
});
