import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';

/*
 * The web project shares one jsdom and one copy of its node_modules (MUI, React, i18next) among the
 * files a worker runs (`isolate: false` in vite.config.ts): building both for each file was most of
 * the unit run's time. This file runs before each test file and gives it what isolation gave:
 * - the app's own modules evaluated afresh (a file's `vi.mock`s then reach every module that
 *   imports the mocked one, and module state such as the query client starts empty);
 * - after the file, what it may have left in the shared window: timers, stubbed globals and
 *   environment variables, storage, the URL, the document's body and root attributes, and the
 *   styles MUI inserted (emotion's default cache would otherwise keep one <style> a rule for every
 *   file before, and jsdom reads them all for each `getByRole`: files ran several times slower).
 */
vi.resetModules();

// MUI in jsdom is slow on two shared cores; `findBy`/`waitFor` get more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

/** The emotion cache MUI uses when no CacheProvider is given (one per copy of @emotion/react). */
function defaultEmotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  function Grab() {
    cache = __unsafe_useEmotionCache();
    return null;
  }
  render(createElement(Grab)).unmount();
  if (!cache) throw new Error('No default emotion cache');
  return cache;
}

/** Emotion's cache as a new one: no style inserted, none registered. */
function emptyEmotionCache(cache: EmotionCache) {
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  for (const name of Object.keys(cache.registered)) delete cache.registered[name];
}

// A file in the node environment (`// @vitest-environment node`) has no window to restore.
if (typeof document !== 'undefined') {
  const pristine = document.documentElement.cloneNode(false) as HTMLElement;

  afterAll(() => {
    emptyEmotionCache(defaultEmotionCache());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes]) {
      if (!pristine.hasAttribute(name)) document.documentElement.removeAttribute(name);
    }
    for (const { name, value } of [...pristine.attributes]) {
      document.documentElement.setAttribute(name, value);
    }
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  });
}
