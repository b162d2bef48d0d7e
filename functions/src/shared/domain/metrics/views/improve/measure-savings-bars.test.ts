import { describe, expect, it } from 'vitest';
import { measure, FIGURES } from '../../../../testing/improve-test-figures.js';
import { measureSavingsBars } from './measure-savings-bars.js';

describe('measureSavingsBars', () => {
  it('lists the savings alone in the combined order, then the measures done by name', () => {
    const bars = measureSavingsBars(
      { ...FIGURES, measures: { ...FIGURES.measures, aaa: measure('aaa', 1_000, undefined) } },
      { old: 'Attic insulation', aaa: 'Wall insulation' },
    );
    expect(bars.map((bar) => [bar.measureId, bar.done])).toEqual([
      ['windows', false],
      ['replace-boiler', false],
      ['compare-lighting', false],
      ['old', true],
      ['aaa', true],
    ]);
    expect(bars[1]).toMatchObject({ energyKwh: 30_000, cost: 6_000, co2Tons: 15 });
  });
});
