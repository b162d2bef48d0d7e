import { describe, expect, it } from 'vitest';
import { BY_END_USE } from '../../../../testing/improve-test-figures.js';
import { improvementAreaSteps } from './area-steps.js';

describe('improvementAreaSteps', () => {
  it('takes each measure off the baseline in turn, ending at the improved building', () => {
    const { endUses, steps } = improvementAreaSteps(BY_END_USE);
    expect(endUses).toEqual(['cooling', 'heating', 'lighting', 'plugLoads']);
    expect(steps.map((step) => step.key)).toEqual([
      'baseline',
      'windows',
      'replace-boiler',
      'compare-lighting',
    ]);
    expect(steps[1]?.byEndUseKwh.heating).toBe(210_000);
    const last = steps.at(-1)?.byEndUseKwh;
    for (const endUse of endUses) {
      expect(last?.[endUse], endUse).toBeCloseTo(BY_END_USE.improved.byEndUseKwh?.[endUse] ?? 0, 9);
    }
  });

  it('has only the baseline when every measure is done', () => {
    const { order: _none, ...allDone } = BY_END_USE;
    expect(improvementAreaSteps(allDone).steps).toHaveLength(1);
  });
});
