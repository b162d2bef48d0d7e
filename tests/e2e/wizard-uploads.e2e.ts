import { expect, type Page } from '@playwright/test';
import type { WizardStep } from '../../functions/src/shared/schemas/enums/building.js';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  FUNCTIONS_ORIGIN,
  uniqueEmail,
} from '../support/emulators.js';
import {
  chooseLanguage,
  expectSignedIn,
  expectWizardStep,
  openInApp,
  screenshot,
  signIn,
  test,
} from './support.js';

/** Two days of 15-minute readings (192 rows), as a Czech Excel export would write them. */
function twoDaysOfQuarterHours(): string {
  const lines = ['Časová značka;Hodnota;Jednotka'];
  const start = Date.UTC(2025, 5, 1);
  for (let i = 0; i < 192; i += 1) {
    const at = new Date(start + i * 15 * 60_000);
    const day = String(at.getUTCDate()).padStart(2, '0');
    const time = at.toISOString().slice(11, 16);
    lines.push(`${day}.06.2025 ${time};${(2 + (i % 4) * 0.5).toFixed(1).replace('.', ',')};kWh`);
  }
  return lines.join('\r\n');
}

function csvFile(name: string, text: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

async function openStep(page: Page, buildingId: string, step: WizardStep) {
  await openInApp(page, `/editing-building/${buildingId}/${step}`);
  await expectWizardStep(page, step);
  await expect(page.getByTestId('step-uploads')).toBeVisible();
}

test('uploads historized data tied to equipment, lists bad rows by line, fills bills from meter data', async ({
  page,
}) => {
  // A long journey (four uploads, a bills table, three languages): a minute is too tight on two
  // busy cores.
  test.setTimeout(120_000);
  const account = await createAccount(uniqueEmail('e2e-uploads'));
  const buildingId = await createOwnedBuilding(account, { name: 'Upload House', city: 'Brno' });
  await adminDatabase('PATCH', `/equipment/${buildingId}`, {
    chiller1: { name: 'Chiller 1', subSystem: 'cooling' },
    boiler1: { name: 'Gas boiler', subSystem: 'heating' },
  });
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);

  // HVAC: the cooling upload is tied to the chosen chiller.
  await openStep(page, buildingId, 'hvac');
  // The menu names the selected building by its title, not its id.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText(
    'Building: Upload House',
  );
  const cooling = page.getByTestId('upload-cooling');
  await expect(
    cooling.getByRole('button', { name: 'Upload Cooling Historized Data' }),
  ).toHaveAttribute('aria-disabled', 'true');
  await cooling.getByRole('combobox', { name: 'Select Cooling Equipment' }).click();
  await page.getByRole('option', { name: 'Chiller 1' }).click();
  // Sent to the function's own origin, past Hosting's 60 s limit (web/src/lib/functions).
  const upload = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/series/upload'),
  );
  await cooling
    .getByTestId('upload-cooling-file')
    .setInputFiles(csvFile('chiller.csv', twoDaysOfQuarterHours()));
  expect((await upload).url().split('?')[0]).toBe(`${FUNCTIONS_ORIGIN}/series/upload`);
  await expect(cooling.getByTestId('upload-cooling-stored')).toContainText('192 readings stored');
  const table = cooling.getByTestId('upload-cooling-table');
  await expect(table.getByRole('columnheader', { name: 'Timestamp' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Value' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Unit' })).toBeVisible();
  await expect(table.getByText('1–25 of 192')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Jun 1, 2025');
  await expect(table.getByRole('row').nth(1)).toContainText('kWh');
  await table.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.getByText('26–50 of 192')).toBeVisible();
  expect(await adminDatabase('GET', `/series/${buildingId}/cooling~chiller1/meta`)).toMatchObject({
    scope: 'cooling',
    equipmentId: 'chiller1',
    intervalMinutes: 15,
  });
  await screenshot(page, 'wizard-upload-cooling');

  // A file with bad rows: each listed by line, nothing stored.
  const heating = page.getByTestId('upload-heating');
  await heating.getByRole('combobox', { name: 'Select Heating Equipment' }).click();
  await page.getByRole('option', { name: 'Gas boiler' }).click();
  await heating
    .getByTestId('upload-heating-file')
    .setInputFiles(
      csvFile(
        'boiler.csv',
        'Timestamp,Value,Unit\n2025-06-01 00:00,1.5,kWh\n2025-06-01 01:00,x,kWh\n2025-06-01 02:00,3,therms\n',
      ),
    );
  const failure = heating.getByTestId('upload-heating-failure');
  await expect(failure).toContainText('2 rows cannot be read. Nothing was stored.');
  await expect(failure).toContainText('Line 3: Not a number (“x”)');
  await expect(failure).toContainText('Line 4: Unknown unit (use kWh, MWh or Wh) (“therms”)');
  await expect(heating.getByTestId('upload-heating-table')).toContainText('No data uploaded yet');
  expect(await adminDatabase('GET', `/series/${buildingId}/heating~boiler1`)).toBeNull();
  await expect(page.getByTestId('upload-mechanicalVentilation')).toContainText(
    'No Mechanical Ventilation Equipment',
  );
  await screenshot(page, 'wizard-upload-failure');

  // Lighting has no equipment yet.
  await openStep(page, buildingId, 'lighting');
  await expect(page.getByTestId('upload-lighting')).toContainText('No Lighting Equipment');

  // Electricity: meter readings summed into the bills table by month, saved with their costs.
  await openStep(page, buildingId, 'electricity');
  await page
    .getByTestId('upload-consumption-file')
    .setInputFiles(
      csvFile(
        'meter.csv',
        'Timestamp,Value,Unit\n2025-01-01 00:00,100,kWh\n2025-01-20 00:00,0.2,MWh\n2025-02-03 00:00,50,kWh\n',
      ),
    );
  await expect(page.getByTestId('upload-consumption-read')).toContainText(
    '2 months read from the file',
  );
  await expect(page.locator('#wizard-step-form-rows-0-consumption')).toHaveValue('300');
  await expect(page.locator('#wizard-step-form-rows-1-consumption')).toHaveValue('50');
  await page.locator('#wizard-step-form-rows-0-cost').fill('60');
  await page.locator('#wizard-step-form-rows-1-cost').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your building has been saved')).toBeVisible();
  const rows = (await adminDatabase('GET', `/buildings/${buildingId}/electricity/rows`)) as Record<
    string,
    { month: string; consumptionKwh: number; cost: number }
  >;
  expect(Object.values(rows).sort((a, b) => a.month.localeCompare(b.month))).toEqual([
    { month: '2025-01', consumptionKwh: 300, cost: 60 },
    { month: '2025-02', consumptionKwh: 50, cost: 10 },
  ]);
  await expect(page.getByTestId('upload-overall')).toContainText('Upload Overall Historized Data');
  await screenshot(page, 'wizard-upload-electricity');

  // The uploads in Czech and German.
  for (const [language, name, button] of [
    ['Čeština', 'cs', 'Nahrát historizovaná data chlazení'],
    ['Deutsch', 'de', 'Historisierte Kühlungsdaten hochladen'],
  ] as const) {
    await openStep(page, buildingId, 'hvac');
    await chooseLanguage(page, language);
    await expect(page.getByTestId('upload-cooling-button')).toHaveText(button);
    await screenshot(page, `wizard-upload-hvac-${name}`);
  }
});
