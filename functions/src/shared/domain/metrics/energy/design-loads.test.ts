import { describe, expect, it } from 'vitest';
import { capacityRatio, coolingDesignLoad, heatingDesignLoad } from './design-loads.js';
import { TEST_BLOCK, TEST_GAINS, TEST_MECHANICAL } from '../../../testing/energy-test-buildings.js';

const PRAHA = { heatingOutdoorDegC: -12, coolingOutdoorDegC: 32 };
const sum = (values: Readonly<Record<string, number>>) =>
  Object.values(values).reduce((a, b) => a + b, 0);

describe('heatingDesignLoad (EN 12831-1 simplified)', () => {
  it('is (H_T + H_V)(θ_int − θ_e), per element and ventilation (hand-worked)', () => {
    const load = heatingDesignLoad(TEST_BLOCK, TEST_MECHANICAL, PRAHA);
    // ΔT = 20 − (−12) = 32 K; H_T = 282.5 W/K; H_V = 1,392 W/K
    expect(load.componentsKw.roof).toBeCloseTo(0.64, 10);
    expect(load.componentsKw.wall).toBeCloseTo(2.88, 10);
    expect(load.componentsKw.openings).toBeCloseTo(5.12, 10);
    expect(load.componentsKw.floor).toBeCloseTo(0.4, 10);
    expect(load.componentsKw.ventilation).toBeCloseTo(44.544, 9);
    expect(load.loadKw).toBeCloseTo(53.584, 9);
    expect(load.loadKw).toBeCloseTo(sum(load.componentsKw), 12);
    expect(load.wPerM2).toBeCloseTo(53.584, 9);
    expect(load.heatTransferWPerK).toEqual({ transmission: 282.5, ventilation: 1392 });
  });

  it('has no load when the design temperature is not below the set point', () => {
    const load = heatingDesignLoad(TEST_BLOCK, TEST_MECHANICAL, {
      ...PRAHA,
      heatingOutdoorDegC: 21,
    });
    expect(load.loadKw).toBe(0);
  });
});

describe('coolingDesignLoad (sensible, peak hour)', () => {
  it('adds transmission, ventilation, solar and internal gains at peak (hand-worked)', () => {
    const load = coolingDesignLoad(TEST_BLOCK, TEST_GAINS, PRAHA);
    const c = load.componentsKw;
    // ΔT = 32 − 26 = 6 K
    expect(c.roof).toBeCloseTo(0.12, 10);
    expect(c.wall).toBeCloseTo(0.54, 10);
    expect(c.openings).toBeCloseTo(0.96, 10);
    expect(c.floor).toBe(0);
    expect(c.ventilation).toBeCloseTo(8.352, 9);
    // 100 m² × (1 − 0.3) × 0.6 × 250 W/m² = 10,500 W
    expect(c.solar).toBeCloseTo(10.5, 10);
    // 7 W/m², 10 W/m², (20 + 15) kWh/m² over 8,760 × 0.25 h = 15.98 W/m², 1,400 l/s × 2 W/(l/s)
    expect(c.occupants).toBeCloseTo(7, 10);
    expect(c.lighting).toBeCloseTo(10, 10);
    expect(c.equipment).toBeCloseTo(35_000 / 2190, 9);
    expect(c.fans).toBeCloseTo(2.8, 10);
    expect(load.loadKw).toBeCloseTo(56.25373516, 7);
    expect(load.loadKw).toBeCloseTo(sum(c), 12);
    expect(load.wPerM2).toBeCloseTo(56.25373516, 7);
  });

  it('lets a cool design day reduce the load through the envelope, never below 0', () => {
    const mild = coolingDesignLoad(TEST_BLOCK, TEST_GAINS, { ...PRAHA, coolingOutdoorDegC: 20 });
    expect(mild.componentsKw.ventilation).toBeLessThan(0);
    const empty = { ...TEST_GAINS, lightingPowerDensityWPerM2: 0, plugLoadsKwhPerM2: 0 };
    const none = coolingDesignLoad(
      TEST_BLOCK,
      { ...empty, othersKwhPerM2: 0, windowGValue: 0, floorAreaM2: 0 },
      { ...PRAHA, coolingOutdoorDegC: 0 },
    );
    expect(none.loadKw).toBe(0);
  });
});

describe('capacityRatio', () => {
  it('is installed / design, absent without either', () => {
    expect(capacityRatio(60, 48)).toBeCloseTo(1.25, 12);
    expect(capacityRatio(undefined, 48)).toBeUndefined();
    expect(capacityRatio(60, 0)).toBeUndefined();
  });
});
