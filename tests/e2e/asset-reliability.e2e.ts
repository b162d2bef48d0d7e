import { expect, type Locator, type Page } from '@playwright/test';
import cs from '../../web/src/locales/cs/assetReliability.json' with { type: 'json' };
import de from '../../web/src/locales/de/assetReliability.json' with { type: 'json' };
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
} from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  DEMO_VIEWER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  screenshot,
  showColourScheme,
  signInAs,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
const VIEWER = DEMO_VIEWER;
/** A hotel in Prague with seven assets, potential issues and obsolete ones. */
const HOTEL = demoBuilding('prague-vltava-hotel');
/** The office in Prague shared with the demo viewer. */
const PRAGUE = demoBuilding('prague-karlin-office');

interface StoredCell {
  likelihood: string;
  impact: string;
  faults?: { equipmentId: string; issueId?: string; fault?: string }[];
}
interface StoredReliability {
  faultRisk: StoredCell[];
  equipment: Record<string, { obsolescence?: unknown[]; replacement?: unknown }>;
}

async function openTab(page: Page, buildingId: string, search = '') {
  await page.goto(`/building/${buildingId}/asset-reliability${search}`);
  await expect(page.getByTestId('asset-reliability-screen')).toBeVisible({ timeout: 30_000 });
}

/** The section whose heading starts with `title`. */
function card(page: Page, title: RegExp): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
}

test.describe('Asset Reliability', () => {
  test('every chart has data; the health period lives in the URL; a risk cell lists its faults', async ({
    page,
  }) => {
    const reliability = (await adminDatabase(
      'GET',
      `/metrics/${HOTEL}/reliability`,
    )) as StoredReliability;
    const names = (await adminDatabase('GET', `/equipment/${HOTEL}`)) as Record<
      string,
      { name: string }
    >;
    await signInAs(page, OWNER, { open: false });
    await openTab(page, HOTEL);
    for (const title of [
      /^Asset Health/,
      /^Current Sub-System Health/,
      /^Maintenance Budget/,
      /^Standard versus Condition Based Depreciation/,
      /^Warranty/,
    ])
      await expect(card(page, title).getByText('No data', { exact: true })).toHaveCount(0);
    await expect(
      card(page, /^Asset Health/)
        .getByRole('img')
        .first(),
    ).toBeVisible();

    // The period preset is kept in the URL, so a copied link shows the same chart.
    await page.getByTestId('health-preset-thisWeek').click();
    await expect(page).toHaveURL(/[?&]health=thisWeek/);
    await expect(page.getByTestId('health-preset-thisWeek')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(page.getByTestId('asset-reliability-screen')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('health-preset-thisWeek')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A cell with faults lists them with links to their equipment; an empty cell says so.
    const full = reliability.faultRisk.find((cell) => (cell.faults?.length ?? 0) > 0)!;
    const empty = reliability.faultRisk.find((cell) => (cell.faults?.length ?? 0) === 0)!;
    const fault = full.faults![0]!;
    await page.getByTestId(`risk-cell-${empty.likelihood}-${empty.impact}`).click();
    await expect(page.getByTestId('risk-cell-detail')).toContainText('No Fault Risk on this cell');
    // Arrow keys move between cells (one tab stop for the grid).
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[role=grid] button:focus')).toHaveCount(1);
    const fullCell = page.getByTestId(`risk-cell-${full.likelihood}-${full.impact}`);
    await expect(fullCell).toHaveAccessibleName(new RegExp(`${full.faults!.length} faults?$`));
    await fullCell.click();
    const detail = page.getByTestId('risk-cell-detail');
    const equipmentName = names[fault.equipmentId]!.name;
    await expect(detail.getByRole('link', { name: equipmentName }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'asset-reliability-en-light');
    await detail.getByRole('link', { name: equipmentName }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/building/${HOTEL}/equipment/${encodeURIComponent(fault.equipmentId)}`),
    );
  });

  test('a potential issue opens its Issue Detail page with its cost and energy', async ({
    page,
  }) => {
    await signInAs(page, OWNER, { open: false });
    await openTab(page, HOTEL);
    const table = page.getByTestId('potential-issues');
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const firstFault = table.getByRole('row').nth(1).getByRole('link').first();
    const faultName = (await firstFault.textContent()) ?? '';
    await firstFault.click();
    await expect(page.getByTestId('issue-detail')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: faultName })).toBeVisible();
    await expect(page.getByText(/^Annual Maintenance Cost \(Kč\)$/)).toBeVisible();
    await expect(page.getByText('Energy Consumption (MWh)')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Asset Reliability' }).click();
    await expect(page.getByTestId('asset-reliability-screen')).toBeVisible();
  });

  test('+ Add to Improvement Measures creates the measure once and refuses a second', async ({
    page,
  }) => {
    const reliability = (await adminDatabase(
      'GET',
      `/metrics/${HOTEL}/reliability`,
    )) as StoredReliability;
    const [equipmentId] = Object.entries(reliability.equipment).find(
      ([, figures]) => (figures.obsolescence?.length ?? 0) > 0 && figures.replacement,
    )!;
    const key = `/measures/${HOTEL}/replace-${equipmentId}`;
    await adminDatabase('DELETE', key);
    try {
      await signInAs(page, OWNER, { open: false });
      await openTab(page, HOTEL);
      const button = page.getByTestId(`add-measure-${equipmentId}`);
      await button.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'was added to the Improvement Measures' }),
      ).toBeVisible();
      const stored = (await adminDatabase('GET', key)) as {
        kind: string;
        status: string;
        investment: number;
      };
      expect(stored.status).toBe('proposed');
      expect(stored.investment).toBeGreaterThan(0);
      await button.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'is already among the Improvement Measures' }),
      ).toBeVisible();
    } finally {
      await adminDatabase('DELETE', key);
    }
  });

  test('in Czech and German, light and dark', async ({ page }) => {
    // Three full renders of the tab with a reload in between.
    test.slow();
    await signInAs(page, OWNER, { open: false });
    await openTab(page, HOTEL);
    await chooseLanguage(page, 'Čeština');
    await expect(page.getByRole('heading', { name: cs.health.title })).toBeVisible();
    await expect(page.getByRole('grid', { name: cs.risk.gridName })).toBeVisible();
    await screenshot(page, 'asset-reliability-cs-light');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: de.health.title })).toBeVisible();
    await showColourScheme(page, 'dark');
    await expect(page.getByRole('heading', { name: de.risk.title })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'asset-reliability-de-dark');
  });

  test('a viewer reads without edit actions; a building without equipment says what to do', async ({
    page,
    browser,
  }) => {
    await signInAs(page, VIEWER, { open: false });
    await openTab(page, PRAGUE);
    await expect(page.getByTestId('fault-risk')).toBeVisible();
    await expect(page.locator('[data-testid^=add-measure-]')).toHaveCount(0);

    const account = await createAccount(uniqueEmail('assets'));
    const buildingId = await createOwnedBuilding(account, { name: 'No equipment yet' });
    const owner = await (await browser.newContext()).newPage();
    await signInAs(owner, account, { open: false });
    await owner.goto(`/building/${buildingId}/asset-reliability`);
    await expect(owner.getByText('No equipment registered yet')).toBeVisible({ timeout: 20_000 });
    // One click for one intent: the register opens with its form.
    await owner.getByRole('link', { name: 'Add equipment' }).click();
    await expect(owner.getByRole('dialog')).toBeVisible();
    await expect(owner).toHaveURL(new RegExp(`/building/${buildingId}/equipment\\?add=1$`));
    await owner.keyboard.press('Escape');
    await expect(owner.getByRole('dialog')).toHaveCount(0);
    await expect(owner).toHaveURL(new RegExp(`/building/${buildingId}/equipment$`));
    await owner.reload();
    // The register's empty state (its heading and its card both say so).
    await expect(owner.getByText('No equipment yet', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(owner.getByRole('dialog')).toHaveCount(0);
  });
});
