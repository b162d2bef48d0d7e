/**
 * The page a journeys' worker hands from test to test (session.ts): which of its methods leave
 * something the next test would inherit, and how a test that called one, or left a listener on
 * the page, is noticed.
 */
import type { Page } from '@playwright/test';

/**
 * Methods of a page whose effect outlasts the test that calls them and cannot be undone through
 * Playwright (an init script, an exposed function, an installed clock, a locator handler) or that
 * change what later tests would take for the context's defaults (viewport, emulated media, extra
 * headers, default timeouts). A page on which a test called one is not handed to the next test.
 * Routes are not here: `page.unrouteAll` removes them.
 */
export const STICKY_PAGE_METHODS = [
  'addInitScript',
  'addLocatorHandler',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setViewportSize',
] as const satisfies readonly (keyof Page)[];

/** The same for the methods of `page.clock`: every one of them changes the page's time. */
export const STICKY_CLOCK_METHODS = [
  'fastForward',
  'install',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const satisfies readonly (keyof Page['clock'])[];

/** Playwright's pages are event emitters; its types leave out how many listeners one has. */
interface Listened {
  eventNames(): (string | symbol)[];
  listenerCount(event: string | symbol): number;
}

/**
 * The page a worker hands from test to test, and whether it may still be handed on: not once a
 * test called a {@link STICKY_PAGE_METHODS sticky method} on it or left a listener on it.
 */
export interface KeptPage {
  page: Page;
  reusable: boolean;
  /** Listeners per event the page had when it was made (Playwright's own, if any). */
  listeners: Map<string | symbol, number>;
}

/**
 * Wraps `page`'s sticky methods (and its clock's) so that calling one marks `kept` not reusable;
 * each still does what it did.
 */
export function watchStickyMethods(kept: KeptPage): void {
  const mark = <T extends object>(target: T, names: readonly (keyof T)[]) => {
    for (const name of names) {
      const original = target[name] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(target, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          kept.reusable = false;
          return original.apply(target, args);
        },
      });
    }
  };
  mark(kept.page, STICKY_PAGE_METHODS);
  mark(kept.page.clock, STICKY_CLOCK_METHODS);
}

/** The listeners `page` has per event. */
export function listenersOf(page: Page): Map<string | symbol, number> {
  const emitter = page as unknown as Listened;
  return new Map(emitter.eventNames().map((event) => [event, emitter.listenerCount(event)]));
}

/** Whether a test left a listener on the kept page (the journeys remove their own). */
export function hasNewListeners(kept: KeptPage): boolean {
  return [...listenersOf(kept.page)].some(
    ([event, count]) => count > (kept.listeners.get(event) ?? 0),
  );
}
