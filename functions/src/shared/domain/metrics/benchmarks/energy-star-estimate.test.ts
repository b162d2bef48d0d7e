import { describe, expect, it } from 'vitest';
import { CLIMATE_NORMALS } from '../../../constants/climate-normals.js';
import type { Activity } from '../../../schemas/stored/activity.js';
import { WORKED_EXAMPLES } from '../../../testing/energy-star-worked-examples.js';
import {
  degreeDays65F,
  describedUseDetails,
  detailsAskedBy,
  energyStarEstimate,
} from './energy-star-estimate.js';

const M2_PER_FT2 = 0.09290304;
const KWH_PER_M2_PER_KBTU_PER_FT2 = 3.154590745;
const day = (start: string, end: string) => ({ operates: true, start, end });
/** 80 hours a week: Monday to Friday 7:00–23:00. */
const EIGHTY_HOURS: Activity = {
  days: {
    sunday: { operates: false },
    monday: day('07:00', '23:00'),
    tuesday: day('07:00', '23:00'),
    wednesday: day('07:00', '23:00'),
    thursday: day('07:00', '23:00'),
    friday: day('07:00', '23:00'),
    saturday: { operates: false },
  },
};
const office = WORKED_EXAMPLES.find((example) => example.type === 'office')!;
const warehouse = WORKED_EXAMPLES.find((example) => example.type === 'warehouse')!;
/** 60 hours a week: Monday to Friday 7:00–19:00. */
const SIXTY_HOURS: Activity = {
  days: {
    ...EIGHTY_HOURS.days,
    monday: day('07:00', '19:00'),
    tuesday: day('07:00', '19:00'),
    wednesday: day('07:00', '19:00'),
    thursday: day('07:00', '19:00'),
    friday: day('07:00', '19:00'),
  },
};

describe('energyStarEstimate', () => {
  it("reproduces EPA's Office worked example from a Facet description (score 50)", () => {
    const estimate = energyStarEstimate({
      country: 'US',
      useType: 'office',
      grossFloorAreaM2: 200_000 * M2_PER_FT2,
      activity: EIGHTY_HOURS,
      degreeDays: { heating: 4000, cooling: 1046 },
      // EPA's printed actual source EUI, 169.3 kBtu/ft², in kWh/m².
      sourceEuiKwhPerM2: office.printed.actual * KWH_PER_M2_PER_KBTU_PER_FT2,
      assumptionsFor: () => ({
        workersOnMainShift: 300,
        computers: 300,
        cooledFraction: 1,
        smallBank: false,
      }),
    });
    expect(estimate.status).toBe('estimated');
    if (estimate.status !== 'estimated') return;
    expect(estimate.score).toBe(office.printed.score);
    expect(estimate.predictedSourceEuiKbtuPerFt2).toBeCloseTo(office.printed.predicted, 0);
    expect(estimate.ratio).toBeCloseTo(office.printed.ratio, 3);
    expect(estimate.missing).toEqual([]);
    const basis = Object.fromEntries(estimate.inputs.map((entry) => [entry.input, entry.basis]));
    expect(basis).toMatchObject({
      grossFloorAreaFt2: 'described',
      weeklyOperatingHours: 'described',
      coolingDegreeDays65F: 'climate',
      workersOnMainShift: 'assumed',
      computers: 'assumed',
      cooledFraction: 'assumed',
      smallBank: 'assumed',
    });
    // Only the model's inputs are listed (an office needs no heating degree days).
    expect(basis).not.toHaveProperty('heatingDegreeDays65F');
    expect(estimate.inputs.find((entry) => entry.input === 'weeklyOperatingHours')?.value).toBe(80);
  });

  it("reproduces it from the building's use details, every input described", () => {
    const estimate = energyStarEstimate({
      country: 'US',
      useType: 'office',
      grossFloorAreaM2: 200_000 * M2_PER_FT2,
      activity: EIGHTY_HOURS,
      useDetails: {
        workersOnMainShift: 300,
        computers: 300,
        cooledPercent: 100,
        bankBranch: false,
      },
      degreeDays: { heating: 4000, cooling: 1046 },
      sourceEuiKwhPerM2: office.printed.actual * KWH_PER_M2_PER_KBTU_PER_FT2,
    });
    expect(estimate).toMatchObject({ status: 'estimated', score: 50, missing: [] });
    if (estimate.status !== 'estimated') return;
    expect(estimate.inputs.every((entry) => entry.basis !== 'assumed')).toBe(true);
  });

  it("reproduces EPA's Warehouse worked example from a U.S. industrial building's description (score 58)", () => {
    const estimate = energyStarEstimate({
      country: 'US',
      useType: 'industrial',
      grossFloorAreaM2: 125_000 * M2_PER_FT2,
      activity: SIXTY_HOURS,
      useDetails: {
        workersOnMainShift: 90,
        coldStoragePercent: 10,
        heatedPercent: 100,
        cooledPercent: 20,
      },
      degreeDays: { heating: 5806, cooling: 1343 },
      // EPA's printed actual source EUI, 94.4 kBtu/ft², in kWh/m².
      sourceEuiKwhPerM2: warehouse.printed.actual * KWH_PER_M2_PER_KBTU_PER_FT2,
    });
    expect(estimate).toMatchObject({
      status: 'estimated',
      propertyType: 'warehouse',
      score: warehouse.printed.score,
      missing: [],
    });
    if (estimate.status !== 'estimated') return;
    expect(estimate.predictedSourceEuiKbtuPerFt2).toBeCloseTo(warehouse.printed.predicted, 0);
    expect(estimate.ratio).toBeCloseTo(warehouse.printed.ratio, 3);
    expect(estimate.inputs.find((entry) => entry.input === 'coldStorageFraction')).toMatchObject({
      value: 0.1,
      basis: 'described',
    });
  });

  it('reads shares from percent and a bank branch as a small bank up to 50,000 ft²', () => {
    expect(
      describedUseDetails({ heatedPercent: 80, cooledPercent: 50, bankBranch: true }, 40_000),
    ).toEqual({ heatedFraction: 0.8, cooledFraction: 0.5, smallBank: true });
    expect(describedUseDetails({ bankBranch: true }, 60_000)).toEqual({ smallBank: false });
    expect(describedUseDetails({ coldStoragePercent: 10 }, 1)).toEqual({
      coldStorageFraction: 0.1,
    });
    expect(describedUseDetails({ guestRooms: 180, commercialKitchen: true }, 1)).toEqual({
      guestRooms: 180,
      commercialKitchen: true,
    });
  });

  it('names the inputs it lacks, and gives no score without them', () => {
    const estimate = energyStarEstimate({
      country: 'US',
      useType: 'office',
      grossFloorAreaM2: 5_000,
      activity: EIGHTY_HOURS,
      degreeDays: { heating: 4000, cooling: 1046 },
      sourceEuiKwhPerM2: 400,
    });
    expect(estimate).toMatchObject({ status: 'estimated', score: null });
    if (estimate.status !== 'estimated') return;
    expect(estimate.missing).toEqual(
      expect.arrayContaining(['workersOnMainShift', 'computers', 'cooledFraction', 'smallBank']),
    );
    expect(estimate.missing).not.toContain('weeklyOperatingHours');
  });

  it('says why there is no estimate', () => {
    const base = {
      country: 'US',
      useType: 'office' as const,
      grossFloorAreaM2: 5_000,
      activity: undefined,
      degreeDays: undefined,
      sourceEuiKwhPerM2: 400,
    };
    expect(energyStarEstimate({ ...base, country: 'DE' })).toEqual({
      status: 'unavailable',
      reason: 'notUnitedStates',
    });
    expect(energyStarEstimate({ ...base, useType: 'institution' })).toMatchObject({
      reason: 'useType',
    });
    expect(energyStarEstimate({ ...base, grossFloorAreaM2: undefined })).toMatchObject({
      reason: 'noFloorArea',
    });
    expect(energyStarEstimate({ ...base, sourceEuiKwhPerM2: null })).toMatchObject({
      reason: 'noSourceEui',
    });
  });
});

describe('degreeDays65F', () => {
  it('is (65 °F − mean) × days for a year well below the base, and nothing to cool', () => {
    // A mean of −10 °C all year: (18.33 + 10) K × 365 days × 1.8 °F/K, to Hitchin's tail.
    const cold = degreeDays65F({ monthlyMeanDegC: Array<number>(12).fill(-10) });
    expect(cold.heating).toBeCloseTo((65 - 14) * 365, -1);
    expect(cold.cooling).toBeLessThan(1);
  });

  it('gives New York a heating and a cooling season of plausible size', () => {
    const newYork = CLIMATE_NORMALS.find((station) => station.code === 'newYork')!;
    const { heating, cooling } = degreeDays65F(newYork);
    // A plausibility range for New York's climate, not a published figure: the estimate uses
    // Hitchin's monthly formula on the station's normal monthly means.
    expect(heating).toBeGreaterThan(4_000);
    expect(heating).toBeLessThan(5_200);
    expect(cooling).toBeGreaterThan(900);
    expect(cooling).toBeLessThan(1_600);
  });
});

describe('detailsAskedBy', () => {
  it("lists the use details each type's model asks for, from the model's own inputs", () => {
    const keys = (type: Parameters<typeof detailsAskedBy>[0]) =>
      detailsAskedBy(type).map((detail) => detail.key);
    expect(keys('office')).toEqual([
      'workersOnMainShift',
      'computers',
      'cooledPercent',
      'bankBranch',
    ]);
    expect(keys('k12School')).toEqual([
      'workersOnMainShift',
      'heatedPercent',
      'cooledPercent',
      'cooking',
      'highSchool',
    ]);
    expect(keys('hotel')).toEqual([
      'workersOnMainShift',
      'guestRooms',
      'commercialRefrigerationUnits',
      'heatedPercent',
      'cooledPercent',
      'commercialKitchen',
    ]);
    expect(keys('retailStore')).toEqual([
      'workersOnMainShift',
      'commercialRefrigerationUnits',
      'heatedPercent',
      'cooledPercent',
      'supermarket',
    ]);
    expect(keys('warehouse')).toEqual([
      'workersOnMainShift',
      'heatedPercent',
      'cooledPercent',
      'coldStoragePercent',
    ]);
  });
});
