import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabase } from '../support/emulators.js';
import {
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
  WAIT_MS,
  waitForText,
} from './support.js';

/** The office in Prague, with demo measures. */
const PRAGUE = demoBuilding('prague-karlin-office');

let firefox: FirefoxPage | undefined;
let page: Page;
/** Where the files to upload are written. */
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(`${tmpdir()}/facet-firefox-`);
  firefox = await openFirefox();
  page = firefox.page;
  await signIn(page, DEMO_OWNER);
});

afterAll(async () => {
  await firefox?.close();
  await rm(folder, { recursive: true, force: true });
});

/** A file for an upload input. */
async function file(name: string, content: string): Promise<string> {
  const path = `${folder}/${name}`;
  await writeFile(path, content);
  return path;
}

describe('Firefox: the Improve popup and the import dialog', () => {
  it('adds a custom measure, its Start Date typed by keyboard, and saves it', async () => {
    await open(page, `/building/${PRAGUE}/improve`);
    // Once the screen's figures and charts are drawn: under load (npm test, 2026-12-01) the menu
    // once never opened after a click made while the screen was still loading.
    await byTestId(page, 'improve-measure-savings');
    const addMeasure = await byTestId(page, 'add-measure');
    await addMeasure.click();
    // Chosen by keyboard, as a person would: the open menu focuses its first item, the custom
    // measure is its last (End). A click on the item made while the menu was still growing into
    // place was once lost under load (npm test, 2026-12-05: the dialog never opened); focusing
    // it before the menu had focused its first item chose that one instead.
    const focused = (testId: string | null) =>
      page.waitForFunction(
        (id) =>
          id === null
            ? document.activeElement?.closest('[role="menu"]') != null
            : document.activeElement?.getAttribute('data-testid') === id,
        { timeout: WAIT_MS },
        testId,
      );
    // A click can still be lost on a busy machine (npm test, 2026-12-06: no menu in 30 s): with no
    // menu open after 5 s, the button is clicked once more, as a person would.
    const menuShown = () =>
      page.waitForSelector('[role="menu"]', { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    if (!(await menuShown())) await addMeasure.click();
    await focused(null);
    await page.keyboard.press('End');
    await focused('add-measure-custom');
    await page.keyboard.press('Enter');
    const dialog = await byTestId(page, 'measure-dialog');
    await retype(page, await byRole(dialog, 'textbox', 'Name'), 'Firefox smart plugs');
    await retype(page, await byRole(dialog, 'textbox', "Saving of the sub-system's energy"), '12');
    const startOn = (await dialog.waitForSelector('input[type="date"]')) as ElementHandle;
    await startOn.focus();
    await page.keyboard.type('01152027');
    expect(await settledValue(startOn, '2027-01-15')).toBe('2027-01-15');
    await clickByRole(dialog, 'combobox', /^Sub-System\b/);
    const option = await byRole(page, 'option', 'Plug Loads');
    await option.click();
    // The menu hands the focus back to its select as it closes. On a busy machine a click can
    // land while the menu still opens and be lost: the option is then chosen by keyboard.
    const closed = () =>
      page.waitForSelector('[role="listbox"]', { hidden: true, timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    if (!(await closed())) {
      await option.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[role="listbox"]', { hidden: true, timeout: WAIT_MS });
    }
    await clickByRole(dialog, 'button', 'Save');
    await textOf(page, 'measure-input-savingPct', /^12$/);

    const measures = (await adminDatabase('GET', `/measures/${PRAGUE}`)) as Record<
      string,
      { name?: string; startOn?: string }
    >;
    const saved = Object.values(measures).find((measure) => measure.name === 'Firefox smart plugs');
    expect(saved?.startOn).toBe('2027-01-15');
  });

  it('imports buildings from a CSV file chosen in the dialog, refusing a file that is none', async () => {
    await open(page, '/building');
    await clickByRole(page, 'button', 'Import buildings (CSV)');
    const dialog = await byRole(page, 'dialog', 'Import Buildings from CSV');
    const input = (await page.waitForSelector(
      '[data-testid="import-file-input"]',
    )) as ElementHandle<HTMLInputElement>;

    await input.uploadFile(await file('photo.png', 'not a picture'));
    await waitForText(page, /Please select a valid CSV file/);

    await input.uploadFile(
      await file(
        'firefox.csv',
        `Property Id,Property Name,Address 1,City,Postal Code\n${Date.now()},Firefox Hall,1 Fox Lane,Springfield,10110\n`,
      ),
    );
    await textOf(page, 'import-selected-file', /firefox\.csv/);
    await clickByRole(dialog, 'button', 'Upload File');
    await waitForText(page, /Upload Successful!/);
    expect(await textOf(page, 'import-counts', /1 building created/)).toMatch(/1 building created/);
  });
});
