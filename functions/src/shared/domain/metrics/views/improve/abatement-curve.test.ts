import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../../../testing/improve-test-figures.js';
import { abatementCurve } from './abatement-curve.js';

describe('abatementCurve', () => {
  it('orders blocks by net cost per tonne, widths adding up to the combined tonnes', () => {
    const blocks = abatementCurve(FIGURES);
    // Windows: NPV 40,000 over 200 t → −200 per t; lighting: 10,000 / 50 t → −200; boiler: +100.
    expect(blocks.map((block) => block.measureId)).toEqual([
      'windows',
      'compare-lighting',
      'replace-boiler',
    ]);
    expect(blocks[2]).toMatchObject({ costPerTon: 100, tonsPerYear: 12, startTons: 24.5 });
    const width = blocks.reduce((sum, block) => sum + block.tonsPerYear, 0);
    expect(width).toBeCloseTo(FIGURES.totals.savings.co2Tons, 9);
  });
});
