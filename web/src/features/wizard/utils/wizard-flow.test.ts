import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS } from '@shared/schemas/enums/building';
import { nextStep, previousStep, progressAfter, stepFromSegment, storedDone } from './wizard-flow';

describe('wizard flow', () => {
  it('walks the nine steps in order', () => {
    expect(stepFromSegment('hvac')).toBe('hvac');
    expect(stepFromSegment('nope')).toBeNull();
    expect(nextStep('general')).toBe('activity');
    expect(nextStep('renewables')).toBe('done');
    expect(nextStep('done')).toBeNull();
    expect(previousStep('general')).toBeNull();
    expect(previousStep('done')).toBe('renewables');
  });

  it('counts progress from the steps done and stays temporary until Done', () => {
    expect(progressAfter({}, [], 'general')).toEqual({
      step: 'general',
      done: {},
      percent: 0,
      status: 'temporary',
    });
    expect(progressAfter({}, ['general'], 'activity').percent).toBe(11);
    const beforeDone = WIZARD_STEPS.filter((step) => step !== 'done');
    const all = progressAfter({}, beforeDone, 'done');
    expect(all.percent).toBe(89);
    expect(all.status).toBe('temporary');
    const finished = progressAfter(all.done, ['done'], 'done');
    expect(finished).toMatchObject({ percent: 100, status: 'permanent' });
  });
});

describe('storedDone', () => {
  it('is the stored map for a Temporary building', () => {
    expect(storedDone({ status: 'temporary', wizard: { done: { general: true } } })).toEqual({
      general: true,
    });
    expect(storedDone(undefined)).toEqual({});
  });

  it('has every step done for a Permanent building, so a save keeps it Permanent', () => {
    const done = storedDone({ status: 'permanent' });
    expect(progressAfter(done, [], 'hvac')).toMatchObject({ status: 'permanent', percent: 100 });
  });
});
