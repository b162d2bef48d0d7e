/**
 * The journeys' browser context and signed-in sessions (re-exported by support.ts): one context a
 * worker, a new page with the origin's storage emptied for each test, and the sessions `signInAs`
 * keeps and writes back.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { e2eContextOptions, holdProgressStill, progressHeldStill } from '../support/e2e-context.js';
import { noteBrowserCpu } from './browser-cpu.js';
import { expectSignedIn, signIn } from './sign-in-form.js';
import { attachPageLog, attachScreenshots, PageLog } from './failure-evidence.js';
import { hasNewListeners, listenersOf, watchStickyMethods, type KeptPage } from './kept-page.js';

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
export async function openBlank(page: Page): Promise<void> {
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
    // On the empty document, not under a running app, whose open connections would hold the
    // deletion of its databases.
    if (!page.url().endsWith(BLANK_PATH)) await openBlank(page);
    await clearOriginStorage(page);
    await restoreDatabases(page, session);
    if (!open) return;
    await page.goto('/');
    // The app loads and Auth restores the session before the frame shows (the form's first field
    // would wait as long on a busy machine).
    await expectSignedIn(page, { timeout: 30_000 });
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

/** The page each worker's context hands to its next test. */
const keptPages = new WeakMap<BrowserContext, KeptPage>();

/**
 * The journeys' `test`: every test of a worker gets a page in one browser context of the worker,
 * its origin's storage emptied first (IndexedDB, local and session storage, cookies, permissions
 * and routes). The context keeps its HTTP cache and V8's compiled code of the app's scripts (a
 * first screen 2.5 core-seconds instead of 4), and the page goes on to the worker's next test on
 * an empty document of the origin, its renderer warm (a signed-in Portfolio ~2.0 instead of ~2.6
 * core-seconds; docs/offline-stack.md); each test loads the app afresh. Not after a failed test,
 * nor after one changed the page for later tests (kept-page.ts): the next test gets a new page, as
 * every test does with `FACET_E2E_PAGE=new`. Contexts a test opens itself (`browser.newContext()`)
 * are new, and closed when the test ends if it left them open.
 *
 * A failed test keeps a screenshot of each of its pages, taken as it ends, and the log of the
 * worker's page (failure-evidence.ts). Playwright's own `screenshot: 'only-on-failure'` also took one of every page of every context a
 * test closed, passed or failed, and threw them away unless it failed.
 */
export const test = base.extend<
  { browserCpu: void; ownContexts: void },
  { workerContext: BrowserContext }
>({
  // The CPU the worker's browser spends on each test, its page's and contexts' teardown included
  // (set up first, so torn down last): `npm test` sums it by file (browser-cpu.ts). Playwright
  // wants an object pattern first; the browser's name is a worker fixture already set up.
  browserCpu: [
    async ({ browserName: _browserName }, use, testInfo) => noteBrowserCpu(testInfo, use),
    { auto: true },
  ],
  // Every context of the journeys, the worker's and those a test opens itself, holds its progress
  // indicators still (e2e-context.ts, `holdProgressStill`) unless FACET_E2E_MOTION=full.
  browser: [
    async ({ browser }, use) => {
      if (progressHeldStill()) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.addInitScript(holdProgressStill);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext(e2eContextOptions());
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // A context the test opened itself (a viewer's, a visitor's) and left open would keep its
  // signed-in pages running, their database listeners and timers included, beside the rest of the
  // worker's tests: Playwright closes only the contexts of its own fixtures.
  ownContexts: [
    async ({ browser, workerContext }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) {
        if (context === workerContext || before.has(context)) continue;
        await attachScreenshots(context, testInfo);
        await context.close();
      }
    },
    { auto: true },
  ],
  context: async ({ workerContext }, use, testInfo) => {
    await workerContext.clearCookies();
    await use(workerContext);
    await attachScreenshots(workerContext, testInfo);
    const kept = keptPages.get(workerContext);
    if (kept) await attachPageLog(kept.page, testInfo);
    const handOn =
      kept !== undefined &&
      kept.reusable &&
      !kept.page.isClosed() &&
      !hasNewListeners(kept) &&
      testInfo.status === testInfo.expectedStatus;
    for (const page of workerContext.pages()) {
      if (!handOn || page !== kept?.page) await page.close();
    }
    if (!handOn) keptPages.delete(workerContext);
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    await workerContext.clearPermissions();
    if (handOn) {
      // The app stops here, as it did when its page closed: its database listeners and timers
      // no longer run beside the next test's setup (or the worker's end). A screen that asks
      // before the tab leaves it (the wizard with unsaved changes) is left all the same:
      // Playwright accepts that question when nobody listens for the page's dialogs. A page that
      // still cannot be left is closed, and the next test gets a new one.
      try {
        await kept.page.unrouteAll({ behavior: 'ignoreErrors' });
        await openBlank(kept.page);
      } catch {
        keptPages.delete(workerContext);
        await kept.page.close();
      }
    }
  },
  page: async ({ context }, use) => {
    let kept = keptPages.get(context);
    if (kept === undefined) {
      const page = await context.newPage();
      const reusable = process.env['FACET_E2E_PAGE'] !== 'new';
      PageLog.start(page);
      kept = { page, reusable, listeners: listenersOf(page) };
      watchStickyMethods(kept);
      keptPages.set(context, kept);
      await openBlank(kept.page);
    }
    await clearOriginStorage(kept.page);
    PageLog.of(kept.page)?.restart();
    await use(kept.page);
  },
});
