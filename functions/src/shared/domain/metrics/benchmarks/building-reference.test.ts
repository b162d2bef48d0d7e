import { describe, expect, it } from 'vitest';
import { ENERGY_STAR_MODELS } from '../../../constants/energy-star-score-models.js';
import { place, referenceFor } from './benchmark.js';
import {
  buildingReferenceChoice,
  portfolioManagerCentre,
  portfolioManagerYearOf,
} from './building-reference.js';
import type { EnergyStarEstimate } from './energy-star-estimate.js';
import { energyStarScoreFromRatio } from './energy-star-score.js';
import { gammaQuantile } from './gamma-distribution.js';
import { lognormalPercentile } from './percentile.js';
import { referenceChoiceFor, sourceEuiReference } from './reference-choice.js';

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
