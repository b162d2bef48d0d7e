import { describe, expect, it } from 'vitest';
import { transmissionByElement, ventilationHeatTransferWPerK } from './heat-transfer.js';
import { TEST_BLOCK, TEST_MECHANICAL } from '../../../testing/energy-test-buildings.js';

describe('transmissionByElement', () => {
  it('is b·U·A per element, the ground floor at b = 0.5 (hand-worked)', () => {
    const { elements, totalWPerK } = transmissionByElement(TEST_BLOCK);
    // roof 0.2 × 100 = 20; wall 0.3 × 300 = 90; windows 1.6 × 100 = 160; floor 0.5 × 0.25 × 100 = 12.5
    expect(elements.roof.heatLossCoefficientWPerK).toBeCloseTo(20, 10);
    expect(elements.wall.heatLossCoefficientWPerK).toBeCloseTo(90, 10);
    expect(elements.openings.heatLossCoefficientWPerK).toBeCloseTo(160, 10);
    expect(elements.floor).toMatchObject({ reductionFactor: 0.5, assumed: true });
    expect(elements.floor.heatLossCoefficientWPerK).toBeCloseTo(12.5, 10);
    expect(elements.roof.assumed).toBe(false);
    expect(totalWPerK).toBeCloseTo(282.5, 10);
  });
});

describe('ventilationHeatTransferWPerK', () => {
  it('adds infiltration, mechanical air after heat recovery and natural air (hand-worked)', () => {
    // In use: 0.3 × 3,000 + 1,400 × 3.6 × (1 − 0.5 × 0.7) = 900 + 3,276 = 4,176 m³/h; × 1/3 Wh/m³K
    expect(ventilationHeatTransferWPerK(TEST_BLOCK, TEST_MECHANICAL, 1)).toBeCloseTo(1392, 9);
    // A quarter of the time in use: 900 + 819 = 1,719 m³/h → 573 W/K
    expect(ventilationHeatTransferWPerK(TEST_BLOCK, TEST_MECHANICAL, 0.25)).toBeCloseTo(573, 9);
    // No mechanical system: natural 0.5 ach of the whole volume while in use → 900 + 1,500
    const natural = { ...TEST_MECHANICAL, ventilatedAreaM2: 0, airflowLPerS: 0 };
    expect(ventilationHeatTransferWPerK(TEST_BLOCK, natural, 1)).toBeCloseTo(800, 9);
  });
});
