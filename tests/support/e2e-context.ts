import type { BrowserContextOptions } from 'playwright-core';

/**
 * The browser context of every Chromium journey (tests/e2e/playwright.config.ts applies it to the
 * contexts a test opens itself; tests/e2e/support.ts opens each worker's shared one with it).
 */
export function e2eContextOptions(env: NodeJS.ProcessEnv = process.env): BrowserContextOptions {
  return {
    baseURL: env['FACET_WEB_URL'] || 'http://127.0.0.1:5000',
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    // The journeys' users ask for reduced motion: the app then opens dialogs and menus without
    // transitions and charts without animation (lib/theme/create-app-theme.ts), which took 15 %
    // of the journeys' CPU (issue 33, docs/offline-stack.md). The Firefox journeys keep the
    // motion; FACET_E2E_MOTION=full runs these with it too.
    reducedMotion: env['FACET_E2E_MOTION'] === 'full' ? 'no-preference' : 'reduce',
  };
}

/**
 * Whether the journeys save their screenshots (tests/e2e/support.ts): `FACET_E2E_SCREENSHOTS=on`
 * or `off` decides (`test:quick` sets it); otherwise they are saved unless `CI=true`, where nobody
 * looks at them.
 */
export function screenshotsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const choice = env['FACET_E2E_SCREENSHOTS'];
  if (choice === 'on' || choice === 'off') return choice === 'on';
  return env['CI'] !== 'true';
}
