/**
 * The building report (issue 37) from the building header, in a real browser against the stack:
 * the owner chooses sections by keyboard and downloads the PDF, whose text (read back with
 * Debian's pdftotext) carries the figures the Performance tab shows, the sections chosen and no
 * other; the period is the tabs' period, chosen in the dialog with the tabs' selector; a viewer of
 * a shared building gets one too; in Czech, the report is in Czech. A visitor of a share link gets
 * the report of what the link shares and no personal data; the Dashboard's report holds the
 * buildings its filters keep and no other.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { demoShareToken } from '../../emulators/seed/src/share-link.js';
import { demoMonth } from '../support/demo-clock.js';
import {
  chooseLanguage,
  DEMO_COPY,
  DEMO_OWNER,
  DEMO_VIEWER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  openInApp,
  screenshot,
  signInAs,
  test,
} from './support.js';

/** The office in Prague: metered, compared, shared with the demo viewer. */
const PRAGUE = demoBuilding('prague-karlin-office');
const LOAD = { timeout: 60_000 };

/** The PDF's text as pdftotext extracts it, spaces (no-break ones too) collapsed. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[\s\u00a0\u202f]+/g,
    ' ',
  );
}

const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The values of the Performance tab's key figures, as the screen writes them. */
async function screenFigures(page: Page): Promise<string[]> {
  await openInApp(page, `/building/${PRAGUE}/performance`);
  const values: string[] = [];
  for (const kpi of ['kpi-energy', 'kpi-co2', 'kpi-eui', 'kpi-peak']) {
    const value = page.getByTestId(kpi).locator('p').first();
    await expect(value).toBeVisible(LOAD);
    values.push(spaced(await value.innerText()));
  }
  return values;
}

/** Opens the Report dialog of the building header and returns it. */
async function openReport(page: Page, title: string) {
  await openInApp(page, `/building/${PRAGUE}`);
  await expect(page.getByTestId('general-panel')).toBeVisible(LOAD);
  await page.getByTestId('report-open').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Makes the report and returns its text. */
async function download(page: Page, make: () => Promise<void>): Promise<string> {
  const pending = page.waitForEvent('download', LOAD);
  await make();
  const file = await (await pending).path();
  return pdfText(file);
}

test.describe('building report', () => {
  test('the owner picks sections by keyboard; the PDF holds the screen figures and only those sections', async ({
    page,
  }) => {
    await signInAs(page, DEMO_OWNER);
    const figures = await screenFigures(page);
    const dialog = await openReport(page, 'Building report (PDF)');
    await expect(dialog.getByTestId('report-make')).toBeEnabled();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'report-dialog-en');
    // Comparison off by keyboard: focus its checkbox and press Space.
    const comparison = dialog.getByRole('checkbox', { name: 'Comparison' });
    await comparison.focus();
    await page.keyboard.press('Space');
    await expect(comparison).not.toBeChecked();
    const make = dialog.getByTestId('report-make');
    const text = await download(page, async () => {
      await make.focus();
      await page.keyboard.press('Enter');
    });
    await expect(dialog).toBeHidden();
    expect(text).toContain('Building energy report');
    expect(text).toContain('Key figures');
    expect(text).toContain('Methods and sources');
    expect(text).not.toContain('Compared with:');
    for (const figure of figures) expect(text).toContain(figure);
    expect(text).toMatch(/Page 1 of \d+/);
  });

  test("the period is the tabs' period, and chosen in the dialog it becomes theirs", async ({
    page,
  }) => {
    await signInAs(page, DEMO_OWNER);
    const dialog = await openReport(page, 'Building report (PDF)');
    // Two months of the demo's year, applied with the figure tabs' selector inside the dialog.
    const [from, to] = [demoMonth(4), demoMonth(3)];
    await dialog.getByTestId('period-start').fill(from.first);
    await dialog.getByTestId('period-end').fill(to.last);
    await dialog.getByTestId('period-apply').click();
    await expect(page).toHaveURL(new RegExp(`from=${from.first}&to=${to.last}`));
    const day = (key: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${key}T00:00:00Z`),
      );
    // The dialog says the days the report will cover once it has them (the URL changes first).
    await expect(dialog.getByTestId('report-period-covered')).toHaveText(
      `The report covers ${day(from.first)} – ${day(to.last)}.`,
    );
    const text = await download(page, () => dialog.getByTestId('report-make').click());
    expect(text).toContain(`Period ${day(from.first)} – ${day(to.last)}`);
    // The Performance tab shows the same period.
    await page.getByRole('tab', { name: 'Building Performance' }).click();
    await expect(page.getByTestId('period-start')).toHaveValue(from.first);
    await expect(page.getByTestId('period-end')).toHaveValue(to.last);
  });

  test('a viewer of a shared building gets the report; in Czech it is Czech', async ({ page }) => {
    await signInAs(page, DEMO_VIEWER);
    await chooseLanguage(page, 'Čeština');
    try {
      const dialog = await openReport(page, 'Zpráva o budově (PDF)');
      await expect(dialog.getByTestId('report-make')).toBeEnabled();
      await screenshot(page, 'report-dialog-cs');
      const text = await download(page, () => dialog.getByTestId('report-make').click());
      expect(text).toContain('Klíčové ukazatele');
      expect(text).toMatch(/Strana 1 z \d+/);
      expect(text).not.toContain('Key figures');
    } finally {
      await chooseLanguage(page, 'English');
    }
  });

  test('a share link visitor gets the report of what the link shares, without personal data', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`/iframe/${demoShareToken(DEMO_COPY)}/performance`);
      const performance = page.getByTestId('performance-screen');
      const energy = performance.getByTestId('kpi-energy').locator('p').first();
      await expect(energy).toBeVisible(LOAD);
      const shown = spaced(await energy.innerText());
      await page.getByTestId('share-report-open').click();
      const dialog = page.getByRole('dialog', { name: 'Building report (PDF)' });
      await expect(dialog).toBeVisible();
      // Only what the link shares is offered: no Improve, no Asset Reliability.
      await expect(dialog.getByRole('checkbox', { name: 'Comparison' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'Improve' })).toHaveCount(0);
      await expect(dialog.getByRole('checkbox', { name: 'Asset Reliability' })).toHaveCount(0);
      await expect(dialog.getByTestId('report-make')).toBeEnabled(LOAD);
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');
      const text = await download(page, () => dialog.getByTestId('report-make').click());
      expect(text).toContain('Building energy report');
      expect(text).toContain(shown);
      expect(text.toLowerCase()).not.toContain('@facet.example');
      expect(text).not.toContain('Edited by');
    } finally {
      await context.close();
    }
  });

  test("the Dashboard's report holds the buildings its filters keep", async ({ page }) => {
    await signInAs(page, DEMO_OWNER, { open: false });
    await page.goto('/dashboard?city=Berlin');
    const rows = page.getByTestId('ranking-table').locator('.MuiDataGrid-row');
    await expect(rows.first()).toBeVisible(LOAD);
    const names = await page
      .getByTestId('ranking-table')
      .locator('a[href^="/building/"]')
      .allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    await page.getByTestId('portfolio-report-open').click();
    const dialog = page.getByRole('dialog', { name: 'Portfolio report (PDF)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('report-make')).toBeEnabled(LOAD);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await screenshot(page, 'portfolio-report-dialog-en');
    const text = await download(page, () => dialog.getByTestId('report-make').click());
    expect(text).toContain('Portfolio energy report');
    for (const name of names) expect(text).toContain(spaced(name));
    expect(text).toContain('Berlin');
    // A building of another city is not in it.
    expect(text).not.toContain('Karlín');
  });
});
