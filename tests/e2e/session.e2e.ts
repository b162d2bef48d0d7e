/**
 * The journeys' own fixture (session.ts): a worker hands its page from test to test, on an empty
 * document of the app's origin with the origin's storage emptied, and never a page a test changed
 * in a way later tests would inherit (an init script, a listener, an emulated viewport).
 */
import { expect, type Page } from '@playwright/test';
import { progressHeldStill } from '../support/e2e-context.js';
import { PAGE_LOG_FRAME_CHARS, PageLog } from './failure-evidence.js';
import { DEMO_OWNER, expectSignedIn, openBlank, signInAs, test } from './support.js';

/** The page the previous test of this file had. */
let previous: Page | null = null;

const handsPagesOn = process.env['FACET_E2E_PAGE'] !== 'new';

/** What the origin's storage holds: IndexedDB databases, local and session storage keys. */
async function storageOf(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name),
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
}

test.describe('the page handed from test to test', () => {
  test('a test gets a page of the app origin with its storage empty, and fills it', async ({
    page,
  }) => {
    expect(new URL(page.url()).pathname).toBe('/__e2e-blank');
    expect(await storageOf(page)).toEqual({ databases: [], local: [], session: [] });
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
      await new Promise((resolve, reject) => {
        const opening = indexedDB.open('left-behind', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('things');
        opening.onsuccess = () => resolve(opening.result.close());
        opening.onerror = () => reject(opening.error);
      });
    });
    previous = page;
  });

  test('the next test gets the same page (a new one with FACET_E2E_PAGE=new), its storage emptied; it adds an init script', async ({
    page,
  }) => {
    if (handsPagesOn) expect(page).toBe(previous);
    else expect(page).not.toBe(previous);
    expect(await storageOf(page)).toEqual({ databases: [], local: [], session: [] });
    await page.addInitScript(() => {
      (window as { leftBehind?: boolean }).leftBehind = true;
    });
    previous = page;
  });

  test('after an init script the next test gets a new page, without it; it sets a viewport', async ({
    page,
  }) => {
    expect(page).not.toBe(previous);
    await page.reload();
    expect(await page.evaluate(() => (window as { leftBehind?: boolean }).leftBehind)).toBe(
      undefined,
    );
    await page.setViewportSize({ width: 400, height: 600 });
    previous = page;
  });

  test('after a viewport change the next test gets a new page of the usual size; it listens', async ({
    page,
  }) => {
    expect(page).not.toBe(previous);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    page.on('dialog', (dialog) => void dialog.accept());
    previous = page;
  });

  test('after a listener left on the page the next test gets a new page', async ({ page }) => {
    expect(page).not.toBe(previous);
    // A dialog nobody listens for is dismissed: confirm() answers false.
    expect(await page.evaluate(() => confirm('Still there?'))).toBe(false);
    // A document that asks before it is left (as the wizard with unsaved changes does), after a
    // click: the tab leaves it all the same when the test ends.
    await page.evaluate(() =>
      window.addEventListener('beforeunload', (event) => event.preventDefault()),
    );
    await page.mouse.click(10, 10);
    previous = page;
  });

  test('a page that asked before it was left goes on to the next test, left', async ({ page }) => {
    if (handsPagesOn) expect(page).toBe(previous);
    else expect(page).not.toBe(previous);
    expect(new URL(page.url()).pathname).toBe('/__e2e-blank');
  });
});

test.describe("the page's log, attached when a test fails", () => {
  test('holds the database frames both ways and console errors, each frame cut to its limit', async ({
    page,
  }) => {
    await signInAs(page, DEMO_OWNER);
    await page.evaluate(() => console.error('kept for the report'));
    const log = PageLog.of(page)!;
    await expect.poll(() => log.text()).toContain('console error: kept for the report');
    // The app's listen to its portfolio, sent, and the demo portfolio's first answer, received.
    await expect.poll(() => log.text()).toMatch(/ms {2}< .*"a":"d".*"p":"portfolios\//);
    const text = log.text();
    expect(text).toMatch(/ms {2}opened ws:\/\/[^ ]+\/\.ws\?/);
    expect(text).toMatch(/ms {2}> .*"a":"q".*"p":"\/portfolios\//);
    const longest = Math.max(...text.split('\n').map((line) => line.length));
    expect(longest).toBeLessThan(PAGE_LOG_FRAME_CHARS + 100);
    expect(text).toMatch(/… \(\d+ characters\)/);
  });

  test("the next test's log starts empty", async ({ page }) => {
    expect(PageLog.of(page)!.text()).not.toContain('kept for the report');
  });

  test("a page that long-polls its database logs the polls' messages too", async ({ page }) => {
    await signInAs(page, DEMO_OWNER, { open: false });
    // On no running app, whose SDK would clear the mark once its own WebSocket is healthy.
    await openBlank(page);
    // What the SDK leaves when a page's WebSocket never became healthy (a page left within seconds
    // of opening): the next load long-polls, then upgrades to a WebSocket.
    await page.evaluate(() => localStorage.setItem('firebase:previous_websocket_failure', 'true'));
    await page.goto('/');
    await expectSignedIn(page, { timeout: 30_000 });
    const log = PageLog.of(page)!;
    await expect.poll(() => log.text()).toMatch(/ms {2}opened ws:\/\/[^ ]+\/\.ws\?.*[?&]s=/);
    // The app's requests before the switch went by long poll, ending with the end of transmission.
    await expect.poll(() => log.text()).toMatch(/ms {2}lp > \{"t":"c","d":\{"t":"n"/);
    const text = log.text();
    expect(text).toMatch(/ms {2}opened long poll [^ ]+\/\.lp\?start=t/);
    expect(text).toMatch(/ms {2}lp < \[\{"t":"c","d":\{"t":"h"/);
    expect(text).toMatch(/ms {2}lp > \{"t":"d","d":\{"r":\d+,"a":"auth"/);
    await expect.poll(() => log.text()).toMatch(/ms {2}lp < .*"b":\{"s":"ok","d":\{"auth":/);
    // The server ends the poll channel with the packet that carried its end of transmission.
    await expect
      .poll(() => log.text())
      .toMatch(/ms {2}long poll closed by the server after packet \d+/);
  });
});

test.describe("the journeys' browser contexts", () => {
  /** The play state of the first animation of each element, by name. */
  async function playStates(page: Page): Promise<Record<string, string | undefined>> {
    return page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent =
        '@keyframes facet-turn { to { transform: rotate(1turn); } } .turning { animation: facet-turn 1s linear infinite; }';
      document.head.append(style);
      const spinner = document.createElement('span');
      spinner.setAttribute('role', 'progressbar');
      spinner.className = 'turning';
      const circle = document.createElement('span');
      circle.className = 'turning';
      spinner.append(circle);
      const other = document.createElement('span');
      other.className = 'turning';
      document.body.append(spinner, other);
      const state = (element: Element) => element.getAnimations()[0]?.playState;
      return { spinner: state(spinner), circle: state(circle), other: state(other) };
    });
  }

  test('hold progress indicators still (turning with FACET_E2E_MOTION=full), in each new document and in contexts a test opens; nothing else', async ({
    browser,
    page,
  }) => {
    const held = progressHeldStill() ? 'paused' : 'running';
    const expected = { spinner: held, circle: held, other: 'running' };
    expect(await playStates(page)).toEqual(expected);
    await page.reload();
    expect(await playStates(page)).toEqual(expected);
    // A context the test opens itself (a viewer's, a visitor's) too.
    const own = await browser.newContext();
    const visitor = await own.newPage();
    await visitor.goto('/__e2e-blank');
    expect(await playStates(visitor)).toEqual(expected);
    await own.close();
  });
});
