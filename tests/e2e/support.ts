import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoUsersOf } from '../../emulators/seed/src/demo-users.js';
import {
  WIZARD_STEPS,
  type WizardStep,
} from '../../functions/src/shared/schemas/enums/building.js';
import { demoBuildingId } from '../../emulators/seed/src/generate.js';
import { demoCopiesOf } from '../../emulators/stack/src/demo-copies.js';
import { screenshotsWanted } from '../support/e2e-context.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/**
 * Saves a full-page screenshot under tests/e2e/screenshots/ (git-ignored) for a human to look at.
 * Nothing checks them, and each costs about a second of Chromium's time (over a hundred in a run),
 * so they are skipped where nobody looks: with `CI=true` (CI and `.ci/run`) and in `test:quick`
 * unless asked for (`FACET_E2E_SCREENSHOTS`, see {@link screenshotsWanted}). `npm test` keeps them.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted(process.env)) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/**
 * The copy of the demo portfolio this worker uses (emulators/stack/src/demo-copies.ts): workers
 * run in parallel, each on the copy of its `parallelIndex` (1..workers), with an owner, a viewer
 * and buildings no other worker changes. Against a stack without copies (`npm start`), the demo.
 */
export const DEMO_COPY = workerCopy();

function workerCopy(): number {
  const copies = demoCopiesOf(process.env);
  if (copies === 0) return 0;
  // Playwright sets it in each worker process (0 while it only lists the tests).
  const index = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
  if (index >= copies) {
    throw new Error(`Worker ${index + 1} has no demo copy: the stack loaded ${copies}`);
  }
  return index + 1;
}

const [DEMO_OWNER_USER, DEMO_VIEWER_USER] = (['owner', 'viewer'] as const).map((role) => {
  const user = demoUsersOf(DEMO_COPY).find((candidate) => candidate.role === role);
  if (!user) throw new Error(`demo-users.json has no ${role}`);
  return { email: user.email, password: user.password, uid: user.uid };
});

/** This worker's demo owner (`demo@facet.example` in the demo, `demo-n@…` in copy n). */
export const DEMO_OWNER = DEMO_OWNER_USER!;
/** This worker's demo viewer, a viewer of the copy's shared buildings. */
export const DEMO_VIEWER = DEMO_VIEWER_USER!;

/** Id of the demo building `key` in this worker's copy (`demoBuildingId(key, copy)`). */
export function demoBuilding(key: string): string {
  return demoBuildingId(key, DEMO_COPY);
}

export { openBlank, signInAs, test } from './session.js';
export { expectLogin, expectSignedIn, signIn } from './sign-in-form.js';
export { axeOf, expectNoSeriousAxeViolations, inEachFrame, transitionsSettled } from './axe.js';

/**
 * Moves the app already open in `page` to `path` without loading the page again, as the browser's
 * Forward button does: a new history entry and a `popstate`, which the app's router
 * (createBrowserRouter) follows like any in-app link, rendering the route from its own state.
 *
 * A journey loads its first screen with `page.goto` (deep links stay checked that way) and opens
 * the next ones with this. A page load costs about 1.25 core-seconds of Chromium and the emulators
 * (the app starts, Auth restores the session, the database connects); opening the same screen in
 * the app about 0.35 (12 screens measured, 2-core machine, issue 33). Journeys that check what
 * survives a reload keep `page.reload()` or `page.goto`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    if (!document.getElementById('root')?.childElementCount) {
      throw new Error(`openInApp(${target}): the app is not open in this page; use page.goto`);
    }
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 };
    window.history.pushState(state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

/**
 * Waits until the wizard shows `step`: its steps share the screen and the form's id, so what tells
 * them apart is the step the progress marks current (`aria-current="step"`), found by its place
 * among the steps, whatever the language.
 */
export async function expectWizardStep(
  page: Page,
  step: WizardStep,
  options?: { timeout?: number },
): Promise<void> {
  await expect(
    page.locator('.MuiStepper-root').getByRole('button').nth(WIZARD_STEPS.indexOf(step)),
  ).toHaveAttribute('aria-current', 'step', options);
}

/**
 * Shows the open app in `mode` as a system set to it does, without a reload and without saving a
 * choice: for accounts whose colour mode is System (the demo owners' and new accounts'), which
 * the app follows as the system's preference changes. Fails if the app does not follow.
 */
export async function showColourScheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/**
 * None of `scrollers` (boxes that scroll sideways when their content is wider, such as a table's
 * container) is narrower than its content: at the journeys' 1280 px a table fits its card.
 */
export async function expectNoSidewaysScroll(scrollers: Locator, what: string): Promise<void> {
  await expect(scrollers.first()).toBeVisible();
  const overflowing = await scrollers.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.getAttribute('aria-label') ?? element.tagName.toLowerCase()}: ${element.scrollWidth} px in ${element.clientWidth}`,
      ),
  );
  expect(overflowing, what).toEqual([]);
}

/**
 * Chooses a language in the menu and waits until the app has switched to it: the menu closed and
 * the select naming the language, which it does once the language's catalogs have loaded (a busy
 * stack takes seconds for them). A choice that did not take (the menu left open under load) is
 * made again.
 */
export async function chooseLanguage(page: Page, optionName: string): Promise<void> {
  const select = page.getByTestId('language-select').first();
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await select.click({ timeout: 5_000 });
    await page.getByRole('option', { name: optionName }).click({ timeout: 5_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 5_000 });
    // The select shows the chosen language's name (beside its outlined label).
    await expect(select).toContainText(optionName, { timeout: 30_000 });
  }).toPass({ timeout: 90_000 });
}

declare global {
  interface Window {
    /** The app's analytics sink in emulator builds (web/src/lib/analytics.ts). */
    __FACET_ANALYTICS__?: { name: string; params: Record<string, unknown>; at: number }[];
  }
}

/**
 * Energy stored in kWh as the Building Performance KPI strip shows it to an English user
 * (`format.energy(kWh, 'MWh', 1)`): MWh with at most one decimal, a trailing zero dropped
 * ("4,067 MWh", not "4,067.0 MWh").
 */
export function kpiMwh(kWh: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(kWh / 1000)}\u00a0MWh`;
}
