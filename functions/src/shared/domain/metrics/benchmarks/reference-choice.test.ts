import { describe, expect, it } from 'vitest';
import { benchmarkBuilding, referenceFor, type BenchmarkSubject } from './benchmark.js';
import type { EnergyStarEstimate } from './energy-star-estimate.js';
import { energyStarScoreFromRatio } from './energy-star-score.js';
import { lognormalPercentile } from './percentile.js';
import {
  conditionalSpread,
  predictedCentre,
  referenceChoiceFor,
  siteEuiReference,
  sourceEuiReference,
  unconditionalSpread,
} from './reference-choice.js';

describe('referenceChoiceFor', () => {
  it('places U.S. buildings in ENERGY STAR and British ones in CIBSE TM46, as their own', () => {
    expect(referenceChoiceFor('US', 'hospitality')).toEqual({
      id: 'energyStarUs',
      category: 'hotel',
      spreadModel: 'hotel',
    });
    expect(referenceChoiceFor('gb', 'office')).toEqual({
      id: 'cibseTm46',
      category: 'generalOffice',
      spreadModel: 'office',
    });
  });

  it('says why a building is placed in another country’s reference', () => {
    expect(referenceChoiceFor('DE', 'office')).toMatchObject({
      id: 'cibseTm46',
      fallback: 'calculatedTarget',
      country: 'DE',
    });
    expect(referenceChoiceFor('CZ', 'education')).toMatchObject({
      id: 'cibseTm46',
      category: 'schools',
      fallback: 'noNationalReference',
      country: 'CZ',
    });
    expect(referenceChoiceFor('JP', 'retail')).toMatchObject({
      id: 'energyStarUs',
      category: 'retailStore',
      fallback: 'noNationalReference',
      country: 'JP',
    });
    const none = referenceChoiceFor(undefined, 'office');
    expect(none).toMatchObject({ id: 'energyStarUs', fallback: 'noCountry' });
    expect(none.country).toBeUndefined();
    expect(referenceChoiceFor('  ', 'office').fallback).toBe('noCountry');
  });
});

describe('the reference distributions', () => {
  it('take the spread of each use type from its ENERGY STAR model: σ(ln) = √ψ₁(shape) given its operation', () => {
    // Gamma shapes (EPA Technical References, August 2018): Office 4.016, K-12 School 6.497,
    // Hotel 9.659, Retail Store 6.433, Non-refrigerated Warehouse 2.349.
    expect(conditionalSpread('office')).toEqual({
      lnSigma: expect.closeTo(0.5316, 3),
      gammaShape: 4.016,
    });
    expect(conditionalSpread('k12School').lnSigma).toBeCloseTo(0.4079, 3);
    expect(conditionalSpread('hotel').lnSigma).toBeCloseTo(0.3303, 3);
    expect(conditionalSpread('retailStore').lnSigma).toBeCloseTo(0.4101, 3);
    expect(conditionalSpread('warehouse').lnSigma).toBeCloseTo(0.7272, 3);
  });

  it('widen it by the variance the regression explains when the operation is unknown: ÷ √(1 − R²)', () => {
    // R² (Figure 3): Office 0.2200, K-12 0.2120, Hotel 0.2675, Retail 0.7766, Warehouse 0.4015.
    expect(unconditionalSpread('office').lnSigma).toBeCloseTo(0.5316 / Math.sqrt(0.78), 3);
    expect(unconditionalSpread('k12School').lnSigma).toBeCloseTo(0.4079 / Math.sqrt(0.788), 3);
    expect(unconditionalSpread('hotel').lnSigma).toBeCloseTo(0.3303 / Math.sqrt(0.7325), 3);
    expect(unconditionalSpread('retailStore').lnSigma).toBeCloseTo(0.4101 / Math.sqrt(0.2234), 3);
    expect(unconditionalSpread('warehouse').lnSigma).toBeCloseTo(0.7272 / Math.sqrt(0.5985), 3);
    const us = siteEuiReference(referenceChoiceFor('US', 'industrial'), 'industrial');
    expect(us).toEqual({ median: expect.any(Number), ...unconditionalSpread('warehouse') });
    const predicted = referenceChoiceFor('US', 'industrial', {
      siteMedianKwhPerM2: 80,
      sourceMedianKwhPerM2: 160,
    });
    expect(siteEuiReference(predicted, 'industrial')).toEqual({
      median: 80,
      ...conditionalSpread('warehouse'),
    });
  });

  it('centre on the national median (ENERGY STAR, kBtu/ft² × 3.15459) or the TM46 typical sum', () => {
    const us = referenceChoiceFor('US', 'hospitality');
    expect(siteEuiReference(us, 'hospitality').median).toBeCloseTo(63.0 * 3.15459, 2);
    expect(sourceEuiReference(us, 'hospitality')?.median).toBeCloseTo(146.7 * 3.15459, 2);
    const uk = referenceChoiceFor('GB', 'hospitality');
    expect(siteEuiReference(uk, 'hospitality').median).toBe(105 + 330);
    expect(sourceEuiReference(uk, 'hospitality')).toBeNull();
    expect(siteEuiReference(referenceChoiceFor('CZ', 'office'), 'office').median).toBe(95 + 120);
  });

  it('puts good and bad hotels of one type in different bands (the all-building spread did not)', () => {
    const uk = referenceChoiceFor('GB', 'hospitality');
    const reference = referenceFor(uk, 'hospitality');
    const hotel = (id: string, eui: number): BenchmarkSubject => ({
      buildingId: id,
      useType: 'hospitality',
      siteEuiKwhPerM2: eui,
      sourceEuiKwhPerM2: eui * 1.5,
      co2KgPerM2: eui * 0.2,
      endUseKwhPerM2: {
        heating: eui / 2,
        cooling: 0,
        mechanicalVentilation: 0,
        lighting: eui / 4,
        plugLoads: eui / 8,
        others: eui / 8,
      },
      uValues: { roof: 0.3, wall: 0.5, openings: 2, floor: 0.4 },
    });
    const bandOf = (eui: number) =>
      benchmarkBuilding(hotel('a', eui), [], uk).total.reference?.band;
    expect(bandOf(230)).toBe('bestInClass');
    expect(bandOf(330)).toBe('mostEfficient');
    expect(bandOf(435)).toBe('averagePerformance');
    expect(bandOf(650)).toBe('leastEfficient');
    // With σ(ln) 1.12 (CBECS all buildings) 230 and 650 were both Average Performance.
    expect(lognormalPercentile(230, { median: 435, lnSigma: 1.12 })).toBeGreaterThan(25);
    expect(lognormalPercentile(230, reference)).toBeLessThan(10);
  });
});

describe('predictedCentre', () => {
  const estimate = (ratio: number, predicted: number): EnergyStarEstimate => ({
    status: 'estimated',
    propertyType: 'office',
    score: energyStarScoreFromRatio('office', ratio),
    ratio,
    actualSourceEuiKbtuPerFt2: ratio * predicted,
    predictedSourceEuiKbtuPerFt2: predicted,
    inputs: [],
    missing: [],
    eligible: true,
    ineligibleRules: [],
    modelVersion: 'August 2018',
  });

  it('places a scored U.S. building at 100 minus its score (within the table’s one-point steps), in site and source EUI', () => {
    const predicted = 150; // kBtu/ft², source
    let worst = 0;
    for (let ratio = 0.3; ratio <= 2.5; ratio += 0.05) {
      const source = ratio * predicted * 3.15459;
      const site = source / 2.1;
      const choice = referenceChoiceFor(
        'US',
        'office',
        predictedCentre(estimate(ratio, predicted), site, source),
      );
      const score = energyStarScoreFromRatio('office', ratio);
      const sitePercentile = lognormalPercentile(site, siteEuiReference(choice, 'office'));
      const sourcePercentile = lognormalPercentile(source, sourceEuiReference(choice, 'office')!);
      expect(sitePercentile).toBeCloseTo(sourcePercentile, 9);
      worst = Math.max(worst, Math.abs(sitePercentile - (100 - score)));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('is absent without a score, and outside the United States', () => {
    const missing = { ...estimate(1, 150), score: null };
    expect(predictedCentre(missing, 100, 200)).toBeUndefined();
    expect(predictedCentre({ status: 'unavailable', reason: 'useType' }, 100, 200)).toBeUndefined();
    const centre = predictedCentre(estimate(1, 150), 100, 200);
    expect(referenceChoiceFor('GB', 'office', centre).predicted).toBeUndefined();
    expect(referenceChoiceFor('US', 'office', centre).predicted).toEqual(centre);
  });
});
