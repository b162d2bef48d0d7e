import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eContextOptions } from '../support/e2e-context.js';
import { demoUsersOf } from '../../emulators/seed/src/demo-users.js';
import { demoBuildingId } from '../../emulators/seed/src/generate.js';
import { demoCopiesOf } from '../../emulators/stack/src/demo-copies.js';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/**
 * Saves a full-page screenshot under tests/e2e/screenshots/ (git-ignored) for a human to look at.
 * Nothing checks them, so with `CI=true` (CI and `.ci/run`, where nobody looks) they are skipped:
 * about a second of Chromium's time each, over a hundred in a run. Locally they are kept.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env['CI'] === 'true') return;
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

/** Waits for the signed-out screen: the Login form. */
export async function expectLogin(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** Fills in and submits the Login form (the page shows it). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * One IndexedDB database as `storageState({ indexedDB: true })` reads it (Playwright's types leave
 * the field out): its stores and their records.
 */
interface StoredDatabase {
  name: string;
  version: number;
  stores: {
    name: string;
    keyPath?: string;
    keyPathArray?: string[];
    autoIncrement: boolean;
    records: { key?: unknown; keyEncoded?: unknown; value?: unknown; valueEncoded?: unknown }[];
  }[];
}

/** Signed-in sessions of this worker by address: Firebase Auth's IndexedDB databases. */
const sessions = new Map<string, StoredDatabase[]>();

/** A path of the app's origin that the journeys answer themselves with an empty document. */
const BLANK_PATH = '/__e2e-blank';

/**
 * Puts `page` on an empty document of the app's origin (answered by the journey, not the app):
 * where the origin's storage can be read and written without starting the app.
 */
async function openBlank(page: Page): Promise<void> {
  await page.route(`**${BLANK_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  try {
    await page.goto(BLANK_PATH);
  } finally {
    await page.unroute(`**${BLANK_PATH}`);
  }
}

/** Empties the origin's IndexedDB databases, local and session storage (`page` on the origin). */
async function clearOriginStorage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).flatMap((database) => database.name ?? []);
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error ?? new Error(`${name} not deleted`));
          }),
      ),
    );
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Writes `databases` (as `storageState({ indexedDB: true })` read them) into the page's origin. A
 * value that is not plain JSON (a field left undefined, say) comes in Playwright's encoding
 * (`valueEncoded`: `{ o: [{ k, v }] }` objects, `{ a }` arrays, `{ v: 'undefined' }` and the like),
 * decoded here.
 */
async function restoreDatabases(page: Page, databases: StoredDatabase[]): Promise<void> {
  await page.evaluate(async (stored) => {
    type Encoded = { o?: { k: string; v: unknown }[]; a?: unknown[]; v?: string; d?: string };
    const decode = (value: unknown): unknown => {
      if (value === null || typeof value !== 'object') return value;
      const encoded = value as Encoded;
      if (encoded.o) return Object.fromEntries(encoded.o.map(({ k, v }) => [k, decode(v)]));
      if (encoded.a) return encoded.a.map(decode);
      if (encoded.d !== undefined) return new Date(encoded.d);
      if (encoded.v !== undefined) {
        const special: Record<string, unknown> = {
          null: null,
          NaN: Number.NaN,
          Infinity: Number.POSITIVE_INFINITY,
          '-Infinity': Number.NEGATIVE_INFINITY,
          '-0': -0,
        };
        return special[encoded.v];
      }
      throw new Error(`A stored value this restore cannot decode: ${JSON.stringify(value)}`);
    };
    const done = (request: IDBRequest | IDBTransaction) =>
      new Promise<void>((resolve, reject) => {
        if (request instanceof IDBTransaction) request.oncomplete = () => resolve();
        else request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      });
    for (const database of stored) {
      const opening = indexedDB.open(database.name, database.version);
      opening.onupgradeneeded = () => {
        for (const store of database.stores) {
          opening.result.createObjectStore(store.name, {
            keyPath: store.keyPathArray ?? store.keyPath ?? null,
            autoIncrement: store.autoIncrement,
          });
        }
      };
      await done(opening);
      const db = opening.result;
      if (db.objectStoreNames.length > 0) {
        const writing = db.transaction([...db.objectStoreNames], 'readwrite');
        for (const store of database.stores) {
          const target = writing.objectStore(store.name);
          for (const record of store.records) {
            const value = 'value' in record ? record.value : decode(record.valueEncoded);
            if ('key' in record || 'keyEncoded' in record) {
              target.put(
                value,
                ('key' in record ? record.key : decode(record.keyEncoded)) as IDBValidKey,
              );
            } else {
              target.put(value);
            }
          }
        }
        await done(writing);
      }
      db.close();
    }
  }, databases);
}

/**
 * Opens the app signed in as `account`, on its start page. The first time in a worker this signs
 * in through the Login form and keeps the session Firebase Auth stored (its IndexedDB databases,
 * `storageState({ indexedDB: true })`); later calls write that session into the page's origin and
 * load the app, which starts signed in, as a returning user's browser does. Local storage is not
 * kept: the app then applies the profile's saved language and colour mode as at any sign-in.
 * Journeys about signing in itself use the form (`signIn`). With `open: false`, for a journey
 * whose next step opens a page itself, a restored session loads nothing: that page starts signed
 * in (the first sign-in of a worker still goes through the form and ends on the start page).
 */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  { open = true }: { open?: boolean } = {},
): Promise<void> {
  const session = sessions.get(account.email);
  if (session) {
    if (!page.url().startsWith('http')) await openBlank(page);
    await clearOriginStorage(page);
    await restoreDatabases(page, session);
    if (!open) return;
    await page.goto('/');
    // The app loads and Auth restores the session before the frame shows (the form's first field
    // would wait as long on a busy machine).
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({
      timeout: 30_000,
    });
    return;
  }
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  const state = await page.context().storageState({ indexedDB: true });
  const origins = state.origins as { indexedDB?: StoredDatabase[] }[];
  sessions.set(
    account.email,
    origins.flatMap((origin) => origin.indexedDB ?? []),
  );
}

/**
 * The journeys' `test`: every test of a worker gets a new page in one browser context of the
 * worker, its storage emptied first (IndexedDB, local and session storage, cookies, permissions
 * and routes), instead of a new context. The context keeps its HTTP cache, and with it V8's
 * compiled code of the app's scripts: a test's first screen cost about 2.5 core-seconds instead
 * of 4 (the Comparison tab, 2-core machine, issue 33). Tests that open contexts of their own
 * (`browser.newContext()`) get new ones as before.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext(e2eContextOptions());
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await workerContext.clearCookies();
    await use(workerContext);
    for (const page of workerContext.pages()) await page.close();
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    await workerContext.clearPermissions();
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await openBlank(page);
    await clearOriginStorage(page);
    await use(page);
  },
});

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
 * Shows the open app in `mode` as a system set to it does, without a reload and without saving a
 * choice: for accounts whose colour mode is System (the demo owners' and new accounts'), which
 * the app follows as the system's preference changes. Fails if the app does not follow.
 */
export async function showColourScheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/** Waits until the signed-in frame shows (navigation menu present). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
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
 * An axe run on `page` as every journey makes it. Two settings make an audit take about 0.8 s
 * instead of 2.5 (measured on the Improve tab, 2-core machine; about 250 audits a run):
 * - legacy mode runs `axe.run` in the page itself. The default runs each frame's part and then
 *   opens a new blank page to put them together, for cross-origin iframes, which Facet has none of
 *   (same-origin frames are still audited);
 * - only violations are collected: axe otherwise builds a selector for every node that passed, and
 *   the journeys read only the violations.
 * `accessibility.e2e.ts` checks that an audit made this way still finds a planted violation.
 */
export function axeOf(page: Page, rules: Record<string, { enabled: boolean }> = {}): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules });
}

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
  let builder = axeOf(page);
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
