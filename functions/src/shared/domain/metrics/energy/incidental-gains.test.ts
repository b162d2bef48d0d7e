import { describe, expect, it } from 'vitest';
import {
  equipmentPeakWPerM2,
  fansPeakWPerM2,
  incidentalGains,
  monthGains,
} from './incidental-gains.js';
import type { EnergyModelInput } from './model-input.js';
import { modelBuildingEnergy } from './model.js';
import { gainsBasisOf } from './building-loads.js';
import {
  TEST_GAINS,
  TEST_MECHANICAL,
  TEST_OFFICE_GENERAL,
} from '../../../testing/energy-test-buildings.js';

/** A 30-day month with 100 kWh/m² on the horizontal. */
const MONTH_OF_30_DAYS = { hours: 720, yearShare: 30 / 365, horizontalKwhPerM2: 100 };

describe('monthGains', () => {
  it('counts every source of a 30-day month (hand-worked)', () => {
    const gains = monthGains(TEST_GAINS, MONTH_OF_30_DAYS);
    // lights burn 0.25 + 0.75 × 0.1 = 0.325 of the hours: 10 W/m² × 1,000 m² × 720 h × 0.325
    expect(gains.lightingKwh).toBeCloseTo(2340, 9);
    expect(gains.plugLoadsKwh).toBeCloseTo((20_000 * 30) / 365, 9);
    expect(gains.othersKwh).toBeCloseTo((15_000 * 30) / 365, 9);
    // 1,400 l/s × 2 W/(l/s) × 720 h × 0.25
    expect(gains.fansKwh).toBeCloseTo(504, 9);
    // 7 W/m² × 1,000 m² × 720 h × 0.25
    expect(gains.occupantsKwh).toBeCloseTo(1260, 9);
    // 100 m² × 0.7 × 0.6 × 100 kWh/m² × 0.6
    expect(gains.solarKwh).toBeCloseTo(2520, 9);
    expect(gains.totalKwh).toBeCloseTo(9500.712328767, 6);
  });
});

describe('peak internal gains', () => {
  it('puts the equipment energy in the hours in use and runs fans at design flow', () => {
    expect(equipmentPeakWPerM2(TEST_GAINS)).toBeCloseTo(35_000 / 2190, 9);
    expect(equipmentPeakWPerM2({ ...TEST_GAINS, occupiedShare: 0 })).toBe(0);
    expect(
      fansPeakWPerM2({ ...TEST_GAINS, ventilation: { ...TEST_MECHANICAL, fanEnergyFactor: 0.6 } }),
    ).toBe(2.8);
  });
});

describe('incidentalGains', () => {
  it('sums the months by source, with the occupancy it assumes', () => {
    const gains = incidentalGains(
      TEST_GAINS,
      { latitudeDeg: 50, monthlyHorizontalIrradiationKwhPerM2: Array(12).fill(100) },
      ['2001-04', '2001-06'],
    );
    const april = monthGains(TEST_GAINS, MONTH_OF_30_DAYS);
    expect(gains.annualKwh.total).toBeCloseTo(2 * april.totalKwh, 6);
    expect(gains.annualKwh.equipment).toBeCloseTo((35_000 * 60) / 365, 6);
    expect(gains.annualKwh.solar).toBeCloseTo(5040, 9);
    const { occupants, lighting, equipment, fans, solar, total } = gains.annualKwh;
    expect(occupants + lighting + equipment + fans + solar).toBeCloseTo(total, 6);
    expect(gains.peakWPerM2).toMatchObject({ occupants: 7, lighting: 10, fans: 2.8 });
    expect(gains.occupancy).toEqual({
      floorAreaPerPersonM2: 10,
      people: 100,
      operatingHoursPerYear: 2190,
      occupiedShare: 0.25,
    });
  });

  it('are the gains the energy model feeds its heat balance (lighting, fans, equipment)', () => {
    const input: EnergyModelInput = {
      general: TEST_OFFICE_GENERAL,
      hvac: { ventilation: { mechanicalInstalled: true, gfaPct: 100, naturalInstalled: false } },
      climate: {
        latitudeDeg: 50.08,
        monthlyMeanTemperatureDegC: [
          -0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8,
        ],
      },
    };
    const model = modelBuildingEnergy(input);
    const gains = incidentalGains(gainsBasisOf(model.descriptors), input.climate, model.months);
    expect(gains.annualKwh.lighting).toBeCloseTo(model.byEndUse.lighting.annualKwh, 6);
    expect(gains.annualKwh.fans).toBeCloseTo(model.byEndUse.mechanicalVentilation.annualKwh, 6);
    expect(gains.annualKwh.equipment).toBeCloseTo(
      model.byEndUse.plugLoads.annualKwh + model.byEndUse.others.annualKwh,
      6,
    );
  });
});
