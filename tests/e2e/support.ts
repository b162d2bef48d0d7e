import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
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

export { expectLogin, expectSignedIn, openBlank, signIn, signInAs, test } from './session.js';

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
 * Waits until every finite animation and transition on the page has ended: a dialog fading in
 * blends its colours with the page's, and axe would measure a contrast no one sees once it has
 * settled. Spinners and skeletons run forever and are left out. Call it before each axe audit.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs in a frame once axe is in it: axe's colour parsing remembers each colour string it has
 * parsed. `color-contrast` is most of an audit's time, and a quarter of it went to parsing the
 * same few computed colours again for every element (axe-core 4.13 reads each through colorjs.io's
 * colour spaces, its private fields compiled to WeakMaps; CPU profile of the Asset Reliability
 * tab). The colour a string gives is the same each time, so audits find what they found before;
 * the accessibility journey checks it with planted violations. Fails the audit when axe no longer
 * has the method, so that an upgrade of axe-core cannot drop it without a word.
 */
function rememberParsedColours(): void {
  type Parsed = { r: number; g: number; b: number; alpha: number };
  const axe = (window as { axe?: { commons?: { color?: { Color?: { prototype: unknown } } } } })
    .axe;
  const prototype = axe?.commons?.color?.Color?.prototype as
    | (Parsed & { parseString(text: string): Parsed })
    | undefined;
  if (typeof prototype?.parseString !== 'function') {
    throw new Error('axe.commons.color.Color has no parseString: see rememberParsedColours');
  }
  const parse = prototype.parseString;
  const parsed = new Map<string, [number, number, number, number]>();
  prototype.parseString = function parseString(this: Parsed, text: string) {
    const known = parsed.get(text);
    if (known) {
      [this.r, this.g, this.b, this.alpha] = known;
      return this;
    }
    parse.call(this, text);
    parsed.set(text, [this.r, this.g, this.b, this.alpha]);
    return this;
  };
}

/**
 * axe-core's minified build, from the copy @axe-core/playwright depends on (the same rules), with
 * {@link rememberParsedColours}.
 */
const AXE_SOURCE = `${readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)};(${rememberParsedColours.toString()})();`;

/** What an audit injects into frames that already hold axe: nothing. */
const AXE_ALREADY_INJECTED = ';';

/**
 * Puts axe into every frame of `page` that does not hold it yet, each evaluation awaited to its
 * end. @axe-core/playwright injects its own source into each frame but waits only one second for
 * it: on two busy cores the planted iframe of the accessibility journey took 2.1 s, the audit ran
 * while the frame still had no axe, and the frame went unaudited without a word (CI trace of
 * 2026-12-01). Audits then inject nothing ({@link AXE_ALREADY_INJECTED}). It also keeps axe's
 * compile to the frames new since the last audit (a journey moves between screens with
 * {@link openInApp}, which keeps the document): its default source is the unminified build, 1.3 MB
 * through the DevTools protocol, compiled twice per audit in every frame.
 */
async function injectAxeWhereMissing(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        const present = await frame.evaluate(
          () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
        );
        if (!present) await frame.evaluate(AXE_SOURCE);
      } catch (error) {
        // A frame gone meanwhile has nothing left to audit; any other frame must hold axe.
        if (!frame.isDetached()) throw error;
      }
    }),
  );
}

/**
 * `read` evaluated in each frame of `page`, in the page's order; `unread` answers for a frame
 * where it failed (a frame detached or navigating meanwhile).
 */
export function inEachFrame<T>(
  page: Page,
  read: () => T,
  unread: (frame: Frame, error: unknown) => T,
): Promise<T[]> {
  return Promise.all(
    page.frames().map((frame) =>
      frame.evaluate(read).then(
        (value) => value as T,
        (error: unknown) => unread(frame, error),
      ),
    ),
  );
}

/**
 * An axe run on `page` as every journey makes it. Two settings make an audit take about 0.8 s
 * instead of 2.5 (measured on the Improve tab, 2-core machine; about 250 audits a run):
 * - legacy mode runs `axe.run` in the page itself. The default runs each frame's part and then
 *   opens a new blank page to put them together, for cross-origin iframes, which Facet has none of
 *   (same-origin frames are still audited);
 * - only violations are collected: axe otherwise builds a selector for every node that passed, and
 *   the journeys read only the violations.
 * Axe is injected once per document, and before the audit starts ({@link injectAxeWhereMissing}).
 * `accessibility.e2e.ts` checks that an audit made this way still finds a planted violation, in
 * the page and in an iframe added after the page's first audit.
 */
export async function axeOf(
  page: Page,
  rules: Record<string, { enabled: boolean }> = {},
): Promise<AxeBuilder> {
  await injectAxeWhereMissing(page);
  return new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules, pingWaitTime: FRAME_PING_WAIT_MS });
}

/**
 * How long axe waits for an iframe to answer its ping before it leaves the frame out of the audit
 * (axe-core's `pingWaitTime`, 500 ms by default): on two busy cores a frame answered later, and
 * the signed-out accessibility journey's planted iframe went unaudited in one CI run.
 */
const FRAME_PING_WAIT_MS = 10_000;

/**
 * Axe over `include` (one selector or several) once the page's transitions have settled: fails
 * with one line per serious or critical violation, naming the rule and the elements. Axe's default
 * rules (WCAG 2 A and AA and best practice) unless `tags` narrows them; `exclude` leaves out what
 * another screen owns (a loading bar, say).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  include: string | readonly string[] = 'main',
  { tags, exclude }: { tags?: string[]; exclude?: string } = {},
): Promise<void> {
  await transitionsSettled(page);
  let builder = await axeOf(page);
  for (const selector of typeof include === 'string' ? [include] : include) {
    builder = builder.include(selector);
  }
  if (exclude) builder = builder.exclude(exclude);
  if (tags) builder = builder.withTags(tags);
  const axe = await builder.analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Energy stored in kWh as the Building Performance KPI strip shows it to an English user
 * (`format.energy(kWh, 'MWh', 1)`): MWh with at most one decimal, a trailing zero dropped
 * ("4,067 MWh", not "4,067.0 MWh").
 */
export function kpiMwh(kWh: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(kWh / 1000)}\u00a0MWh`;
}
