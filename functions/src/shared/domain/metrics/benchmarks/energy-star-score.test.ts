import { describe, expect, it } from 'vitest';
import {
  ENERGY_STAR_MODELS,
  type EnergyStarPropertyType,
} from '../../../constants/energy-star-score-models.js';
import { SOURCE_FACTORS_US } from '../../../constants/source-energy.js';
import {
  WORKED_EXAMPLES,
  actualSourceEui,
  workedExampleInputs,
} from '../../../testing/energy-star-worked-examples.js';
import type { EnergyStarInputs } from './energy-star-inputs.js';
import {
  degreeDays65FFromDegreeDays18C,
  energyStarScore,
  energyStarScoreFromRatio,
  ft2FromM2,
  kbtuPerFt2FromKwhPerM2,
  predictedSourceEuiKbtuPerFt2,
} from './energy-star-score.js';
import { gammaQuantile } from './gamma-distribution.js';

const TYPES = Object.keys(ENERGY_STAR_MODELS) as EnergyStarPropertyType[];

/** Half a unit in the last of `decimals` printed places. */
const halfUnit = (decimals: number): number => 0.5 * 10 ** -decimals + 1e-12;

describe('ENERGY STAR score: EPA worked examples', () => {
  it.each(WORKED_EXAMPLES)('reproduces the $type example: score $printed.score', (example) => {
    const { type, kwh, therms, inputs, printed } = example;
    const actual = actualSourceEui(kwh, therms, inputs.grossFloorAreaFt2!);
    expect(Math.abs(actual - printed.actual)).toBeLessThanOrEqual(halfUnit(1));

    const result = energyStarScore(type, { actualSourceEuiKbtuPerFt2: actual, inputs });
    expect(result.missing).toEqual([]);
    expect(result.assumed).toEqual([]);
    expect(result.predicted).toBeCloseTo(printed.predicted, 1);
    expect(Math.abs(result.ratio! - printed.ratio)).toBeLessThan(1e-3);
    expect(result.score).toBe(printed.score);

    expect(result.terms.map((term) => term.id)).toEqual(Object.keys(example.terms));
    for (const term of result.terms) {
      const [value, valueDecimals, product, productDecimals] = example.terms[term.id]!;
      if (value !== null)
        expect(Math.abs(term.value - value), term.id).toBeLessThanOrEqual(halfUnit(valueDecimals));
      const slack =
        halfUnit(productDecimals) + Math.abs(term.coefficient) * halfUnit(valueDecimals);
      expect(Math.abs(term.product - product), term.id).toBeLessThanOrEqual(slack);
    }
  });

  it('uses EPA’s U.S. source-site ratios of the examples: electricity 2.80, natural gas 1.05', () => {
    expect(SOURCE_FACTORS_US.electricity).toBe(2.8);
    expect(SOURCE_FACTORS_US.naturalGas).toBe(1.05);
  });
});

describe('ENERGY STAR score: lookup tables', () => {
  it.each(TYPES)('%s: 100 lower bounds, from 0 and strictly increasing', (type) => {
    const bounds = ENERGY_STAR_MODELS[type].lookupLowerBounds;
    expect(bounds).toHaveLength(100);
    expect(bounds[0]).toBe(0);
    for (let i = 1; i < bounds.length; i += 1) expect(bounds[i]!).toBeGreaterThan(bounds[i - 1]!);
  });

  it.each(TYPES)(
    '%s: bounds of 99, 90, 75, 50, 25, 1 are the published gamma quantiles',
    (type) => {
      const { lookupLowerBounds, gamma } = ENERGY_STAR_MODELS[type];
      for (const score of [99, 90, 75, 50, 25, 1]) {
        const quantile = gammaQuantile((100 - score) / 100, gamma.shape, gamma.scale);
        expect(Math.abs(lookupLowerBounds[100 - score]! - quantile), `score ${score}`).toBeLessThan(
          5e-4,
        );
      }
    },
  );

  it.each(TYPES)('%s: every bound is the gamma quantile rounded to 4 places', (type) => {
    const { lookupLowerBounds, gamma } = ENERGY_STAR_MODELS[type];
    for (let index = 1; index < lookupLowerBounds.length; index += 1) {
      const quantile = gammaQuantile(index / 100, gamma.shape, gamma.scale);
      expect(Math.abs(lookupLowerBounds[index]! - quantile), `score ${100 - index}`).toBeLessThan(
        5e-5,
      );
    }
  });

  it.each(TYPES)(
    '%s: a ratio exactly on a bound gets that bound’s score, just below it the next better',
    (type) => {
      const bounds = ENERGY_STAR_MODELS[type].lookupLowerBounds;
      for (let index = 1; index < bounds.length; index += 1) {
        expect(energyStarScoreFromRatio(type, bounds[index]!)).toBe(100 - index);
        expect(energyStarScoreFromRatio(type, bounds[index]! - 1e-9)).toBe(101 - index);
      }
    },
  );

  it('scores 100 below the score-99 bound and 1 at and beyond the score-1 bound (office)', () => {
    expect(energyStarScoreFromRatio('office', 0)).toBe(100);
    expect(energyStarScoreFromRatio('office', 0.1931)).toBe(100);
    expect(energyStarScoreFromRatio('office', 0.1932)).toBe(99);
    expect(energyStarScoreFromRatio('office', 0.8586)).toBe(50);
    expect(energyStarScoreFromRatio('office', 0.8585)).toBe(51);
    expect(energyStarScoreFromRatio('office', 2.3444)).toBe(1);
    expect(energyStarScoreFromRatio('office', 40)).toBe(1);
  });
});

const OFFICE = workedExampleInputs('office');
const HOTEL = workedExampleInputs('hotel');
const RETAIL = workedExampleInputs('retailStore');
const WORSHIP = workedExampleInputs('worshipFacility');

function term(type: EnergyStarPropertyType, inputs: EnergyStarInputs, id: string) {
  return predictedSourceEuiKbtuPerFt2(type, inputs).terms.find((t) => t.id === id)!;
}

describe('ENERGY STAR score: floors and caps before centring', () => {
  it('holds hotel rooms per 1,000 ft² to 3–4', () => {
    expect(term('hotel', HOTEL, 'guestRoomDensity')).toMatchObject({
      rawValue: 1.2,
      value: 3,
      limitedBy: 'floor',
    });
    const crowded = term('hotel', { ...HOTEL, guestRooms: 1500 }, 'guestRoomDensity');
    expect(crowded).toMatchObject({ rawValue: 5, value: 4, limitedBy: 'cap' });
    expect(crowded.product).toBeCloseTo(103.7 * (4 - 3.022), 10);
    const between = term('hotel', { ...HOTEL, guestRooms: 1050 }, 'guestRoomDensity');
    expect(between).toMatchObject({ value: 3.5, limitedBy: null });
  });

  it('scores an office above 100,000 ft² as one of 100,000 ft² with the same densities', () => {
    const at100k = {
      ...OFFICE,
      grossFloorAreaFt2: 100_000,
      workersOnMainShift: 150,
      computers: 150,
    };
    const at150k = {
      ...OFFICE,
      grossFloorAreaFt2: 150_000,
      workersOnMainShift: 225,
      computers: 225,
    };
    const at90k = { ...OFFICE, grossFloorAreaFt2: 90_000, workersOnMainShift: 135, computers: 135 };
    const predicted = (inputs: EnergyStarInputs) =>
      predictedSourceEuiKbtuPerFt2('office', inputs).predictedSourceEuiKbtuPerFt2!;
    expect(predicted(at150k)).toBeCloseTo(predicted(at100k), 10);
    expect(predicted(at100k) - predicted(at90k)).toBeCloseTo(0.0006768 * 10_000, 10);
    expect(term('office', at150k, 'grossFloorArea')).toMatchObject({
      value: 100_000,
      limitedBy: 'cap',
    });
  });

  it('raises worship seats per 1,000 ft² to at least 40', () => {
    expect(term('worshipFacility', WORSHIP, 'seatDensity')).toMatchObject({
      rawValue: 15,
      value: 40,
      limitedBy: 'floor',
    });
    const full = term('worshipFacility', { ...WORSHIP, worshipSeats: 1000 }, 'seatDensity');
    expect(full).toMatchObject({ value: 50, limitedBy: null });
  });

  it('caps the worship food-preparation share at 0.1', () => {
    const big = term(
      'worshipFacility',
      { ...WORSHIP, foodPreparationAreaFt2: 3000 },
      'foodPreparationFraction',
    );
    expect(big).toMatchObject({ rawValue: 0.15, value: 0.1, limitedBy: 'cap' });
    expect(big.product).toBeCloseTo(291.9 * (0.1 - 0.004984), 10);
  });
});

describe('ENERGY STAR score: the supermarket terms of the retail model', () => {
  it('adds 252.6 plus 81.23 × the centred worker density for a supermarket (no EPA example)', () => {
    const supermarket = { ...RETAIL, supermarket: true, workersOnMainShift: 100 }; // 2 per 1,000 ft²
    const store = { ...supermarket, supermarket: false };
    const difference =
      predictedSourceEuiKbtuPerFt2('retailStore', supermarket).predictedSourceEuiKbtuPerFt2! -
      predictedSourceEuiKbtuPerFt2('retailStore', store).predictedSourceEuiKbtuPerFt2!;
    expect(difference).toBeCloseTo(252.6 + 81.23 * (2 - 0.8353), 10);
  });
});

describe('ENERGY STAR score: missing inputs and assumptions', () => {
  const actual = 169.288;

  it('gives no score and lists the inputs that are missing, never a silent default', () => {
    const { computers: _c, coolingDegreeDays65F: _d, smallBank: _s, ...partial } = OFFICE;
    const result = energyStarScore('office', {
      actualSourceEuiKbtuPerFt2: actual,
      inputs: partial,
    });
    expect(result).toMatchObject({ score: null, ratio: null, predicted: null });
    expect(result.missing).toEqual([
      { input: 'computers', reason: 'absent' },
      { input: 'coolingDegreeDays65F', reason: 'absent' },
      { input: 'smallBank', reason: 'absent' },
    ]);
    expect(result.terms.map((t) => t.id)).toEqual([
      'grossFloorArea',
      'weeklyOperatingHours',
      'workerDensity',
    ]);
  });

  it('reports out-of-range inputs as invalid', () => {
    const inputs = { ...OFFICE, cooledFraction: 1.2, weeklyOperatingHours: -1 };
    expect(
      energyStarScore('office', { actualSourceEuiKbtuPerFt2: actual, inputs }).missing,
    ).toEqual([
      { input: 'weeklyOperatingHours', reason: 'invalid' },
      { input: 'cooledFraction', reason: 'invalid' },
    ]);
    const noActual = energyStarScore('office', {
      actualSourceEuiKbtuPerFt2: Number.NaN,
      inputs: OFFICE,
    });
    expect(noActual.score).toBeNull();
    expect(noActual.missing).toEqual([{ input: 'actualSourceEuiKbtuPerFt2', reason: 'invalid' }]);
  });

  it('treats degree days ≤ 0 in a log term as missing', () => {
    const result = energyStarScore('retailStore', {
      actualSourceEuiKbtuPerFt2: 92.1,
      inputs: { ...RETAIL, heatingDegreeDays65F: 0 },
    });
    expect(result.score).toBeNull();
    expect(result.missing).toEqual([
      { input: 'heatingDegreeDays65F', reason: 'nonPositiveDegreeDaysInLog' },
    ]);
    const linear = energyStarScore('k12School', {
      actualSourceEuiKbtuPerFt2: 87.9,
      inputs: { ...workedExampleInputs('k12School'), coolingDegreeDays65F: 0 },
    });
    expect(linear.missing).toEqual([]);
  });

  it('uses stated assumptions for inputs not given and reports them', () => {
    const { computers: _c, ...partial } = OFFICE;
    const result = energyStarScore('office', {
      actualSourceEuiKbtuPerFt2: actual,
      inputs: partial,
      assumptions: { computers: 300, weeklyOperatingHours: 40 },
    });
    expect(result.score).toBe(50);
    expect(result.missing).toEqual([]);
    expect(result.assumed).toEqual([{ input: 'computers', value: 300 }]);
  });
});

describe('ENERGY STAR score: SI to the models’ units', () => {
  it('converts m², kWh/m² and °C·day base 18.3 °C', () => {
    expect(ft2FromM2(1)).toBeCloseTo(10.7639104, 7);
    expect(kbtuPerFt2FromKwhPerM2(1)).toBeCloseTo(3.412141633 / 10.7639104, 9);
    expect(degreeDays65FFromDegreeDays18C(2000)).toBeCloseTo(3600, 10);
  });
});
