import { describe, expect, it } from 'vitest';
import { FIGURES, BY_END_USE } from '../../../../testing/improve-test-figures.js';
import { potentialSavings } from './potential-savings.js';

describe('potentialSavings', () => {
  it('pairs the baseline and improved energy per end use, with the stored saving %', () => {
    const { rows, savingsPct } = potentialSavings(BY_END_USE);
    expect(rows).toEqual([
      { endUse: 'cooling', baselineKwh: 50_000, improvedKwh: 49_000 },
      { endUse: 'heating', baselineKwh: 250_000, improvedKwh: 186_000 },
      { endUse: 'lighting', baselineKwh: 100_000, improvedKwh: 92_000 },
      { endUse: 'plugLoads', baselineKwh: 100_000, improvedKwh: 100_000 },
    ]);
    expect(savingsPct).toBe(14.6);
  });

  it('shows the whole building where the figures hold no split, the % from the totals', () => {
    const { rows, savingsPct } = potentialSavings(FIGURES);
    expect(rows).toEqual([{ endUse: 'total', baselineKwh: 500_000, improvedKwh: 427_000 }]);
    // 73,000 of 500,000 kWh.
    expect(savingsPct).toBeCloseTo(14.6, 9);
  });
});
