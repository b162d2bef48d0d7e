import { describe, expect, it } from 'vitest';
import { buildingStatusFor, wizardPercent } from './building-status.js';
import { WIZARD_STEPS } from '../../schemas/enums/building.js';

describe('buildingStatusFor', () => {
  it.each([
    [{}, 'temporary'],
    [{ general: true, activity: true }, 'temporary'],
    [{ renewables: true, done: false }, 'temporary'],
    [{ done: true }, 'permanent'],
    [[], 'temporary'],
    [['general', 'done'], 'permanent'],
    [Object.fromEntries(WIZARD_STEPS.map((step) => [step, true])), 'permanent'],
  ] as const)('%j is %s', (done, status) => {
    expect(buildingStatusFor(done)).toBe(status);
  });
});

describe('wizardPercent', () => {
  it.each([
    [{}, 0],
    [{ general: true }, 11],
    [{ general: true, activity: true }, 22],
    [['general', 'activity', 'electricity'], 33],
    [['general', 'activity', 'electricity', 'heating', 'hvac'], 56],
    [{ general: true, activity: false }, 11],
    [[...WIZARD_STEPS], 100],
  ] as const)('%j is %d %%', (done, percent) => {
    expect(wizardPercent(done)).toBe(percent);
  });
});
