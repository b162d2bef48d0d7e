import { expect, type Locator, type Page } from '@playwright/test';
import cs from '../../web/src/locales/cs/assetReliability.json' with { type: 'json' };
import de from '../../web/src/locales/de/assetReliability.json' with { type: 'json' };
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
  userWrite,
  type TestAccount,
} from '../support/emulators.js';
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
/** A hotel in Prague with seven assets and maintenance costs. */
const HOTEL = demoBuilding('prague-vltava-hotel');
/** The office in Prague shared with the demo viewer. */
const PRAGUE = demoBuilding('prague-karlin-office');

interface StoredBudget {
  scope: string;
  allocated: number;
  remaining: number;
}

async function openTab(page: Page, buildingId: string) {
  await page.goto(`/building/${buildingId}/asset-reliability`);
  // Generous: the tab renders every chart of a building's figures, slow on a loaded machine.
  await expect(page.getByTestId('asset-reliability-screen')).toBeVisible({ timeout: 90_000 });
}

/** The overall budget's card ("Maintenance Budget 2026"), not the one by sub-system. */
function budgetCard(page: Page): Locator {
  return page.locator('section').filter({
    has: page.getByRole('heading', {
      name: /^(Maintenance Budget|Rozpočet údržby|Instandhaltungsbudget) \d{4}$/,
    }),
  });
}

/** The stored budget of a scope, once the figures hold one that `accept`s. */
async function storedBudget(
  buildingId: string,
  scope: string,
  accept: (budget: StoredBudget | undefined) => boolean,
): Promise<StoredBudget | undefined> {
  let found: StoredBudget | undefined;
  await expect
    .poll(
      async () => {
        const budgets = (await adminDatabase(
          'GET',
          `/metrics/${buildingId}/reliability/maintenanceBudget`,
        )) as StoredBudget[] | null;
        found = budgets?.find((budget) => budget.scope === scope);
        return accept(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found;
}

/**
 * A building of a new owner in euros with one chiller (yearly costs 8,000 + 2,000, a repair of
 * 2,500 logged today) and a new editor among its members: its figures plan cooling at 10,000.
 * The building is written quietly as admin; the chiller by its owner, as the register saves it,
 * so its recompute is interactive and does not queue behind other suites' imports (bulk).
 */
async function buildingWithEditor(): Promise<{ buildingId: string; editor: TestAccount }> {
  const owner = await createAccount(uniqueEmail('budget-owner'));
  const editor = await createAccount(uniqueEmail('budget-editor'));
  const buildingId = await createOwnedBuilding(owner, { name: 'Budget house' }, 'permanent', {
    disableTriggers: true,
  });
  await adminDatabase(
    'PATCH',
    '/',
    {
      [`buildings/${buildingId}/general/currency`]: 'EUR',
      [`buildings/${buildingId}/members/${editor.uid}`]: 'editor',
      [`users/${editor.uid}/buildings/${buildingId}`]: true,
    },
    { disableTriggers: true },
  );
  await userWrite(owner, 'PUT', `/equipment/${buildingId}/chiller`, {
    assetId: 'CH-1',
    name: 'Rooftop chiller',
    type: 'Chiller',
    subSystem: 'cooling',
    yearlyMaintenance: 8000,
    yearlyAdHoc: 2000,
    logs: {
      l1: {
        kind: 'repair',
        date: new Date().toISOString().slice(0, 10),
        durationHours: 3,
        cost: 2500,
      },
    },
  });
  await storedBudget(buildingId, 'cooling', (b) => b?.allocated === 10_000);
  return { buildingId, editor };
}

test.describe('Asset Reliability: maintenance budget allocations', () => {
  test('an editor sets the cooling allocation and sees Remaining follow the recompute', async ({
    page,
  }) => {
    test.slow();
    const { buildingId, editor } = await buildingWithEditor();
    await signInAs(page, editor, { open: false });
    await openTab(page, buildingId);
    const card = budgetCard(page);
    // Planned from the chiller's costs: 10,000 allocated, 2,500 used.
    await expect(card.getByTestId('budget-remaining')).toContainText('7,500');

    await card.getByRole('button', { name: 'Edit allocations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maintenance budget allocations' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Year' })).toHaveValue(
      String(new Date().getUTCFullYear()),
    );
    await expect(dialog.getByText(/Leave a field empty/)).toBeVisible();
    // A negative amount is refused on the form.
    await dialog.getByRole('textbox', { name: 'Cooling' }).fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The value should be >= 0')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'asset-reliability-budget-dialog-en');

    await dialog.getByRole('textbox', { name: 'Cooling' }).fill('4000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const year = new Date().getUTCFullYear();
    expect(
      await adminDatabase('GET', `/buildings/${buildingId}/maintenanceBudget/${year}`),
    ).toEqual({ cooling: 4000 });
    // The overall budget is not set: it is the cooling allocation (the only scope with costs).
    await expect(card.getByTestId('budget-remaining')).toContainText('1,500', { timeout: 60_000 });
    await expect(card.getByTestId('budget-allocated')).toContainText('4,000');
    await screenshot(page, 'asset-reliability-budget-en');

    // Emptied again, cooling goes back to the chiller's yearly costs.
    await card.getByRole('button', { name: 'Edit allocations' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Cooling' })).toHaveValue('4000');
    await dialog.getByRole('textbox', { name: 'Cooling' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(card.getByTestId('budget-remaining')).toContainText('7,500', { timeout: 60_000 });
  });

  test('the dialog in Czech and German, light and dark (an owner; cancelled, nothing stored)', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, OWNER, { open: false });
    await openTab(page, HOTEL);
    await chooseLanguage(page, 'Čeština');
    await budgetCard(page).getByRole('button', { name: cs.budgetEdit.edit }).click();
    await expect(page.getByRole('dialog', { name: cs.budgetEdit.title })).toBeVisible();
    await screenshot(page, 'asset-reliability-budget-dialog-cs-light');
    await page.getByRole('button', { name: cs.budgetEdit.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('button', { name: 'Dunkel', exact: true }).click();
    await budgetCard(page).getByRole('button', { name: de.budgetEdit.edit }).click();
    await expect(page.getByRole('dialog', { name: de.budgetEdit.title })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'asset-reliability-budget-dialog-de-dark');
    await page.getByRole('button', { name: de.budgetEdit.cancel }).click();
    await chooseLanguage(page, 'English');
  });

  test('a viewer sees the budget without Edit allocations', async ({ page }) => {
    test.slow();
    await signInAs(page, VIEWER, { open: false });
    await openTab(page, PRAGUE);
    await expect(budgetCard(page)).toBeVisible();
    await expect(page.getByTestId('edit-budget-allocations')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit allocations' })).toHaveCount(0);
  });
});
