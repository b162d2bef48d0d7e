import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../../../testing/improve-test-figures.js';
import { savingsWaterfall } from './savings-waterfall.js';

describe('savingsWaterfall', () => {
  it('steps from the sum of singles down by each overlap to the combined savings', () => {
    expect(savingsWaterfall(FIGURES)).toEqual([
      { key: 'sum', from: 0, to: 80_000 },
      { key: 'replace-boiler', from: 80_000, to: 74_000 },
      { key: 'compare-lighting', from: 74_000, to: 73_000 },
      { key: 'combined', from: 0, to: 73_000 },
    ]);
  });
});
