import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabase } from '../support/emulators.js';
import {
  clickByRole,
  locationOf,
  byRole,
  DEMO_OWNER,
  openFirefox,
  type FirefoxPage,
  open,
  retype,
  signIn,
  valueOf,
  waitForText,
  waitForUrl,
} from './support.js';

let firefox: FirefoxPage | undefined;
let page: Page;

beforeAll(async () => {
  firefox = await openFirefox();
  page = firefox.page;
  await signIn(page, DEMO_OWNER);
});

afterAll(async () => {
  await firefox?.close();
});

/** An input of the first bill row (`month`, `cost`, `consumption`). */
async function billInput(column: string): Promise<ElementHandle> {
  const input = await page.waitForSelector(`input[id$="-rows-0-${column}"]`, { visible: true });
  if (!input) throw new Error(`no ${column} input`);
  return input as ElementHandle;
}

describe('Firefox: the wizard', () => {
  it('fills the General step by keyboard, then types a bill month without a month picker', async () => {
    await open(page, '/adding-building');
    await clickByRole(page, 'link', 'Enter Information Manually');
    await waitForUrl(page, /\/adding-building\/new\/general$/);
    await clickByRole(page, 'textbox', 'Building Name');
    await page.keyboard.type('Firefox House');
    await clickByRole(page, 'textbox', 'Street Name');
    await page.keyboard.type('Korunní 12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('120 00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Praha');
    await clickByRole(page, 'textbox', 'Constructed');
    await page.keyboard.type('1931');
    await clickByRole(page, 'button', 'Next');
    await waitForUrl(page, /\/adding-building\/[^/]+\/activity$/);
    const buildingId = /\/adding-building\/([^/]+)\//.exec(await locationOf(page))![1]!;
    expect(await adminDatabase('GET', `/buildings/${buildingId}/general`)).toMatchObject({
      name: 'Firefox House',
      street: 'Korunní 12',
      postCode: '120 00',
      city: 'Praha',
      constructionYear: 1931,
    });

    await clickByRole(page, 'button', /Electricity Consumption$/);
    await waitForUrl(page, /\/electricity$/);
    await clickByRole(page, 'button', 'Add Month');
    const month = await billInput('month');
    // Typed as month/year: kept as typed until the field is left, then shown as yyyy-mm.
    await retype(page, month, '3/2025');
    expect(await valueOf(month)).toBe('3/2025');
    await page.keyboard.press('Tab');
    expect(await valueOf(month)).toBe('2025-03');
    await page.keyboard.type('120');
    await page.keyboard.press('Tab');
    await page.keyboard.type('900');

    await retype(page, month, '2025-13');
    await page.keyboard.press('Tab');
    await waitForText(page, /Enter the month as YYYY-MM, for example 2025-03/);
    await retype(page, month, 'March 2025');
    await page.keyboard.press('Tab');
    expect(await valueOf(month)).toBe('2025-03');

    const consent = await byRole(page, 'radiogroup', CONSENT);
    await clickByRole(consent, 'radio', 'No');
    await clickByRole(page, 'button', 'Save');
    await waitForText(page, /Your building has been saved/);
    const rows = (await adminDatabase(
      'GET',
      `/buildings/${buildingId}/electricity/rows`,
    )) as Record<string, unknown>;
    expect(Object.values(rows)).toEqual([{ month: '2025-03', cost: 120, consumptionKwh: 900 }]);
  });

  it('clicks a button that is disabled when found once it is enabled, as a person waits for it', async () => {
    // The wizard's step buttons are disabled until the step of a saved building renders, which
    // on busy cores comes after the address changed: a click on them then did nothing.
    await open(page, '/');
    await waitForText(page, /Portfolio/);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Enabled in a moment';
      button.disabled = true;
      // On top of the page, where a click at its centre reaches it.
      button.style.cssText = 'position: fixed; top: 8px; left: 8px; z-index: 99999';
      button.addEventListener('click', () => {
        button.dataset['clicked'] = 'yes';
      });
      document.body.append(button);
      setTimeout(() => {
        button.disabled = false;
      }, 1_000);
    });
    await clickByRole(page, 'button', 'Enabled in a moment');
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll('button')].find(
            (button) => button.textContent === 'Enabled in a moment',
          )?.dataset['clicked'],
      ),
    ).toBe('yes');
  });
});

const CONSENT =
  'Do you wish to allow us to obtain your electricity consumption information from your Electricity Supplier?';
