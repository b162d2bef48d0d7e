import { describe, expect, it } from 'vitest';
import { ENERGY_STAR_MODELS } from '../../../constants/energy-star-score-models.js';
import { place, referenceFor } from './benchmark.js';
import {
  buildingReferenceChoice,
  portfolioManagerCentre,
  portfolioManagerYearOf,
} from './building-reference.js';
import { energyStarEstimate, type EnergyStarEstimate } from './energy-star-estimate.js';
import { energyStarScoreFromRatio } from './energy-star-score.js';
import { gammaQuantile } from './gamma-distribution.js';
import { lognormalPercentile } from './percentile.js';
import {
  partialPredictedCentre,
  referenceChoiceFor,
  sourceEuiReference,
  unconditionalSpread,
} from './reference-choice.js';

describe('the Portfolio Manager national median as the centre (methodology §2)', () => {
  const unavailable: EnergyStarEstimate = { status: 'unavailable', reason: 'useType' };
  const year = (site: number, source: number, median: number | undefined) => ({
    siteEuiKwhPerM2: site,
    sourceEuiKwhPerM2: source,
    ...(median === undefined ? {} : { nationalMedianSourceEuiKwhPerM2: median }),
    importId: 'i',
    line: 2,
  });

  it('takes the latest reported year that gives site and source EUI and the median', () => {
    expect(
      portfolioManagerYearOf({
        '2012': year(400, 1000, 900),
        '2014': year(380, 950, 910),
        '2015': year(370, 930, undefined),
      }),
    ).toEqual({
      year: 2014,
      siteEuiKwhPerM2: 380,
      sourceEuiKwhPerM2: 950,
      nationalMedianSourceEuiKwhPerM2: 910,
    });
    expect(portfolioManagerYearOf({ '2015': year(370, 930, undefined) })).toBeUndefined();
    expect(portfolioManagerYearOf(undefined)).toBeUndefined();
  });

  it('places the building of that year at 100 minus the score its ratio to the median gives', () => {
    // The median is the source EUI of a score of 50: the model's prediction × its median ratio.
    const { shape, scale } = ENERGY_STAR_MODELS.office.gamma;
    const ratioAt50 = gammaQuantile(0.5, shape, scale);
    let worst = 0;
    for (let ratio = 0.3; ratio <= 2.5; ratio += 0.05) {
      const median = 600;
      const source = (ratio / ratioAt50) * median;
      const site = source / 2.3;
      const choice = buildingReferenceChoice({
        country: 'US',
        useType: 'office',
        reportedYears: { '2016': year(site, source, median) },
        energyStar: unavailable,
        // The building's own source EUI at other source factors than the file's.
        siteEuiKwhPerM2: site,
        sourceEuiKwhPerM2: site * 2.1,
      });
      expect(choice.predicted?.portfolioManagerYear).toBe(2016);
      const score = energyStarScoreFromRatio('office', ratio);
      const percentile = place(site, [], referenceFor(choice, 'office')).reference!.percentile;
      const sourcePercentile = lognormalPercentile(
        site * 2.1,
        sourceEuiReference(choice, 'office')!,
      );
      expect(sourcePercentile).toBeCloseTo(percentile, 9);
      worst = Math.max(worst, Math.abs(percentile - (100 - score)));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('comes before an estimated score, and only in the United States', () => {
    const reportedYears = { '2014': year(200, 500, 400) };
    const building = {
      useType: 'office' as const,
      reportedYears,
      energyStar: unavailable,
      siteEuiKwhPerM2: 200,
      sourceEuiKwhPerM2: 500,
    };
    expect(buildingReferenceChoice({ ...building, country: 'US' }).predicted).toEqual({
      siteMedianKwhPerM2: 160,
      sourceMedianKwhPerM2: 400,
      portfolioManagerYear: 2014,
    });
    expect(buildingReferenceChoice({ ...building, country: 'CA' }).predicted).toBeUndefined();
    const noMedian = {
      ...building,
      country: 'US',
      reportedYears: { '2014': year(200, 500, undefined) },
    };
    expect(buildingReferenceChoice(noMedian)).toEqual(referenceChoiceFor('US', 'office'));
    expect(portfolioManagerCentre(portfolioManagerYearOf(reportedYears)!, 0, 0)).toEqual({
      siteMedianKwhPerM2: 160,
      sourceMedianKwhPerM2: 400,
      portfolioManagerYear: 2014,
    });
  });
});

describe("a U.S. building's model prediction from the inputs it has (methodology §2)", () => {
  const areaFt2 = 200_000;
  const areaM2 = areaFt2 * 0.09290304;
  const estimateOf = (useType: 'office' | 'hospitality', useDetails = {}) =>
    energyStarEstimate({
      country: 'US',
      useType,
      grossFloorAreaM2: areaM2,
      activity: undefined,
      useDetails,
      degreeDays: undefined,
      sourceEuiKwhPerM2: 600,
    });
  const kwhPerM2 = (kbtuPerFt2: number) => (kbtuPerFt2 * 0.293071) / 0.09290304;

  it("centres a large office on its model's prediction at its floor area, the rest at the sample's means", () => {
    const estimate = estimateOf('office');
    expect(estimate.status === 'estimated' && estimate.score).toBeNull();
    const choice = buildingReferenceChoice({
      country: 'US',
      useType: 'office',
      reportedYears: undefined,
      energyStar: estimate,
      siteEuiKwhPerM2: 250,
      sourceEuiKwhPerM2: 600,
    });
    // Office Figure 3: 143.1 + 0.0006768 × (min(200,000, 100,000) − 12,342) = 202.43 kBtu/ft²,
    // at the median ratio of the Office gamma (a score of 50).
    const { shape, scale } = ENERGY_STAR_MODELS.office.gamma;
    const source = kwhPerM2(
      (143.1 + 0.0006768 * (100_000 - 12_342)) * gammaQuantile(0.5, shape, scale),
    );
    expect(choice.predicted).toEqual({
      siteMedianKwhPerM2: expect.closeTo(source * (250 / 600), 9),
      sourceMedianKwhPerM2: expect.closeTo(source, 9),
      partial: true,
    });
    // Operation unknown: the spread of all offices (σ 0.60), not the model's gamma.
    expect(sourceEuiReference(choice, 'office')).toEqual({
      median: choice.predicted!.sourceMedianKwhPerM2,
      ...unconditionalSpread('office'),
    });
    // A use detail given counts: 500 workers are 2.5 per 1,000 ft², 15.90 × (2.5 − 2.056) more.
    const withWorkers = buildingReferenceChoice({
      country: 'US',
      useType: 'office',
      reportedYears: undefined,
      energyStar: estimateOf('office', { workersOnMainShift: 500 }),
      siteEuiKwhPerM2: 250,
      sourceEuiKwhPerM2: 600,
    });
    expect(withWorkers.predicted!.sourceMedianKwhPerM2 - source).toBeCloseTo(
      kwhPerM2(15.9 * (2.5 - 2.056) * gammaQuantile(0.5, shape, scale)),
      9,
    );
  });

  it('takes the intercept of a model without a floor-area term, and nothing outside the United States', () => {
    const { shape, scale } = ENERGY_STAR_MODELS.hotel.gamma;
    expect(
      partialPredictedCentre(estimateOf('hospitality'), 300, 600)?.sourceMedianKwhPerM2,
    ).toBeCloseTo(
      kwhPerM2(ENERGY_STAR_MODELS.hotel.intercept * gammaQuantile(0.5, shape, scale)),
      9,
    );
    expect(
      partialPredictedCentre({ status: 'unavailable', reason: 'notUnitedStates' }, 300, 600),
    ).toBeUndefined();
    // Without a source EUI the building is not placed by a prediction.
    expect(partialPredictedCentre(estimateOf('office'), 300, 0)).toBeUndefined();
  });
});
