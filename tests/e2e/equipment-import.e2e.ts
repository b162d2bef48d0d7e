import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
} from '../support/emulators.js';
import csImport from '../../web/src/locales/cs/equipmentImport.json' with { type: 'json' };
import deImport from '../../web/src/locales/de/equipmentImport.json' with { type: 'json' };
import {
  chooseLanguage,
  expectNoSeriousAxeViolations,
  screenshot,
  showColourScheme,
  signInAs,
  test,
} from './support.js';

const FIXTURES = new URL('../fixtures/equipment-import/', import.meta.url).pathname;

/** Opens the dialog with `action`, picks `file`, imports it and waits for the report. */
async function importFile(page: Page, action: string, importLabel: string, file: string) {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('equipment-import-input').setInputFiles(`${FIXTURES}${file}`);
  await expect(dialog.getByText(file, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: importLabel, exact: true }).click();
  await expect(dialog.getByTestId('equipment-import-report')).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test.describe('Equipment import', () => {
  test('an owner imports a CMMS export, a Czech and a German register; a viewer has no import', async ({
    page,
    browser,
  }) => {
    // Four imports, three languages, axe and screenshots: longer than the default minute.
    test.setTimeout(240_000);
    const owner = await createAccount(uniqueEmail('eqimport'));
    const viewer = await createAccount(uniqueEmail('eqviewer'));
    const buildingId = await createOwnedBuilding(owner, { name: 'Import test office' });
    await adminDatabase('PATCH', `/buildings/${buildingId}/members`, { [viewer.uid]: 'viewer' });
    await signInAs(page, owner, { open: false });
    await page.goto(`/building/${buildingId}/equipment`);
    await expect(page.getByText('No equipment yet')).toBeVisible({ timeout: 20_000 });

    // The dialog before a file: the template in each language, checked on download.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import equipment from CSV' });
    await expect(dialog).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByTestId('equipment-template-de').click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('facet-anlagen-vorlage-de.csv');
    const templateText = readFileSync(await template.path(), 'utf8');
    expect(templateText.startsWith('\uFEFFAnlagen-ID;Anlagenname;Anlagentyp;')).toBe(true);
    await dialog.getByTestId('equipment-import-input').setInputFiles({
      name: 'assets.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await expect(dialog.getByTestId('equipment-import-check')).toHaveText(
      'Please select a valid CSV file',
    );
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'equipment-import-dialog-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A CMMS export: the report, then the rows in the register.
    const report = await importFile(page, 'Import CSV', 'Import', 'cmms-export.csv');
    await expect(report.getByTestId('equipment-import-counts')).toHaveText(
      '5 equipment created · 0 updated · 0 unchanged · 0 rows skipped',
    );
    await expect(report.getByTestId('equipment-import-conventions')).toContainText(
      'Slashed dates as month/day/year (detected from the file)',
    );
    await expect(report.getByTestId('equipment-import-unused')).toHaveText(
      'Category (another column gives this field), Serial (not kept in the register)',
    );
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'equipment-import-report-en');
    await report.getByRole('button', { name: 'Close' }).click();
    const table = page.getByTestId('equipment-table');
    await expect(table).toBeVisible();
    for (const id of ['CH-01', 'CH-02', 'AHU-01', 'B-01', 'LT-01']) {
      await expect(table.getByText(id, { exact: true })).toBeVisible();
    }
    await screenshot(page, 'equipment-import-register-en');

    // One bad row: the good ones written, the bad one listed with its translated reason.
    const partial = await importFile(page, 'Import CSV', 'Import', 'one-bad-row.csv');
    const skipped = partial.getByTestId('equipment-import-skipped');
    await expect(skipped.getByRole('row').nth(1)).toHaveText(/^3Condition.*out of range.*140$/);
    await partial.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByText('P-03', { exact: true })).toBeVisible();
    await expect(table.getByText('P-02', { exact: true })).toHaveCount(0);

    // Czech, light; German, dark.
    await chooseLanguage(page, 'Čeština');
    const czech = await importFile(
      page,
      csImport.action,
      csImport.dialog.import,
      'czech-semicolons.csv',
    );
    await expect(czech.getByTestId('equipment-import-counts')).toContainText(
      '3 zařízení vytvořena',
    );
    await expect(czech.getByTestId('equipment-import-conventions')).toContainText(
      'Čísla s desetinnou čárkou',
    );
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'equipment-import-report-cs');
    await czech.getByRole('button', { name: csImport.dialog.close }).click();
    await expect(table.getByText('VZT-01', { exact: true })).toBeVisible();

    await showColourScheme(page, 'dark');
    await chooseLanguage(page, 'Deutsch');
    const german = await importFile(page, deImport.action, deImport.dialog.import, 'german.csv');
    await expect(german.getByTestId('equipment-import-counts')).toContainText('3 Anlagen angelegt');
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'equipment-import-report-de-dark');
    // The same file again updates nothing and creates nothing.
    await german.getByRole('button', { name: deImport.dialog.another }).click();
    await german.getByTestId('equipment-import-input').setInputFiles(`${FIXTURES}german.csv`);
    await german.getByRole('button', { name: deImport.dialog.import, exact: true }).click();
    await expect(german.getByTestId('equipment-import-counts')).toContainText(
      '0 Anlagen angelegt · 0 aktualisiert · 3 unverändert',
    );
    await german.getByRole('button', { name: deImport.dialog.close }).click();
    await screenshot(page, 'equipment-import-register-de-dark');
    await showColourScheme(page, 'light');
    await chooseLanguage(page, 'English');

    // A viewer reads the register without the import.
    const viewerPage = await (await browser.newContext()).newPage();
    await signInAs(viewerPage, viewer, { open: false });
    await viewerPage.goto(`/building/${buildingId}/equipment`);
    await expect(viewerPage.getByTestId('equipment-table')).toBeVisible({ timeout: 60_000 });
    await expect(viewerPage.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  });
});
