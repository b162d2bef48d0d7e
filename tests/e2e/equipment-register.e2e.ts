import { expect, type Page } from '@playwright/test';
import { removeEquipmentByAssetId } from '../support/emulators.js';
import csEquipment from '../../web/src/locales/cs/equipment.json' with { type: 'json' };
import {
  chooseLanguage,
  DEMO_OWNER,
  DEMO_VIEWER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  screenshot,
  signInAs,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
const VIEWER = DEMO_VIEWER;
/** Sub-metered office in Prague (koruna), shared with the demo viewer; seeded with equipment. */
const PRAGUE = demoBuilding('prague-karlin-office');

const SPEC_5_4 = [
  'Equipment ID is required',
  'Equipment Type is required',
  'Equipment Name is required',
  'Capacity must be positive',
  'Initial value must be positive',
  'Expected life must be at least 1 year',
];

async function openRegister(page: Page) {
  await page.goto(`/building/${PRAGUE}/asset-reliability`);
  await page.getByRole('link', { name: 'Open the equipment register' }).click();
  await expect(page).toHaveURL(new RegExp(`/building/${PRAGUE}/equipment$`));
  await expect(page.getByTestId('equipment-table')).toBeVisible({ timeout: 20_000 });
}

function search(page: Page, text: string) {
  return page.getByRole('searchbox').fill(text);
}

test.describe('Equipment register', () => {
  test('an owner adds a chiller, edits it, finds it in the list and deletes it', async ({
    page,
  }) => {
    const assetId = `E2E-CH-${Date.now()}`;
    try {
      await signInAs(page, OWNER, { open: false });
      await openRegister(page);
      await expectNoSeriousAxeViolations(page, '[data-testid="equipment-table"]');
      await screenshot(page, 'equipment-register-en');

      await page.getByRole('button', { name: 'Add equipment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
      await expect(dialog).toBeVisible();
      // Money in the building's currency (koruna).
      await expect(dialog.getByRole('textbox', { name: 'Initial Value (Kč)' })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Capacity (kWh)' }).fill('0');
      await dialog.getByRole('textbox', { name: 'Initial Value (Kč)' }).fill('-1');
      await dialog.getByRole('textbox', { name: 'Expected Life (Years)' }).fill('0');
      await dialog.getByRole('button', { name: 'Save' }).click();
      for (const message of SPEC_5_4) await expect(dialog.getByText(message)).toBeVisible();
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');
      await screenshot(page, 'equipment-form-errors-en');

      await dialog.getByRole('textbox', { name: /^Equipment ID/ }).fill(assetId);
      await dialog.getByRole('textbox', { name: /^Equipment Name/ }).fill('Rooftop chiller');
      await dialog.getByRole('textbox', { name: /^Equipment Type/ }).fill('Chiller');
      await dialog.getByRole('combobox', { name: 'Sub-System' }).click();
      await page.getByRole('option', { name: 'Cooling', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Location' }).fill('Roof');
      await dialog.getByLabel('Installed').fill('2020-01-15');
      await dialog.getByRole('textbox', { name: 'Capacity (kWh)' }).fill('350');
      await dialog.getByRole('textbox', { name: 'Initial Value (Kč)' }).fill('1200000');
      await dialog.getByRole('textbox', { name: 'Expected Life (Years)' }).fill('20');
      await dialog.getByRole('textbox', { name: 'Warranty Period (Yr)' }).fill('2');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      await search(page, assetId);
      const row = page.getByRole('row').filter({ hasText: assetId });
      await expect(row).toContainText('Rooftop chiller');
      await expect(row).toContainText('Cooling');
      await expect(row).toContainText('Expired Jan 14, 2022');

      await row.getByLabel('Edit Rooftop chiller').click();
      const edit = page.getByRole('dialog', { name: 'Edit Equipment Details' });
      await expect(edit.getByRole('textbox', { name: 'Capacity (kWh)' })).toHaveValue('350');
      await edit.getByRole('textbox', { name: /^Equipment Name/ }).fill('Rooftop chiller 2');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: assetId })).toContainText(
        'Rooftop chiller 2',
      );

      await chooseLanguage(page, 'Čeština');
      // Exact: the open tab's heading, "Spolehlivost zařízení" (Asset Reliability), holds the word.
      await expect(
        page.getByRole('heading', { name: csEquipment.title, exact: true }),
      ).toBeVisible();
      await page
        .getByRole('row')
        .filter({ hasText: assetId })
        .getByRole('gridcell')
        .first()
        .click();
      await screenshot(page, 'equipment-register-cs');
      await page
        .getByRole('row')
        .filter({ hasText: assetId })
        .getByLabel(csEquipment.actions.edit.replace('{{name}}', 'Rooftop chiller 2'))
        .click();
      await expect(page.getByRole('dialog', { name: csEquipment.form.editTitle })).toBeVisible();
      await screenshot(page, 'equipment-form-cs');
      await page.getByRole('button', { name: csEquipment.form.cancel }).click();
      await chooseLanguage(page, 'English');

      await page
        .getByRole('row')
        .filter({ hasText: assetId })
        .getByLabel('Delete Rooftop chiller 2')
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete Rooftop chiller 2?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: assetId })).toHaveCount(0);
    } finally {
      await removeEquipmentByAssetId(PRAGUE, assetId);
    }
  });

  test('a viewer reads the list without add, edit or delete', async ({ page }) => {
    await signInAs(page, VIEWER, { open: false });
    await openRegister(page);
    await expect(page.getByText('only its owner and editors can change it')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add equipment' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await expectNoSeriousAxeViolations(page, '[data-testid="equipment-table"]');
    await screenshot(page, 'equipment-register-viewer-en');
  });
});
