import { describe, expect, it } from 'vitest';
import { envelopePerformance, heatingDegreeHours } from './envelope-losses.js';
import { TEST_BLOCK } from '../../../testing/energy-test-buildings.js';

const MEANS = [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 21, 19.2, 14.8, 9.6, 4.4, 0.8];

describe('heatingDegreeHours', () => {
  it('counts (20 − θ_e) × hours of the months colder than 20 °C (hand-worked)', () => {
    // January: 20.5 K × 744 h = 15,252 K·h; July (21 °C) counts 0
    expect(heatingDegreeHours(MEANS, ['2001-01'])).toBeCloseTo(15_252, 9);
    expect(heatingDegreeHours(MEANS, ['2001-07'])).toBe(0);
    expect(heatingDegreeHours(MEANS, ['2001-01', '2001-07'])).toBeCloseTo(15_252, 9);
  });
});

describe('envelopePerformance', () => {
  it('gives each element its b·U·A, its loss over the months and its share (hand-worked)', () => {
    const performance = envelopePerformance(TEST_BLOCK, MEANS, ['2001-01']);
    const { roof, openings, floor } = performance.elements;
    expect(roof).toMatchObject({ areaM2: 100, uValueWPerM2K: 0.2, assumed: false });
    expect(roof.annualHeatLossKwh).toBeCloseTo(305.04, 9);
    expect(roof.sharePct).toBeCloseTo((20 / 282.5) * 100, 9);
    expect(openings.annualHeatLossKwh).toBeCloseTo(2440.32, 9);
    expect(floor).toMatchObject({ assumed: true, reductionFactor: 0.5 });
    expect(performance.heatLossCoefficientWPerK).toBeCloseTo(282.5, 10);
    expect(performance.annualHeatLossKwh).toBeCloseTo(4308.69, 9);
    const shares = Object.values(performance.elements).reduce((s, e) => s + e.sharePct, 0);
    expect(shares).toBeCloseTo(100, 9);
  });
});
