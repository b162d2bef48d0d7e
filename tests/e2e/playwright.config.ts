import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium.js';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser), against the stack that
 * `npm test` starts. Each test gets a new browser context: a fresh profile.
 */

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: 'results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env['FACET_E2E_REPORT'] ?? 'results/report.json' }],
  ],
  use: {
    baseURL: process.env['FACET_WEB_URL'] || 'http://127.0.0.1:5000',
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
});
