import { describe, expect, it } from 'vitest';
import {
  FT2_PER_M2,
  KBTU_PER_FT2_PER_KWH_PER_M2,
  KBTU_PER_KWH,
  kwhPerM2ToKbtuPerFt2,
  squareMetresToSquareFeet,
} from './unit-conversions';

describe('unit conversions', () => {
  it('uses the published factors (NIST SP 811; ENERGY STAR)', () => {
    expect(FT2_PER_M2).toBeCloseTo(10.7639, 4);
    expect(KBTU_PER_KWH).toBeCloseTo(3.412142, 6);
    expect(KBTU_PER_FT2_PER_KWH_PER_M2).toBeCloseTo(0.316998, 6);
    // ENERGY STAR's reverse factor: 1 kBtu/ft² = 3.15459 kWh/m².
    expect(1 / KBTU_PER_FT2_PER_KWH_PER_M2).toBeCloseTo(3.15459, 5);
  });

  it('converts areas and intensities', () => {
    expect(squareMetresToSquareFeet(1_000)).toBeCloseTo(10_763.91, 2);
    expect(squareMetresToSquareFeet(0.09290304)).toBeCloseTo(1, 12);
    expect(kwhPerM2ToKbtuPerFt2(150)).toBeCloseTo(47.5497, 4);
    expect(kwhPerM2ToKbtuPerFt2(3.15459)).toBeCloseTo(1, 5);
  });
});
