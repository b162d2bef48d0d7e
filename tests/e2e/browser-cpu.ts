/**
 * The CPU each journey costs its worker's browser: the processes a Playwright worker started (its
 * Chromium: the browser, its renderers and helpers, those that ended included) and what they used
 * while the test ran, read from Linux's /proc. `npm test` sums it by file (the browser suite's
 * "Most browser CPU"). Two workers share two cores, so a file's wall time also holds the time it
 * waited for the other worker's: the CPU says what the file itself costs (issue 33).
 */
import type { TestInfo } from '@playwright/test';
import { BROWSER_CPU_ANNOTATION } from '../../emulators/stack/src/browser-cpu-annotation.js';
import { descendantsCpuMs, readProcessStats } from '../support/proc-stat.js';

/** CPU ms the processes this worker started have used so far; null where there is no /proc. */
function browserCpuMs(): number | null {
  const stats = readProcessStats();
  return stats.size === 0 ? null : descendantsCpuMs(stats, process.pid);
}

/**
 * Runs `use` (the test, and the fixtures it ends with) and notes on `testInfo` the CPU the
 * worker's browser spent meanwhile ({@link BROWSER_CPU_ANNOTATION}).
 */
export async function noteBrowserCpu(testInfo: TestInfo, use: () => Promise<void>): Promise<void> {
  const before = browserCpuMs();
  await use();
  const after = browserCpuMs();
  if (before === null || after === null) return;
  testInfo.annotations.push({
    type: BROWSER_CPU_ANNOTATION,
    description: String(Math.max(0, Math.round(after - before))),
  });
}
