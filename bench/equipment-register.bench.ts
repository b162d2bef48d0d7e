/**
 * The equipment register of a building with 2,000 assets (issue 15), in Chromium: from the
 * navigation to the register (client-side, its code loaded once before) until the grid shows its
 * rows and a search typed into its quick filter has narrowed them, the register being usable.
 * Goal: at most 1 s normalised (support/record.ts), median of 5 runs.
 *
 * The 2,000 assets are generated (bench/support/equipment-data.ts) into a building of the demo
 * owner through the database emulator's admin REST API and removed afterwards. Uses the running
 * stack (`npm start`) when it answers, else starts its own (bench/support/stack.ts). Times are
 * taken in Node around Playwright's waits (each wait polls the page, a few ms).
 */
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newBenchContext } from './support/browser.ts';
import { signInAsDemoOwner, withDemoRegister } from './support/demo-owner.ts';
import { generatedRegister } from './support/equipment-data.ts';
import { loadAverage } from './support/machine.ts';
import { recordMedianOfRunsMs } from './support/record.ts';
import { runOnStack, type BenchStack } from './support/stack.ts';
import { median } from './support/statistics.ts';

const ASSETS = 2000;
const RUNS = 5;
const GOAL_MS = 1000;
const AS_OF_MS = Date.UTC(2026, 10, 25, 12);
/** Matches one asset's ID only ("A-1234"). */
const SEARCH = 'A-1234';

const log = (line: string) => console.log(line);

/** Client-side navigation, as a link click does (react-router listens to popstate). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Navigation to the register until rows show and a search has narrowed them, in ms. */
async function openAndSearch(page: Page, registerPath: string, generalPath: string) {
  await navigate(page, generalPath);
  await page.getByTestId('general-panel').waitFor();
  await page.waitForTimeout(500);
  const start = performance.now();
  await navigate(page, registerPath);
  const table = page.getByTestId('equipment-table');
  await table.getByRole('row').nth(5).waitFor({ timeout: 60_000 });
  const rowsMs = performance.now() - start;
  await table.getByRole('searchbox').first().fill(SEARCH);
  await table.getByRole('gridcell', { name: SEARCH, exact: true }).waitFor({ timeout: 60_000 });
  await table.getByRole('row').nth(2).waitFor({ state: 'detached', timeout: 60_000 });
  return { rowsMs, usableMs: performance.now() - start };
}

async function run(stack: BenchStack, buildingId: string): Promise<void> {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await (await newBenchContext(browser)).newPage();
    const generalPath = `/building/${buildingId}`;
    const registerPath = `${generalPath}/equipment`;
    await signInAsDemoOwner(page, `${stack.webUrl}${generalPath}`, 'general-panel');
    const first = await openAndSearch(page, registerPath, generalPath);
    const runs = [];
    for (let index = 0; index < RUNS; index += 1)
      runs.push(await openAndSearch(page, registerPath, generalPath));
    log(
      `Equipment register of ${ASSETS} assets, navigation to rows shown and a search narrowed, warm:`,
    );
    recordMedianOfRunsMs(
      `Equipment register of ${ASSETS} assets, navigation to a search narrowed, warm, median`,
      runs.map((one) => one.usableMs),
      { goalMs: GOAL_MS },
    );
    log(
      `  rows shown: median ${median(runs.map((one) => one.rowsMs)).toFixed(0)} ms; first (cold) ${first.usableMs.toFixed(0)} ms; ${loadAverage()}`,
    );
  } finally {
    await browser?.close();
  }
}

await runOnStack(log, (stack) =>
  withDemoRegister(
    stack,
    {
      idPrefix: '-benchRegister',
      register: generatedRegister(ASSETS, AS_OF_MS),
      atMs: AS_OF_MS,
    },
    (buildingId) => run(stack, buildingId),
  ),
);
