import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import cs from '../../web/src/locales/cs/performance.json' with { type: 'json' };
import de from '../../web/src/locales/de/performance.json' with { type: 'json' };
import { demoMonth } from '../support/demo-clock.js';
import {
  adminDatabase,
  createAccount,
  FUNCTIONS_ORIGIN,
  uniqueEmail,
} from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  DEMO_VIEWER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  kpiMwh,
  openInApp,
  screenshot,
  showColourScheme,
  signInAs,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
const VIEWER = DEMO_VIEWER;
/** Hourly sub-metered office in Berlin (euro), bills of electricity and district heat. */
const BERLIN = demoBuilding('berlin-moabit-office');
/** Sub-metered office in New York (dollar). */
const NEW_YORK = demoBuilding('new-york-hudson-office');
/** Sub-metered office in Prague, shared with the demo viewer. */
const PRAGUE = demoBuilding('prague-karlin-office');
/** A building described but without any bills or meter data. */
const ANNEX = demoBuilding('berlin-neukolln-annex');

interface StoredEnergy {
  siteKwh: number;
  co2Kg: number;
  cost?: number;
  currency?: string;
  endUses: Record<string, { siteKwh: number; basis: string }>;
}

/** Loads the Performance tab of `buildingId`, or with `inApp` opens it in the app already open. */
async function openPerformance(page: Page, buildingId: string, { inApp = false } = {}) {
  const path = `/building/${buildingId}/performance`;
  if (inApp) await openInApp(page, path);
  else await page.goto(path);
  await expect(page.getByTestId('performance-screen')).toBeVisible({ timeout: 30_000 });
}

/** Picks an option of a MUI select by the select's label. */
async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The chart card (a section) whose heading starts with `title`. */
function card(page: Page, title: RegExp): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
}

/** Reads a downloaded file that a click starts. */
async function download(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const pending = page.waitForEvent('download');
  await click();
  const file = await pending;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test.describe('Building Performance', () => {
  test('a sub-metered building shows data in every chart and panel, totals equal to the stored figures', async ({
    page,
  }) => {
    const energy = (await adminDatabase('GET', `/metrics/${BERLIN}/energy`)) as StoredEnergy;
    await signInAs(page, OWNER, { open: false });
    await openPerformance(page, BERLIN);

    await expect(page.getByTestId('kpi-energy')).toContainText(kpiMwh(energy.siteKwh));
    await expect(page.getByTestId('kpi-energy')).toContainText(
      'Measured: Electricity, District hot water',
    );
    // Money in the building's currency (euro) to an English user.
    await expect(page.getByTestId('kpi-cost')).toContainText('€');
    await expect(page.getByTestId('kpi-peak')).toContainText('kW');

    for (const title of [
      /^Building Energy Usage \(MWh\)/,
      /^Consumption, Cost and CO2 Emissions Breakdown/,
      /^Historical Comparison/,
      /^Weather-normalized baseline/,
    ]) {
      await expect(card(page, title)).toBeVisible();
      await expect(card(page, title).getByText('No data', { exact: true })).toHaveCount(0);
    }
    // The breakdown over the analysis year adds up to the stored site energy.
    const breakdown = card(page, /^Consumption, Cost and CO2 Emissions Breakdown/);
    const rounded = new Intl.NumberFormat('en-US').format(Math.round(energy.siteKwh / 1000));
    await expect(breakdown.getByText(`Total: ${rounded}\u00a0MWh`).first()).toBeVisible();
    const coverage = page.getByTestId('coverage-explained');
    const metered = Object.values(energy.endUses)
      .filter((endUse) => endUse.basis === 'metered')
      .reduce((sum, endUse) => sum + endUse.siteKwh, 0);
    expect(Number(await coverage.getAttribute('data-pct'))).toBeCloseTo(
      (metered / energy.siteKwh) * 100,
      3,
    );
    await expect(page.getByTestId('baseline-stats')).toContainText('R²');
    await expect(page.getByTestId('electrical-panel')).toContainText('Heating Load');
    await expect(page.getByTestId('gains-panel')).toContainText('Occupancy');
    for (const element of ['roof', 'wall', 'openings', 'floor'])
      await expect(page.getByTestId(`envelope-${element}`).getByRole('cell').nth(1)).toHaveText(
        /\d\.\d/,
      );
    await expect(page.getByTestId('quality-panel')).toBeVisible();
    await screenshot(page, 'performance-en-light');

    await expectNoSeriousAxeViolations(page, '[data-testid="performance-screen"]');
  });

  test('period, granularity (Day too), stack and comparison change the figures; CSV and PNG exports', async ({
    page,
  }) => {
    await signInAs(page, OWNER, { open: false });
    await openPerformance(page, BERLIN);
    const usage = card(page, /^Building Energy Usage/);

    // By carrier: the legend names the carriers.
    await page.getByTestId('usage-stack-carrier').click();
    await expect(usage.getByText('District hot water').first()).toBeVisible();

    // Day granularity over one month of the demo's year of hourly data (three months before the
    // month the stack dated it from): a bar of the interval meter per day.
    const month = demoMonth(3);
    await chooseOption(page, 'Granularity', 'Day');
    await page.getByTestId('period-start').fill(month.first);
    await page.getByTestId('period-end').fill(month.last);
    await page.getByTestId('period-apply').click();
    await expect(page).toHaveURL(new RegExp(`g=day&from=${month.first}&to=${month.last}`));
    await expect(usage.getByText('Electricity (interval meter)').first()).toBeVisible();
    await usage.getByRole('button', { name: 'Table' }).click();
    await expect(usage.locator('tbody tr')).toHaveCount(month.days);

    const csv = await download(page, () =>
      usage.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Period,Electricity (interval meter) (MWh)');
    expect(lines).toHaveLength(month.days + 1);
    expect(lines[1]).toMatch(new RegExp(`^${month.first},\\d+(\\.\\d+)?$`));

    await usage.getByRole('button', { name: 'Table' }).click();
    const png = await download(page, () =>
      usage.getByRole('button', { name: 'Download PNG' }).click(),
    );
    expect(png.name).toMatch(/\.png$/);
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.bytes.length).toBeGreaterThan(5_000);

    // Week granularity and a preset apply at once.
    await chooseOption(page, 'Granularity', 'Week');
    await expect(page).toHaveURL(/g=week/);
    await page.getByTestId('period-preset-thisYear').click();
    await expect(page).toHaveURL(/preset=thisYear/);

    // Historical comparison: Last Month compares one month with the one before.
    await page.getByTestId('period-reset').click();
    await expect(page).not.toHaveURL(/g=|from=|preset=/);
    const comparison = card(page, /^Historical Comparison/);
    const before = await page.getByTestId('comparison-summary').getAttribute('data-change');
    await chooseOption(page, 'Compare', 'Last Month');
    await comparison.getByRole('button', { name: 'Table' }).click();
    await expect(comparison.locator('tbody tr')).toHaveCount(1);
    expect(await page.getByTestId('comparison-summary').getAttribute('data-change')).not.toBe(
      before,
    );

    // Breakdown: cost in euro, CO2 in tons.
    await page.getByTestId('breakdown-cost').click();
    await expect(
      card(page, /^Consumption, Cost/)
        .getByText(/Total: €/)
        .first(),
    ).toBeVisible();
    await page.getByTestId('breakdown-co2').click();
    await expect(
      card(page, /^Consumption, Cost/)
        .getByText(/Total: .*tons/)
        .first(),
    ).toBeVisible();

    // Spec 5.3: an end before the start is refused with the spec's message.
    await page.getByTestId('period-start').fill('2026-05-01');
    await page.getByTestId('period-end').fill('2026-04-01');
    await page.getByTestId('period-apply').click();
    await expect(page.getByTestId('period-hint')).toHaveText(
      'Start date should be greater than End date',
    );
  });

  test('"No data" with its reason on a building without bills, its cost at a default price; a dollar building in $', async ({
    page,
  }) => {
    await signInAs(page, OWNER, { open: false });
    await openPerformance(page, ANNEX);
    for (const title of [
      /^Building Energy Usage/,
      /^Historical Comparison/,
      /^Weather-normalized baseline/,
    ])
      await expect(card(page, title).getByText('No data', { exact: true })).toBeVisible();
    await expect(page.getByTestId('quality-noMeteredData')).toBeVisible();
    await expect(page.getByTestId('kpi-energy')).toContainText('Modelled from the description');
    // No bill gives a price: its cost rests on Eurostat's German price in the band of its
    // modelled consumption, and says so.
    await expect(page.getByTestId('kpi-cost')).toContainText('€');
    await expect(page.getByTestId('kpi-cost')).toContainText(
      /Electricity: default price \(Eurostat, band I[A-D], 2025-S2\)/,
    );
    await screenshot(page, 'performance-no-bills');
    // Improve's totals rest on the same prices, and say so.
    await openInApp(page, `/building/${ANNEX}/improve`);
    await expect(page.getByTestId('improve-price-notes')).toContainText(
      /Natural gas: default price \(Eurostat, band I[1-3], 2025-S2\)/,
      { timeout: 30_000 },
    );
    // A building priced by its bills says nothing of defaults.
    await openPerformance(page, BERLIN, { inApp: true });
    await expect(page.getByTestId('kpi-cost')).not.toContainText('default price');

    await openPerformance(page, NEW_YORK, { inApp: true });
    await expect(page.getByTestId('kpi-cost')).toContainText('$');
  });

  test('in Czech and German, light and dark', async ({ page }) => {
    await signInAs(page, OWNER, { open: false });
    await openPerformance(page, BERLIN);
    await chooseLanguage(page, 'Čeština');
    await expect(page.getByTestId('kpi-energy')).toContainText(cs.kpi.energy);
    await expect(page.getByTestId('kpi-energy')).toContainText('MWh');
    await screenshot(page, 'performance-cs-light');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByTestId('kpi-energy')).toContainText(de.kpi.energy);
    await expect(page.getByTestId('kpi-cost')).toContainText('€');
    await showColourScheme(page, 'dark');
    await expect(page.getByTestId('performance-screen')).toBeVisible();
    await screenshot(page, 'performance-de-dark');
  });

  test('out-of-date figures say so and Recompute now refreshes them; a viewer reads without it', async ({
    page,
    browser,
  }) => {
    // Figures older than the building (a change whose trigger has not run yet, or was lost): the
    // triggers would recompute after a change of the building, so the figures are aged instead.
    const meta = (await adminDatabase('GET', `/buildings/${NEW_YORK}/meta`)) as {
      updatedAtMs: number;
    };
    const fresh = await adminDatabase('GET', `/metrics/${NEW_YORK}/inputVersion`);
    const aged = `${meta.updatedAtMs - 60_000}-0badf00d`;
    await adminDatabase('PUT', `/metrics/${NEW_YORK}/inputVersion`, aged);
    // Should Recompute now not get to run, the figures' version is put back for the journeys
    // after this one (a recompute meanwhile has written its own).
    const restore = async () => {
      if ((await adminDatabase('GET', `/metrics/${NEW_YORK}/inputVersion`)) === aged)
        await adminDatabase('PUT', `/metrics/${NEW_YORK}/inputVersion`, fresh);
    };
    try {
      await signInAs(page, OWNER, { open: false });
      await openPerformance(page, NEW_YORK);
      const status = page.getByTestId('figures-status');
      // The emulator suites' nightly pass, beside the journeys, recomputes stale buildings of the
      // whole database, these figures too: aged again (the screen follows live) until seen stale.
      await expect(async () => {
        if ((await adminDatabase('GET', `/metrics/${NEW_YORK}/inputVersion`)) !== aged)
          await adminDatabase('PUT', `/metrics/${NEW_YORK}/inputVersion`, aged);
        await expect(status).toHaveAttribute('data-stale', 'true', { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(status).toContainText('Out of date');
      const recompute = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/recomputeBuilding'),
      );
      await page.getByTestId('figures-recompute').click();
      // The callable at its function's own origin, past Hosting's 60 s limit.
      expect((await recompute).url()).toBe(`${FUNCTIONS_ORIGIN}/recomputeBuilding`);
      await expect(status).toHaveAttribute('data-stale', 'false', { timeout: 30_000 });
      await expect(status).toContainText('Figures computed');
    } finally {
      await restore();
    }

    const viewer = await (await browser.newContext()).newPage();
    await signInAs(viewer, VIEWER, { open: false });
    await openPerformance(viewer, PRAGUE);
    await expect(viewer.getByTestId('kpi-energy')).toBeVisible();
    await expect(viewer.getByTestId('figures-status')).toContainText('Figures computed');
    await expect(viewer.getByTestId('figures-recompute')).toHaveCount(0);
    await viewer.context().close();
  });

  test('a stranger cannot see a building’s figures', async ({ page }) => {
    const stranger = await createAccount(uniqueEmail('stranger'), 'stranger-pass-1');
    await signInAs(page, { email: stranger.email, password: stranger.password });
    await page.goto(`/building/${BERLIN}/performance`);
    await expect(page.getByText('This building is not available')).toBeVisible();
    await expect(page.getByTestId('performance-screen')).toHaveCount(0);
  });
});
