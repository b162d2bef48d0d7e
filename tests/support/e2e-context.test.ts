import { describe, expect, it } from 'vitest';
import { e2eContextOptions, screenshotsWanted } from './e2e-context.js';

describe('screenshotsWanted', () => {
  it('saves the journeys’ screenshots locally and skips them in CI', () => {
    expect(screenshotsWanted({})).toBe(true);
    expect(screenshotsWanted({ CI: 'true' })).toBe(false);
  });

  it('follows FACET_E2E_SCREENSHOTS over CI, as test:quick sets it', () => {
    expect(screenshotsWanted({ FACET_E2E_SCREENSHOTS: 'off' })).toBe(false);
    expect(screenshotsWanted({ FACET_E2E_SCREENSHOTS: 'on', CI: 'true' })).toBe(true);
    expect(screenshotsWanted({ FACET_E2E_SCREENSHOTS: 'yes', CI: 'true' })).toBe(false);
  });
});

describe('e2eContextOptions', () => {
  it('asks for reduced motion unless FACET_E2E_MOTION=full', () => {
    expect(e2eContextOptions({}).reducedMotion).toBe('reduce');
    expect(e2eContextOptions({ FACET_E2E_MOTION: 'full' }).reducedMotion).toBe('no-preference');
  });
});
