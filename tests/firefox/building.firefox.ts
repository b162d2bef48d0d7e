import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabase } from '../support/emulators.js';
import {
  locationOf,
  byRole,
  clickByRole,
  byTestId,
  DEMO_OWNER,
  demoBuilding,
  openFirefox,
  type FirefoxPage,
  open,
  retype,
  settledValue,
  signIn,
  textOf,
  valueOf,
  WAIT_MS,
  waitForUrl,
} from './support.js';

/** The office in Prague: bills, sub-metering, demo measures and equipment. */
const PRAGUE = demoBuilding('prague-karlin-office');

let firefox: FirefoxPage | undefined;
let page: Page;

beforeAll(async () => {
  firefox = await openFirefox();
  page = firefox.page;
});

afterAll(async () => {
  await firefox?.close();
});

/** The text of the chart named `name` once it has drawn (an SVG with shapes). */
async function chartText(page: Page, name: string): Promise<string> {
  const chart = `[role="img"][aria-label="${name}"]`;
  await page.waitForSelector(`${chart} svg rect, ${chart} svg path`, { timeout: WAIT_MS });
  return page.$eval(chart, (element) => element.textContent ?? '');
}

/** The last day of a month `yyyy-mm`. */
function lastDay(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

describe('Firefox: sign-in, portfolio and a building', () => {
  it('signs in by keyboard and shows the portfolio of the owner', async () => {
    await signIn(page, DEMO_OWNER);
    const owned = await adminDatabase('GET', `/users/${DEMO_OWNER.uid}/buildings`, undefined, {
      shallow: true,
    });
    const count = Object.keys(owned as Record<string, unknown>).length;
    expect(await textOf(page, 'portfolio-count', /^\d+ buildings$/)).toBe(`${count} buildings`);
    await byTestId(page, 'portfolio-table');
  });

  it("types the General panel's month range by keyboard: kept as typed, applied on Enter", async () => {
    await open(page, `/building/${PRAGUE}`);
    await textOf(page, 'range-hint', /^Please select a date range between/);
    const start = await byRole(page, 'textbox', 'Start');
    const end = await byRole(page, 'textbox', 'End');
    const first = await valueOf(start);
    const last = await valueOf(end);
    expect(first).toMatch(/^\d{4}-\d{2}$/);
    expect(last > first).toBe(true);

    // Half a month stays as typed: nothing rewrites it, nothing is applied.
    await retype(page, end, first.slice(0, 6));
    expect(await valueOf(end)).toBe(first.slice(0, 6));
    expect(new URL(await locationOf(page)).searchParams.has('to')).toBe(false);
    await page.keyboard.type(first.slice(6));
    await page.keyboard.press('Enter');
    await waitForUrl(page, new RegExp(`to=${lastDay(first)}`));

    // The start written as month/year, after the end: spec 5.3's message, on leaving the field.
    await retype(page, start, `${last.slice(5)}/${last.slice(0, 4)}`);
    await page.keyboard.press('Tab');
    expect(await textOf(page, 'range-hint', /^Start date should be greater than End date$/)).toBe(
      'Start date should be greater than End date',
    );
    expect(await valueOf(start)).toBe(last);
    await retype(page, start, first);
    await page.keyboard.press('Enter');
    await textOf(page, 'range-hint', /^Please select a date range between/);
    await waitForUrl(page, new RegExp(`from=${first}-01&to=${lastDay(first)}`));
  });

  it('carries the range to Building Performance, whose dates are typed by keyboard', async () => {
    const first = new URL(await locationOf(page)).searchParams.get('from')!;
    await clickByRole(page, 'tab', 'Building Performance');
    await byTestId(page, 'performance-screen');
    const start = await byTestId(page, 'period-start');
    expect(await valueOf(start)).toBe(first);
    await textOf(page, 'kpi-energy', /MWh/);

    // Firefox's date input, field by field as the keyboard fills it (month, day, year in en-US).
    const month = first.slice(0, 7);
    await start.focus();
    await page.keyboard.type(`${month.slice(5)}02${month.slice(0, 4)}`);
    // (Tab from the year stays in the input, on Firefox's calendar button.)
    const end = await byTestId(page, 'period-end');
    await end.focus();
    await page.keyboard.type(`${month.slice(5)}20${month.slice(0, 4)}`);
    expect(await settledValue(start, `${month}-02`)).toBe(`${month}-02`);
    expect(await settledValue(end, `${month}-20`)).toBe(`${month}-20`);
    await (await byTestId(page, 'period-apply')).click();
    await waitForUrl(page, new RegExp(`from=${month}-02&to=${month}-20`));
  });

  it('shows the Comparison, Improve and Asset Reliability tabs with their figures', async () => {
    await clickByRole(page, 'tab', 'Comparison');
    await byTestId(page, 'comparison-screen');
    expect(await chartText(page, 'Building Energy Performance')).toContain('Best-in-Class');

    await clickByRole(page, 'tab', 'Improve');
    await byTestId(page, 'measures-table');
    await page.waitForSelector('[data-testid="measures-table"] [role="row"][data-id]', {
      timeout: WAIT_MS,
    });
    await textOf(page, 'improve-total-energyKwh-after', /\d/);

    await clickByRole(page, 'tab', 'Asset Reliability');
    await byTestId(page, 'asset-reliability-screen');
    expect(await chartText(page, 'Current Sub-System Health')).toContain('Lighting');
  });
});
