import { describe, expect, it } from 'vitest';
import { buildingStatusFor, finishedWizardDone, wizardPercent } from './building-status.js';
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

describe('finishedWizardDone', () => {
  it('Done adds the Done step to those done: Permanent, the others as they were', () => {
    const done = finishedWizardDone({ general: true, activity: true }, false);
    expect(done).toEqual({ general: true, activity: true, done: true });
    expect([buildingStatusFor(done), wizardPercent(done)]).toEqual(['permanent', 33]);
  });

  it('"Done All" marks every step done, Done included: Permanent at 100 % (spec 4)', () => {
    const done = finishedWizardDone({ general: true }, true);
    expect(Object.keys(done)).toEqual([...WIZARD_STEPS]);
    expect([buildingStatusFor(done), wizardPercent(done)]).toEqual(['permanent', 100]);
  });
});
