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
    reducedMotion: fullMotion(env) ? 'no-preference' : 'reduce',
  };
}

/** `FACET_E2E_MOTION=full`: the journeys run with every transition and animation moving. */
function fullMotion(env: NodeJS.ProcessEnv): boolean {
  return env['FACET_E2E_MOTION'] === 'full';
}

/**
 * Whether the journeys' pages hold their progress indicators still ({@link holdProgressStill}):
 * unless `FACET_E2E_MOTION=full`, as with reduced motion.
 */
export function progressHeldStill(env: NodeJS.ProcessEnv = process.env): boolean {
  return !fullMotion(env);
}

/**
 * An init script (`context.addInitScript`; session.ts gives it to every journey context) that
 * pauses the animations of every progress indicator (`role="progressbar"` and what it holds:
 * MUI's CircularProgress and LinearProgress, the Data Grid's loading bar) in each document,
 * through an adopted style sheet, which leaves the page's DOM as the app made it. The app keeps
 * its spinners turning under reduced motion, as it should: they say that something is still
 * happening. In the journeys nobody watches them, and each frame of a turning spinner costs
 * Chromium's compositors (the renderer's and the browser's) and, for the circle's dash, the
 * renderer's main thread: held still, those two compositor threads took about half their CPU
 * over the same journeys (Comparison and Improve: 4.5–5.3 core-seconds each against 2.5–3.4;
 * docs/offline-stack.md). Nothing else changes: no journey checks that a spinner turns, and
 * `transitionsSettled` already left infinite animations out.
 */
export function holdProgressStill(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '[role="progressbar"], [role="progressbar"] * { animation-play-state: paused !important; }',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
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
