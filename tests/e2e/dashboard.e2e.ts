/**
 * The portfolio Dashboard (issue 19) of the demo owner: data in every KPI, chart and list; a
 * filter kept in the URL and the URL reopened in a new page; the ranking by asset risk; a point
 * selected in the scatter chart ranking only that building; the lists' links; in English, Czech
 * and German, light and dark, with axe. The journey only reads: the demo data stays as it is
 * (the profile's language and colour mode are set back at the end).
 */
import { expect, type Page } from '@playwright/test';
import cs from '../../web/src/locales/cs/dashboard.json' with { type: 'json' };
import de from '../../web/src/locales/de/dashboard.json' with { type: 'json' };
import en from '../../web/src/locales/en/dashboard.json' with { type: 'json' };
import { adminDatabase } from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  openInApp,
  screenshot,
  signInAs,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
/** The demo portfolio's buildings in Berlin (emulators/seed). */
const BERLIN = [demoBuilding('berlin-moabit-office'), demoBuilding('berlin-neukolln-annex')];

/** Axe (WCAG 2 A and AA) over the dashboard (`main`). */
async function expectNoDashboardAxeViolations(page: Page) {
  await expectNoSeriousAxeViolations(page, 'main', { tags: ['wcag2a', 'wcag2aa'] });
}

const rankingTable = (page: Page) => page.getByTestId('ranking-table');
/** The ranking's data rows (the grid's header row left out). */
const rankingRows = (page: Page) => rankingTable(page).locator('.MuiDataGrid-row');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Loads can be slow on a busy stack: the app's frame, then the dashboard's first rows. */
const LOAD = { timeout: 60_000 };

/** Loads `url`, or with `inApp` opens it in the app already open (openInApp). */
async function openDashboard(page: Page, url: string, { inApp = false } = {}) {
  if (inApp) await openInApp(page, url);
  else await page.goto(url);
  await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible(LOAD);
  await expect(rankingRows(page).first()).toBeVisible(LOAD);
}

/** Chooses `option` in the multi-select `testId` and closes its menu. */
async function chooseFilter(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function expectDataEverywhere(page: Page, catalog = en) {
  await expect(page.getByTestId('kpi-energy')).toContainText(/[\d.,\s]+\s?MWh/);
  await expect(page.getByTestId('kpi-co2')).toContainText(/\d/);
  await expect(page.getByTestId('kpi-area')).toContainText(/\d/);
  await expect(page.getByTestId('kpi-eui')).toContainText(/\d/);
  await expect(page.getByTestId('kpi-basis')).toBeVisible();
  await expect(rankingRows(page).first()).toBeVisible();
  await expect(section(page, catalog.scatter.title).getByRole('img').first()).toBeVisible();
  await expect(section(page, catalog.bands.title).getByRole('img').first()).toBeVisible();
  for (const list of ['dashboard-savings', 'dashboard-risk', 'dashboard-maintenance']) {
    await expect(page.getByTestId(list).getByRole('row').nth(1)).toBeVisible();
  }
}

test.describe('dashboard', () => {
  test('the demo portfolio: data in every chart and list, a filter in the URL reopened, ranking by risk, a point selected, links to the buildings', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, OWNER, { open: false });
    await openDashboard(page, '/dashboard');

    // Every KPI, chart and list has data; cost is given per currency, never summed across them.
    await expectDataEverywhere(page);
    const cost = page.getByTestId('kpi-cost');
    for (const currency of [/CZK|Kč/, /€|EUR/, /\$|USD/])
      await expect(cost).toContainText(currency);
    const allRows = await rankingRows(page).count();
    expect(allRows).toBeGreaterThanOrEqual(10);
    // Each ranked building has its sparkline (an image with a name) and a link.
    const firstRow = rankingRows(page).first();
    await expect(firstRow.getByRole('img')).toHaveAttribute('aria-label', /./);
    await expect(firstRow.getByRole('link')).toHaveAttribute('href', /^\/building\/[^/]+$/);
    const scatter = section(page, en.scatter.title);
    await expect(scatter.locator('[class*="MuiScatter"]').first()).toBeAttached();
    await expect(
      section(page, en.bands.title).locator('.MuiBarElement-root, [class*="MuiBar"]').first(),
    ).toBeAttached();

    // A filter: city Berlin. The URL gets it and the ranking keeps only the Berlin buildings.
    await chooseFilter(page, 'filter-city', 'Berlin');
    await expect(page).toHaveURL(/[?&]city=Berlin(&|$)/);
    await expect(rankingRows(page)).toHaveCount(BERLIN.length);
    await expect(
      page.getByText(`${BERLIN.length} of ${allRows} buildings match the filters`),
    ).toBeVisible();
    for (const id of BERLIN) {
      await expect(rankingTable(page).locator(`a[href="/building/${id}"]`)).toBeVisible();
    }
    const filteredUrl = page.url();

    // The copied link in a new page shows the same view.
    const other = await context.newPage();
    await openDashboard(other, filteredUrl);
    await expect(rankingRows(other)).toHaveCount(BERLIN.length);
    await expect(other.getByTestId('filter-city')).toContainText('Berlin');
    await expect(
      other.getByText(`${BERLIN.length} of ${allRows} buildings match the filters`),
    ).toBeVisible();
    await other.close();

    // Clearing the filters brings every building back.
    await page.getByRole('button', { name: en.filters.clear }).click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(rankingRows(page)).toHaveCount(allRows);

    // Ranked by asset risk: the tab is in the URL and the column says so.
    await page.getByTestId('rank-risk').click();
    await expect(page).toHaveURL(/[?&]rank=risk(&|$)/);
    await expect(page.getByTestId('rank-risk')).toHaveAttribute('aria-selected', 'true');
    await expect(
      rankingTable(page).getByRole('columnheader', { name: en.ranking.risk }),
    ).toBeVisible();
    await expect(rankingRows(page).first()).toContainText(/Score \d+/);

    // A click on a scatter point selects its building: the ranking shows only that building.
    await scatter.scrollIntoViewIfNeeded();
    const point = await scatter
      .locator('.MuiScatterChart-series path')
      .first()
      .evaluate((path: SVGPathElement) => {
        // MUI X's svg-batch markers: "M{x - r} {y} a{r} {r} …" per point; the first point's centre.
        const start = /M\s*(-?[\d.]+)[ ,]+(-?[\d.]+)/.exec(path.getAttribute('d') ?? '');
        const matrix = path.getScreenCTM();
        if (!start || !matrix) return null;
        const centre = new DOMPoint(Number(start[1]) + 4, Number(start[2])).matrixTransform(matrix);
        return { x: centre.x, y: centre.y };
      });
    if (!point) throw new Error('no scatter point drawn');
    await page.mouse.click(point.x, point.y);
    await expect(page.getByTestId('ranking-selection')).toHaveText(
      'Showing the 1 building selected in the chart',
    );
    await expect(page).toHaveURL(/[?&]sel=[^&]+/);
    const selectedId = decodeURIComponent(new URL(page.url()).searchParams.get('sel') ?? '');
    await expect(rankingRows(page)).toHaveCount(1);
    await expect(rankingTable(page).locator(`a[href="/building/${selectedId}"]`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]rank=risk(&|$)/);
    await screenshot(page, 'dashboard-selected');
    await page.getByRole('button', { name: en.ranking.clearSelection }).click();
    await expect(page.getByTestId('ranking-selection')).toHaveCount(0);
    await expect(rankingRows(page)).toHaveCount(allRows);

    // The lists' links go to the building pages they name.
    const savingsRow = page.getByTestId('dashboard-savings').getByRole('row').nth(1);
    const improveHref = await savingsRow.getByRole('link').first().getAttribute('href');
    const savingsBuildingHref = await savingsRow.getByRole('link').nth(1).getAttribute('href');
    expect(improveHref).toMatch(/^\/building\/[^/]+\/improve$/);
    expect(improveHref?.startsWith(`${savingsBuildingHref}/`)).toBe(true);
    const riskRow = page.getByTestId('dashboard-risk').getByRole('row').nth(1);
    const equipmentHref = await riskRow.getByRole('link').first().getAttribute('href');
    const riskBuildingHref = await riskRow.getByRole('link').nth(1).getAttribute('href');
    expect(equipmentHref).toMatch(/^\/building\/[^/]+\/equipment\/[^/]+$/);
    expect(equipmentHref?.startsWith(`${riskBuildingHref}/equipment/`)).toBe(true);
    const taskRow = page.getByTestId('dashboard-maintenance').getByRole('row').nth(1);
    await expect(taskRow.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/building\/[^/]+\/equipment\/[^/]+$/,
    );

    const riskBuilding = (await riskRow.getByRole('link').nth(1).textContent())?.trim() ?? '';
    await riskRow.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${riskBuildingHref}$`));
    await expect(page.getByTestId('general-panel')).toBeVisible(LOAD);
    await expect(page.getByRole('main')).toContainText(riskBuilding.split(' – ')[0]!);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\?rank=risk$/);

    await page
      .getByTestId('dashboard-savings')
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${improveHref}$`));
    await page.goBack();
    await page
      .getByTestId('dashboard-risk')
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${equipmentHref}$`));
  });

  test('a band filter and a quarter, in English, Czech and German, light and dark, with axe', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAs(page, OWNER);
    const saved = (await adminDatabase('GET', `/users/${OWNER.uid}/profile`)) as {
      language: string;
      theme: string;
    };
    try {
      await openDashboard(page, '/dashboard', { inApp: true });
      for (const [language, catalog, code, mode] of [
        ['English', en, 'en', 'light'],
        ['English', en, 'en', 'dark'],
        ['Čeština', cs, 'cs', 'light'],
        ['Čeština', cs, 'cs', 'dark'],
        ['Deutsch', de, 'de', 'light'],
        ['Deutsch', de, 'de', 'dark'],
      ] as const) {
        // In the page, without reloading: a reload applies the profile's saved language and
        // colour mode again (and after a switch to Czech it was seen to stay on "Loading...").
        // The colour mode buttons of the top bar: Light, Dark, System.
        await page
          .getByRole('banner')
          .getByRole('group')
          .getByRole('button')
          .nth(mode === 'light' ? 0 : 1)
          .click();
        await chooseLanguage(page, language);
        await expect(page.getByRole('heading', { name: catalog.title, level: 1 })).toBeVisible(
          LOAD,
        );
        await expect(rankingRows(page).first()).toBeVisible(LOAD);
        await expectDataEverywhere(page, catalog);
        await expectNoDashboardAxeViolations(page);
        await screenshot(page, `dashboard-${code}-${mode}`);
      }
      // Back in English: a band filter and the quarter, both in the URL; the menu open, with axe.
      await chooseLanguage(page, 'English');
      await openDashboard(page, '/dashboard?band=averagePerformance&period=quarter', {
        inApp: true,
      });
      await expect(page.getByTestId('filter-band')).toContainText('Average Performance');
      await expect(page.getByRole('button', { name: en.filters.quarter })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(rankingRows(page).first()).toBeVisible();
      await page.getByTestId('filter-band').getByRole('combobox').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      // The options show their state with icons (the listbox announces it): nothing unlabelled
      // or nested for axe to find in the open menu.
      await expectNoDashboardAxeViolations(page);
      await screenshot(page, 'dashboard-band-menu-en');
      await page.keyboard.press('Escape');
    } finally {
      await adminDatabase('PATCH', `/users/${OWNER.uid}/profile`, {
        language: saved.language,
        theme: saved.theme,
      });
    }
  });
});
