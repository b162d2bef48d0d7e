import { describe, expect, it } from 'vitest';
import { ENERGY_STAR_MODELS } from '../../../constants/energy-star-score-models.js';
import { energyStarModelInputs, resolveInputs } from './energy-star-inputs.js';

describe('ENERGY STAR score inputs', () => {
  it('declares what each model needs for the score and, besides, for eligibility (office)', () => {
    expect(energyStarModelInputs(ENERGY_STAR_MODELS.office)).toEqual({
      score: [
        'grossFloorAreaFt2',
        'weeklyOperatingHours',
        'workersOnMainShift',
        'computers',
        'cooledFraction',
        'coolingDegreeDays65F',
        'smallBank',
      ],
      eligibilityOnly: ['monthsInUsePerYear', 'propertyTypeFloorAreaFraction'],
    });
  });

  it('needs the floor area of a density and both shares of the warehouse cooling term', () => {
    const { score, eligibilityOnly } = energyStarModelInputs(ENERGY_STAR_MODELS.warehouse);
    expect(score).toEqual([
      'weeklyOperatingHours',
      'workersOnMainShift',
      'grossFloorAreaFt2',
      'coldStorageFraction',
      'heatedFraction',
      'heatingDegreeDays65F',
      'cooledFraction',
      'coolingDegreeDays65F',
    ]);
    expect(eligibilityOnly).toEqual(['monthsInUsePerYear', 'propertyTypeFloorAreaFraction']);
  });

  it('takes a given value over an assumption, and reports only the assumptions used', () => {
    const resolved = resolveInputs(
      ['grossFloorAreaFt2', 'workersOnMainShift', 'smallBank'],
      { grossFloorAreaFt2: 1000 },
      { grossFloorAreaFt2: 5000, workersOnMainShift: 3, smallBank: false },
    );
    expect([...resolved.values]).toEqual([
      ['grossFloorAreaFt2', 1000],
      ['workersOnMainShift', 3],
      ['smallBank', 0],
    ]);
    expect(resolved.assumed).toEqual([
      { input: 'workersOnMainShift', value: 3 },
      { input: 'smallBank', value: false },
    ]);
    expect(resolved.missing).toEqual([]);
  });

  it('refuses values out of range, including an invalid assumption', () => {
    const resolved = resolveInputs(
      [
        'grossFloorAreaFt2',
        'residentialUnits',
        'heatedFraction',
        'weeklyOperatingHours',
        'monthsInUsePerYear',
        'workersOnMainShift',
        'computers',
      ],
      {
        grossFloorAreaFt2: 0,
        residentialUnits: 0,
        heatedFraction: 1.01,
        weeklyOperatingHours: 169,
        monthsInUsePerYear: 13,
        workersOnMainShift: Number.POSITIVE_INFINITY,
      },
      { computers: -2 },
    );
    expect(resolved.values.size).toBe(0);
    expect(resolved.assumed).toEqual([]);
    expect(resolved.missing.map((entry) => entry.reason)).toEqual(Array(7).fill('invalid'));
  });

  it('accepts the limits themselves: 168 hours, 12 months, a share of 1, no workers', () => {
    const resolved = resolveInputs(
      ['weeklyOperatingHours', 'monthsInUsePerYear', 'cooledFraction', 'workersOnMainShift'],
      {
        weeklyOperatingHours: 168,
        monthsInUsePerYear: 12,
        cooledFraction: 1,
        workersOnMainShift: 0,
      },
      {},
    );
    expect(resolved.missing).toEqual([]);
  });
});
