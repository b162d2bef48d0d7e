import { expect, type Locator, type Page } from '@playwright/test';
import cs from '../../web/src/locales/cs/equipmentPage.json' with { type: 'json' };
import de from '../../web/src/locales/de/equipmentPage.json' with { type: 'json' };
import { adminDatabase } from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  DEMO_VIEWER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  openInApp,
  screenshot,
  showColourScheme,
  signInAs,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
const VIEWER = DEMO_VIEWER;
/** Sub-metered office in Prague, shared with the demo viewer; its equipment has figures. */
const PRAGUE = demoBuilding('prague-karlin-office');
const CHILLER_NAME = 'Water-cooled chiller 1';

/** The id of the seeded water-cooled chiller of the Prague office. */
async function chillerId(): Promise<string> {
  const records = (await adminDatabase('GET', `/equipment/${PRAGUE}`)) as Record<
    string,
    { name: string }
  >;
  const id = Object.entries(records).find(([, record]) => record.name === CHILLER_NAME)?.[0];
  if (!id) throw new Error('the seed has no water-cooled chiller in Prague');
  return id;
}

/** The section whose heading is `title`. */
function card(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function expectPage(page: Page) {
  await expect(page.getByTestId('equipment-page')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('fact-assetId')).toContainText('PRG-01-CH-01');
}

function dayPlus(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('Equipment page', () => {
  test('from the register to a chiller: every card has data, breadcrumbs lead back, a task is marked done', async ({
    page,
  }) => {
    test.slow();
    const id = await chillerId();
    const taskKey = `/equipment/${PRAGUE}/${id}/tasks/e2e-${Date.now()}`;
    const title = `E2E inspection ${Date.now()}`;
    // The browser runs in UTC (playwright.config.ts): tomorrow there is tomorrow here.
    await adminDatabase('PUT', taskKey, { title, dueOn: dayPlus(1) });
    try {
      await signInAs(page, OWNER, { open: false });
      await page.goto(`/building/${PRAGUE}/equipment`);
      await page.getByRole('link', { name: CHILLER_NAME }).click();
      await expect(page).toHaveURL(new RegExp(`/building/${PRAGUE}/equipment/${id}$`));
      await expectPage(page);

      // Every card of spec 2.13 with its data.
      for (const chart of [
        'Alerts',
        'Energy Consumption (MWh) by Year',
        'Total Cost Breakdown',
        'Depreciation',
      ]) {
        await expect(card(page, chart).getByRole('img', { name: chart })).toBeVisible();
      }
      await expect(page.getByTestId('energy-share')).toContainText('%');
      await expect(page.getByTestId('rav-pct')).toContainText('%');
      await expect(page.getByTestId('reliability-card')).toContainText('Mean Time Between Failure');
      await expect(page.getByTestId('issues-card').getByRole('row')).not.toHaveCount(0);
      await expect(page.getByTestId('sourcing-card')).toContainText('Parts lead times');
      await expect(page.getByTestId('peak-kw')).toContainText('kW');
      await expect(page.getByTestId('fact-bookValue')).toContainText('Kč');
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'equipment-page-en-light');

      // Mark the task due tomorrow done: it leaves the list at once and is stored with today.
      const upcoming = page.getByTestId('regime-upcoming');
      await expect(upcoming).toContainText(title);
      const clickedOn = dayPlus(0);
      await upcoming.getByRole('button', { name: `Mark ${title} done` }).click();
      await expect(upcoming).not.toContainText(title);
      // The UTC day of the click (or the next one, should the click fall on midnight).
      await expect
        .poll(async () => ((await adminDatabase('GET', taskKey)) as { doneOn?: string }).doneOn)
        .toBeDefined();
      const doneOn = ((await adminDatabase('GET', taskKey)) as { doneOn: string }).doneOn;
      expect([clickedOn, dayPlus(0)]).toContain(doneOn);

      // Breadcrumbs: sub-system, type, register.
      const crumbs = page.getByTestId('equipment-breadcrumbs');
      await crumbs.getByRole('link', { name: 'Cooling' }).click();
      await expect(page).toHaveURL(/\/equipment\?subSystem=cooling$/);
      await expect(page.getByRole('combobox', { name: 'Sub-System' })).toHaveText('Cooling');
      await expect(page.getByRole('link', { name: 'Passenger lift 1' })).toHaveCount(0);
      await page.goBack();
      await expectPage(page);
      await crumbs.getByRole('link', { name: 'Chiller' }).click();
      await expect(page).toHaveURL(/\/equipment\?q=Chiller$/);
      await expect(page.getByRole('link', { name: CHILLER_NAME })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cooling tower 1' })).toHaveCount(0);
      await page.goBack();
      await expectPage(page);
      await crumbs.getByRole('link', { name: 'Equipment' }).click();
      await expect(page).toHaveURL(new RegExp(`/building/${PRAGUE}/equipment$`));

      // The name is a link that the keyboard reaches.
      await page.getByRole('link', { name: CHILLER_NAME }).focus();
      await page.keyboard.press('Enter');
      await expectPage(page);
    } finally {
      await adminDatabase('DELETE', taskKey);
    }
  });

  test('in Czech and German, light and dark', async ({ page }) => {
    // Five full renders of the page with reloads in between, on a shared machine.
    test.setTimeout(480_000);
    const id = await chillerId();
    await signInAs(page, OWNER, { open: false });
    await page.goto(`/building/${PRAGUE}/equipment/${id}`);
    await expectPage(page);
    await chooseLanguage(page, 'Čeština');
    await expect(page.getByRole('heading', { name: cs.details.title })).toBeVisible({
      timeout: 30_000,
    });
    await screenshot(page, 'equipment-page-cs-light');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: de.details.title })).toBeVisible({
      timeout: 30_000,
    });
    await screenshot(page, 'equipment-page-de-light');
    await showColourScheme(page, 'dark');
    for (const [language, heading] of [
      ['Deutsch', de.details.title],
      ['Čeština', cs.details.title],
      ['English', 'Equipment Details'],
    ] as const) {
      await chooseLanguage(page, language);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('peak-kw')).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousAxeViolations(page);
      await screenshot(
        page,
        `equipment-page-${language === 'Deutsch' ? 'de' : language === 'Čeština' ? 'cs' : 'en'}-dark`,
      );
    }
  });

  test('a viewer reads the page without edit, delete or done; an unknown id says so', async ({
    page,
  }) => {
    test.slow();
    const id = await chillerId();
    await signInAs(page, VIEWER, { open: false });
    await page.goto(`/building/${PRAGUE}/equipment/${id}`);
    await expectPage(page);
    await expect(
      page.getByText("only the building's owner and editors can change it"),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Mark .* done$/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'equipment-page-viewer-en');

    await openInApp(page, `/building/${PRAGUE}/equipment/no-such-equipment`);
    await expect(page.getByText('Equipment not found')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Open the equipment register' }).click();
    await expect(page).toHaveURL(new RegExp(`/building/${PRAGUE}/equipment$`));
  });
});
