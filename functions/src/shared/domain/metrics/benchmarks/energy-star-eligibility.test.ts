import { describe, expect, it } from 'vitest';
import { ENERGY_STAR_MODELS } from '../../../constants/energy-star-score-models.js';
import { workedExampleInputs } from '../../../testing/energy-star-worked-examples.js';
import { energyStarEligibility } from './energy-star-eligibility.js';
import { energyStarScore } from './energy-star-score.js';

const OFFICE = workedExampleInputs('office');
const HOTEL = workedExampleInputs('hotel');
const RETAIL = workedExampleInputs('retailStore');

describe('ENERGY STAR score: eligibility', () => {
  it('finds an office eligible when every rule is checked and passes', () => {
    const inputs = { ...OFFICE, monthsInUsePerYear: 12, propertyTypeFloorAreaFraction: 0.9 };
    const result = energyStarScore('office', { actualSourceEuiKbtuPerFt2: 169.288, inputs });
    expect(result).toMatchObject({
      eligible: true,
      ineligibleReasons: [],
      eligibilityUnchecked: [],
    });
  });

  it('leaves eligibility open, not true, when a rule cannot be checked', () => {
    const result = energyStarScore('office', {
      actualSourceEuiKbtuPerFt2: 169.288,
      inputs: OFFICE,
    });
    expect(result.eligible).toBeNull();
    expect(result.eligibilityUnchecked).toEqual(['minimumMonthsInUse', 'mainUseShare']);
  });

  it('flags an ineligible office with its reasons and still computes the ratio', () => {
    const inputs = {
      ...OFFICE,
      computers: 0,
      weeklyOperatingHours: 20,
      monthsInUsePerYear: 12,
      propertyTypeFloorAreaFraction: 0.5,
    };
    const result = energyStarScore('office', { actualSourceEuiKbtuPerFt2: 169.288, inputs });
    expect(result.eligible).toBe(false);
    expect(result.score).not.toBeNull();
    expect(result.ineligibleReasons).toEqual([
      { rule: 'minimumComputers', input: 'computers', comparison: 'atLeast', limit: 1, value: 0 },
      {
        rule: 'minimumWeeklyHours',
        input: 'weeklyOperatingHours',
        comparison: 'atLeast',
        limit: 30,
        value: 20,
      },
      {
        rule: 'mainUseShare',
        input: 'propertyTypeFloorAreaFraction',
        comparison: 'moreThan',
        limit: 0.5,
        value: 0.5,
      },
    ]);
  });

  it('requires a hotel to operate 168 hours a week', () => {
    const inputs = { ...HOTEL, weeklyOperatingHours: 100 };
    const result = energyStarScore('hotel', { actualSourceEuiKbtuPerFt2: 181.8, inputs });
    expect(result.ineligibleReasons.map((reason) => [reason.rule, reason.limit])).toEqual([
      ['minimumWeeklyHours', 168],
    ]);
  });

  it('requires refrigeration of a supermarket, not of another store', () => {
    const rules = (supermarket: boolean) =>
      energyStarScore('retailStore', {
        actualSourceEuiKbtuPerFt2: 92.1,
        inputs: { ...RETAIL, supermarket, commercialRefrigerationUnits: 0 },
      }).ineligibleReasons.map((reason) => reason.rule);
    expect(rules(true)).toEqual(['supermarketRefrigeration']);
    expect(rules(false)).toEqual([]);
  });

  it('requires at least 20 residential units', () => {
    const inputs = { ...workedExampleInputs('multifamily'), residentialUnits: 19 };
    const result = energyStarScore('multifamily', { actualSourceEuiKbtuPerFt2: 167.9, inputs });
    expect(result.eligible).toBe(false);
    expect(result.ineligibleReasons.map((reason) => reason.rule)).toEqual([
      'minimumResidentialUnits',
    ]);
  });

  it('leaves a conditional rule unchecked while its flag is unknown, and uses stated assumptions', () => {
    const { supermarket: _s, ...store } = { ...RETAIL, commercialRefrigerationUnits: 0 };
    const unknown = energyStarEligibility(ENERGY_STAR_MODELS.retailStore, store);
    expect(unknown.unchecked).toContain('supermarketRefrigeration');
    expect(unknown.ineligibleReasons).toEqual([]);
    const assumed = energyStarEligibility(ENERGY_STAR_MODELS.retailStore, store, {
      supermarket: true,
      monthsInUsePerYear: 12,
    });
    expect(assumed.ineligibleReasons.map((reason) => reason.rule)).toEqual([
      'supermarketRefrigeration',
    ]);
    expect(assumed.assumed).toEqual([
      { input: 'supermarket', value: true },
      { input: 'monthsInUsePerYear', value: 12 },
    ]);
  });
});
