/**
 * Journeys in Debian's Firefox ESR, driven by puppeteer-core through WebDriver BiDi (no browser
 * download), against the stack `npm test` starts. They run on their own copy of the demo portfolio
 * (`FIREFOX_COPY`, emulators/stack/src/demo-copies.ts), so they never meet a Chromium worker's;
 * against a stack without copies (`npm start`), on the demo itself.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { inject } from 'vitest';
import { demoUsersOf } from '../../emulators/seed/src/demo-users.js';
import { demoBuildingId } from '../../emulators/seed/src/generate.js';
import { demoCopiesOf, FIREFOX_COPY } from '../../emulators/stack/src/demo-copies.js';
import { HOSTING_ORIGIN } from '../support/emulators.js';

export function firefoxPath(): string {
  return process.env['FIREFOX_PATH'] || '/usr/bin/firefox-esr';
}

/** How long a condition may take: the stack and Firefox share two cores with other suites. */
export const WAIT_MS = 30_000;

/** The copy of the demo these journeys use. */
export const DEMO_COPY = demoCopiesOf(process.env) >= FIREFOX_COPY ? FIREFOX_COPY : 0;

const owner = demoUsersOf(DEMO_COPY).find((user) => user.role === 'owner');
if (!owner) throw new Error('demo-users.json has no owner');
/** The demo owner of the copy. */
export const DEMO_OWNER = { uid: owner.uid, email: owner.email, password: owner.password };

/** Id of the demo building `key` in the copy. */
export function demoBuilding(key: string): string {
  return demoBuildingId(key, DEMO_COPY);
}

/** The window of every Firefox journey, as the Chromium journeys'. */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Firefox, headless, in English (the language of the date inputs' fields: month/day/year),
 * 1280 × 800 as the Chromium journeys; with a new profile, or `userDataDir`'s.
 */
export function launchFirefox(userDataDir?: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: { 'intl.locale.requested': 'en-US', 'intl.accept_languages': 'en-US' },
    ...(userDataDir ? { userDataDir } : {}),
  });
}

/** A file's Firefox page, and how to close what it opened. */
export interface FirefoxPage {
  page: Page;
  close(): Promise<void>;
}

/**
 * A page of Firefox for one file of journeys, in a browsing context of its own (cookies and
 * storage of its own, as a new profile): in the run's Firefox (global-setup.ts), or in one
 * started for the file when there is none. `close` closes the context and leaves the run's
 * Firefox to the next file.
 */
export async function openFirefox(): Promise<FirefoxPage> {
  const endpoint = inject('firefoxEndpoint');
  if (!endpoint) {
    const browser = await launchFirefox();
    return { page: await browser.newPage(), close: () => browser.close() };
  }
  const browser = await puppeteer.connect({
    browserWSEndpoint: endpoint,
    protocol: 'webDriverBiDi',
    defaultViewport: VIEWPORT,
  });
  const context = await browser.createBrowserContext();
  return {
    page: await context.newPage(),
    close: async () => {
      try {
        await context.close();
      } finally {
        await browser.disconnect();
      }
    },
  };
}

/** Opens `path` of the app. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${HOSTING_ORIGIN}${path}`);
}

/** What each role of `byRole` matches. */
const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  tab: '[role="tab"]',
  link: 'a[href], [role="link"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="search"], input[type="tel"], input[type="url"], textarea, [role="textbox"]',
  combobox: '[role="combobox"]',
  option: '[role="option"]',
  dialog: '[role="dialog"]',
  radiogroup: '[role="radiogroup"]',
  radio: 'input[type="radio"], [role="radio"]',
  navigation: 'nav, [role="navigation"]',
};

/**
 * The element of an ARIA role whose name is `name`, once it is there and visible. The name is
 * read from the DOM (aria-label, aria-labelledby, its label, its text), not from Firefox's
 * accessibility tree, which names MUI's buttons and tabs as CSS upper-cases them ("SIGN IN").
 * A required field's asterisk is left out; a pattern matches a name that goes on (a select's
 * name ends with its value).
 */
export async function byRole(
  scope: Page | ElementHandle,
  role: string,
  name: string | RegExp,
): Promise<ElementHandle> {
  const selector = ROLE_SELECTORS[role];
  const pattern = typeof name === 'string' ? null : name;
  if (!selector) throw new Error(`byRole knows no role ${role}`);
  const root = 'waitForFunction' in scope ? null : scope;
  const page = 'waitForFunction' in scope ? scope : scope.frame.page();
  const handle = await page.waitForFunction(
    (container: Element | null, css: string, wanted: string, source: string, flags: string) => {
      const text = (element: Element | null) =>
        (element?.textContent ?? '')
          .replace(/\s+/g, ' ')
          .replace(/\s*\*\s*$/, '')
          .trim();
      const nameOf = (element: Element) => {
        const label = element.getAttribute('aria-label');
        if (label) return label.trim();
        const by = element.getAttribute('aria-labelledby');
        if (by) {
          return by
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)))
            .join(' ')
            .trim();
        }
        const labels = (element as HTMLInputElement).labels;
        if (labels && labels.length > 0) return text(labels[0]!);
        return text(element);
      };
      const candidates = [...(container ?? document).querySelectorAll(css)];
      return (
        candidates.find(
          (element) =>
            (source
              ? new RegExp(source, flags).test(nameOf(element))
              : nameOf(element) === wanted) &&
            element.getClientRects().length > 0 &&
            element.closest('[aria-hidden="true"]') === null,
        ) ?? false
      );
    },
    { timeout: WAIT_MS },
    root,
    selector,
    typeof name === 'string' ? name : '',
    pattern?.source ?? '',
    pattern?.flags ?? '',
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no ${role} named ${name}`);
  return element as ElementHandle;
}

/** The element with `data-testid`, once it is visible. */
export async function byTestId(page: Page | ElementHandle, id: string): Promise<ElementHandle> {
  const handle = await page.waitForSelector(`[data-testid="${id}"]`, {
    visible: true,
    timeout: WAIT_MS,
  });
  if (!handle) throw new Error(`no element ${id}`);
  return handle as ElementHandle;
}

/** Waits until the element with `data-testid` shows text matching `pattern`; returns the text. */
export async function textOf(page: Page, id: string, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (testId: string, source: string, flags: string) => {
      const element = document.querySelector(`[data-testid="${testId}"]`);
      return element !== null && new RegExp(source, flags).test(element.textContent ?? '');
    },
    { timeout: WAIT_MS },
    id,
    pattern.source,
    pattern.flags,
  );
  return page.$eval(`[data-testid="${id}"]`, (element) => element.textContent ?? '');
}

/** Waits until some text on the page matches `pattern` (visible or not). */
export async function waitForText(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    (source: string, flags: string) => new RegExp(source, flags).test(document.body.innerText),
    { timeout: WAIT_MS },
    pattern.source,
    pattern.flags,
  );
}

/** Waits until the page's URL matches `pattern`. */
export async function waitForUrl(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    (source: string) => new RegExp(source).test(window.location.href),
    { timeout: WAIT_MS },
    pattern.source,
  );
}

/**
 * Clicks the element of `role` and `name` (within `scope`) once it is enabled, as a person waits for a greyed-out
 * button: a click on a disabled button does nothing, and the page may still show the previous
 * screen's state after its address changed (React renders a router navigation later on busy
 * cores: the wizard's step buttons stay disabled until the step of a saved building renders).
 * Found again when React replaced it between finding and clicking (Puppeteer: "Node is detached
 * from document").
 */
export async function clickByRole(
  scope: Page | ElementHandle,
  role: string,
  name: string | RegExp,
): Promise<void> {
  const page = 'waitForFunction' in scope ? scope : scope.frame.page();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const element = await byRole(scope, role, name);
      await page.waitForFunction(
        (target: Element) =>
          !target.isConnected ||
          ((target as HTMLButtonElement).disabled !== true &&
            target.getAttribute('aria-disabled') !== 'true'),
        { timeout: WAIT_MS },
        element,
      );
      await element.click();
      return;
    } catch (failure) {
      if (attempt >= 3 || !String(failure).includes('detached')) throw failure;
    }
  }
}

/**
 * The page's address as the page has it (`window.location.href`). Puppeteer's `page.url()` over
 * WebDriver BiDi follows navigation events and can lag behind a client-side route change (a
 * `history.pushState` or `replaceState` of the router), so reading it right after
 * {@link waitForUrl} could see the previous address.
 */
export function locationOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.href);
}

/** The value of an input. */
export function valueOf(input: ElementHandle): Promise<string> {
  return input.evaluate((element) => (element as HTMLInputElement).value);
}

/**
 * Waits until an input shows `expected` (Firefox's date input takes its keys a moment after they
 * are sent), then returns what it shows: the caller's expectation names a difference.
 */
export async function settledValue(input: ElementHandle, expected: string): Promise<string> {
  await input.frame
    .page()
    .waitForFunction(
      (element: Element, wanted: string) => (element as HTMLInputElement).value === wanted,
      { timeout: 5_000 },
      input,
      expected,
    )
    .catch(() => undefined);
  return valueOf(input);
}

/** Selects everything in a text input and types `text` over it, key by key. */
export async function retype(page: Page, input: ElementHandle, text: string): Promise<void> {
  await input.focus();
  await input.evaluate((element) => (element as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Signs in through the Login form by keyboard and waits for the signed-in frame. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await open(page, '/');
  const email = await byRole(page, 'textbox', 'E-mail');
  await email.type(account.email);
  await (await byRole(page, 'textbox', 'Password')).type(account.password);
  await page.keyboard.press('Enter');
  await byRole(page, 'navigation', 'Main navigation');
}
