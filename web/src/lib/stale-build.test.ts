import { describe, expect, it } from 'vitest';
import {
  STALE_BUILD_RELOAD_KEY,
  STALE_BUILD_RELOAD_WINDOW_MS,
  isChunkLoadError,
  noteStaleBuildReload,
  pageIsLeaving,
  staleBuildReloadDue,
  watchPageLeaving,
} from './stale-build';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://facet.app/assets/settings-Bq1x.js',
    'error loading dynamically imported module: https://facet.app/assets/settings-Bq1x.js',
    'Importing a module script failed.',
    "'text/html' is not a valid JavaScript MIME type.",
    'Unable to preload CSS for /assets/settings-Bq1x.css',
  ])('knows %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the generic message', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('a reload for missing code', () => {
  it('is due once, then not again within the window: the code is missing for another reason', () => {
    const storage = memoryStorage();
    expect(staleBuildReloadDue(storage, 1_000_000)).toBe(true);
    expect(noteStaleBuildReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(STALE_BUILD_RELOAD_KEY)).toBe('1000000');
    expect(staleBuildReloadDue(storage, 1_000_000 + STALE_BUILD_RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('is due again for a later deploy, once the window is over', () => {
    const storage = memoryStorage({ [STALE_BUILD_RELOAD_KEY]: '1000000' });
    expect(staleBuildReloadDue(storage, 1_000_000 + STALE_BUILD_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('is not made when the storage cannot remember it, so it cannot loop', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(staleBuildReloadDue(refusing, 5)).toBe(false);
    expect(noteStaleBuildReload(refusing, 5)).toBe(false);
  });
});

describe('pageIsLeaving', () => {
  it('holds from the page starting to be left until the browser shows it again', () => {
    const target = new EventTarget();
    watchPageLeaving(target as unknown as Window);
    expect(pageIsLeaving()).toBe(false);
    target.dispatchEvent(new Event('beforeunload'));
    expect(pageIsLeaving()).toBe(true);
    target.dispatchEvent(new Event('pageshow'));
    expect(pageIsLeaving()).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(pageIsLeaving()).toBe(true);
    // Shown again from the back-forward cache (and left so for the next test file).
    target.dispatchEvent(new Event('pageshow'));
    expect(pageIsLeaving()).toBe(false);
  });
});
