import { expect, type Locator, type Page } from '@playwright/test';
import csEquipment from '../../web/src/locales/cs/equipment.json' with { type: 'json' };
import deEquipment from '../../web/src/locales/de/equipment.json' with { type: 'json' };
import csValidation from '../../web/src/locales/cs/validation.json' with { type: 'json' };
import deValidation from '../../web/src/locales/de/validation.json' with { type: 'json' };
import {
  DATABASE_HOST,
  DATABASE_NAMESPACE,
  removeEquipmentByAssetId,
} from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  screenshot,
  showColourScheme,
  signInAs,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
/** Sub-metered office in Prague (koruna), seeded with equipment. */
const PRAGUE = demoBuilding('prague-karlin-office');
const FIXTURES = new URL('../fixtures/images/', import.meta.url).pathname;

const SPEC_5_4 = [
  'Equipment ID is required',
  'Equipment Type is required',
  'Equipment Name is required',
  'Capacity must be positive',
  'Initial value must be positive',
  'Expected life must be at least 1 year',
];

/** Reads a path with the emulator's admin token (bypasses the rules), to see what was stored. */
async function adminRead(path: string): Promise<unknown> {
  const response = await fetch(
    `http://${DATABASE_HOST ?? '127.0.0.1:9000'}/${path}.json?ns=${DATABASE_NAMESPACE}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return response.json();
}

async function equipmentIdOf(assetId: string): Promise<string> {
  const records = (await adminRead(`equipment/${PRAGUE}`)) as Record<string, { assetId: string }>;
  const found = Object.entries(records).find(([, record]) => record.assetId === assetId);
  if (!found) throw new Error(`no equipment ${assetId}`);
  return found[0];
}

async function openRegister(page: Page) {
  await signInAs(page, OWNER, { open: false });
  await page.goto(`/building/${PRAGUE}/equipment`);
  await expect(page.getByTestId('equipment-table')).toBeVisible({ timeout: 60_000 });
}

const pick = (dialog: Locator, label: string, file: string) =>
  dialog.getByLabel(label, { exact: true }).setInputFiles(`${FIXTURES}${file}`);

function rowOf(page: Page, assetId: string) {
  return page.getByRole('row').filter({ hasText: assetId });
}

test.describe('Equipment image', () => {
  test('an owner adds a chiller with an image, replaces it, removes it and deletes the chiller', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const assetId = `E2E-IMG-${Date.now()}`;
    try {
      await openRegister(page);
      await page.getByRole('button', { name: 'Add equipment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Equipment' });

      // Every spec 5.4 message on the form.
      await dialog.getByRole('textbox', { name: 'Capacity (kWh)' }).fill('0');
      await dialog.getByRole('textbox', { name: 'Initial Value (Kč)' }).fill('-1');
      await dialog.getByRole('textbox', { name: 'Expected Life (Years)' }).fill('0');
      await dialog.getByRole('button', { name: 'Save' }).click();
      for (const message of SPEC_5_4) await expect(dialog.getByText(message)).toBeVisible();

      // A PDF renamed .jpg, then a corrupt JPEG: refused with the spec 5.4 / spec 4 messages.
      await pick(dialog, 'Equipment Image', 'document.jpg');
      await expect(dialog.getByText('Please select an image file')).toBeVisible();
      await pick(dialog, 'Equipment Image', 'corrupt.jpg');
      await expect(dialog.getByText('Error processing image. Please try again.')).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Equipment Image' })).toHaveCount(0);

      // A real PNG: processed, shown, saved with the record.
      await pick(dialog, 'Equipment Image', 'chiller.png');
      await expect(dialog.getByRole('img', { name: 'Equipment Image' })).toBeVisible();
      await expect(dialog.getByText('Error processing image. Please try again.')).toHaveCount(0);
      await dialog.getByRole('textbox', { name: /^Equipment ID/ }).fill(assetId);
      await dialog.getByRole('textbox', { name: /^Equipment Name/ }).fill('Image chiller');
      await dialog.getByRole('textbox', { name: /^Equipment Type/ }).fill('Chiller');
      await dialog.getByRole('textbox', { name: 'Capacity (kWh)' }).fill('350');
      await dialog.getByRole('textbox', { name: 'Initial Value (Kč)' }).fill('1200000');
      await dialog.getByRole('textbox', { name: 'Expected Life (Years)' }).fill('20');
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');
      await screenshot(page, 'equipment-image-form-en-light');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      const id = await equipmentIdOf(assetId);
      const full = (await adminRead(`images/${PRAGUE}/equipment/${id}`)) as string;
      const thumb = (await adminRead(`thumbnails/${PRAGUE}/equipment/${id}`)) as string;
      expect(full).toMatch(/^data:image\/jpeg;base64,/);
      expect(thumb).toMatch(/^data:image\/jpeg;base64,/);
      expect(thumb.length).toBeLessThan(full.length);
      expect(await adminRead(`equipment/${PRAGUE}/${id}/imageUrl`)).toBeNull();

      // Editing shows the stored thumbnail; a real JPEG replaces it.
      await page.getByRole('searchbox').fill(assetId);
      await rowOf(page, assetId).getByLabel('Edit Image chiller').click();
      const edit = page.getByRole('dialog', { name: 'Edit Equipment Details' });
      await expect(edit.getByRole('img', { name: 'Equipment Image' })).toHaveAttribute(
        'src',
        thumb,
      );
      await pick(edit, 'Equipment Image', 'chiller.jpg');
      await expect(edit.getByRole('img', { name: 'Equipment Image' })).not.toHaveAttribute(
        'src',
        thumb,
      );
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      const replaced = (await adminRead(`thumbnails/${PRAGUE}/equipment/${id}`)) as string;
      expect(replaced).toMatch(/^data:image\/jpeg;base64,/);
      expect(replaced).not.toBe(thumb);

      // Removing the image in the form removes the full image and the thumbnail.
      await rowOf(page, assetId).getByLabel('Edit Image chiller').click();
      await expect(edit.getByRole('img', { name: 'Equipment Image' })).toHaveAttribute(
        'src',
        replaced,
      );
      await edit.getByRole('button', { name: 'Remove image' }).click();
      await expect(edit.getByRole('img', { name: 'Equipment Image' })).toHaveCount(0);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      expect(await adminRead(`images/${PRAGUE}/equipment/${id}`)).toBeNull();
      expect(await adminRead(`thumbnails/${PRAGUE}/equipment/${id}`)).toBeNull();

      // Deleting the equipment removes its image with it.
      await rowOf(page, assetId).getByLabel('Edit Image chiller').click();
      await pick(edit, 'Equipment Image', 'chiller.jpg');
      await expect(edit.getByRole('img', { name: 'Equipment Image' })).toBeVisible();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      expect(await adminRead(`images/${PRAGUE}/equipment/${id}`)).not.toBeNull();
      await rowOf(page, assetId).getByLabel('Delete Image chiller').click();
      const confirm = page.getByRole('dialog', { name: 'Delete Image chiller?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(rowOf(page, assetId)).toHaveCount(0);
      // The row leaves with the app's local write; the database confirms the removal just after.
      for (const path of [
        `equipment/${PRAGUE}/${id}`,
        `images/${PRAGUE}/equipment/${id}`,
        `thumbnails/${PRAGUE}/equipment/${id}`,
      ]) {
        await expect.poll(() => adminRead(path), { timeout: 20_000 }).toBeNull();
      }
    } finally {
      await removeEquipmentByAssetId(PRAGUE, assetId);
    }
  });

  test('the image field in Czech and German, light and dark', async ({ page }) => {
    test.setTimeout(300_000);
    await openRegister(page);
    const shots = [
      ['Čeština', csEquipment, csValidation, 'light'],
      ['Deutsch', deEquipment, deValidation, 'dark'],
    ] as const;
    for (const [language, equipment, validation, mode] of shots) {
      await showColourScheme(page, mode);
      await chooseLanguage(page, language);
      await page.getByRole('button', { name: equipment.add }).click();
      const dialog = page.getByRole('dialog', { name: equipment.form.addTitle });
      await pick(dialog, equipment.form.image, 'document.jpg');
      await expect(dialog.getByText(validation.imageFile)).toBeVisible();
      await pick(dialog, equipment.form.image, 'chiller.png');
      await expect(dialog.getByRole('img', { name: equipment.form.image })).toBeVisible();
      await expect(dialog.getByRole('button', { name: equipment.form.removeImage })).toBeVisible();
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');
      await screenshot(
        page,
        `equipment-image-form-${language === 'Čeština' ? 'cs' : 'de'}-${mode}`,
      );
      await dialog.getByRole('button', { name: equipment.form.cancel }).click();
      await expect(dialog).toBeHidden();
    }
    await chooseLanguage(page, 'English');
    await page.getByRole('button', { name: 'Add equipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
    await pick(dialog, 'Equipment Image', 'corrupt.jpg');
    await expect(dialog.getByText('Error processing image. Please try again.')).toBeVisible();
    await screenshot(page, 'equipment-image-form-en-dark');
  });
});
