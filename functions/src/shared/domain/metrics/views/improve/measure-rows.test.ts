import { describe, expect, it } from 'vitest';
import { FIGURES, STORED } from '../../../../testing/improve-test-figures.js';
import { measureOrigin, measureRows } from './measure-rows.js';

describe('measureOrigin', () => {
  it('tells the screens that proposed a measure by its key', () => {
    expect(measureOrigin('compare-openings')).toBe('comparison');
    expect(measureOrigin('replace-chiller1')).toBe('assetReliability');
    expect(measureOrigin('-NoXyz')).toBe('user');
  });
});

describe('measureRows', () => {
  it('lists the measures in the combined order, done ones last, with their figures alone', () => {
    const rows = measureRows(FIGURES, STORED);
    expect(rows.map((row) => row.measureId)).toEqual([
      'windows',
      'replace-boiler',
      'compare-lighting',
      'old',
    ]);
    expect(rows[1]).toMatchObject({
      name: 'Replace Boiler 1',
      origin: 'assetReliability',
      energySavingsKwh: 30_000,
      investment: 90_000,
      paybackYears: null,
      rank: 2,
    });
    expect(rows[3]).toMatchObject({ status: 'done', rank: null });
  });

  it('leaves out figures of a measure no longer stored', () => {
    const { windows: _gone, ...rest } = STORED;
    expect(measureRows(FIGURES, rest).map((row) => row.measureId)).not.toContain('windows');
  });
});
