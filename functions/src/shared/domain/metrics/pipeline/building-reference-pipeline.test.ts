import { describe, expect, it } from 'vitest';
import { ENERGY_STAR_MODELS } from '../../../constants/energy-star-score-models.js';
import { testOfficeInput } from '../../../testing/measures-test-office.js';
import { gammaCdf, gammaQuantile } from '../benchmarks/gamma-distribution.js';
import type { ReportedYear } from '../../../schemas/stored/reported-year.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';
import { computeBuildingMetrics } from './compute-building-metrics.js';

/*
 * The Comparison tab's and the Dashboard's position of a U.S. building with a Portfolio Manager
 * national median source EUI in its history (docs/methodology.md §2): stored with the figures.
 */
describe('a U.S. building with a Portfolio Manager national median', () => {
  const office = testOfficeInput({});
  const inUs = (reportedYears?: Record<string, ReportedYear>): BuildingMetricsInput => ({
    ...office,
    building: {
      ...office.building,
      general: { ...office.building.general, country: 'US', city: 'Chicago' },
      ...(reportedYears ? { reportedYears } : {}),
    } as BuildingMetricsInput['building'],
  });

  it('is placed around where it would score 50 by that median, named with its year', () => {
    const plain = computeBuildingMetrics(inUs()).metrics.benchmarks;
    // Without the median (and without every input of its score): its model's prediction from the
    // inputs it has, the others at the sample's means.
    expect(plain.reference?.predicted).toMatchObject({ partial: true });
    expect(plain.reference?.predicted?.portfolioManagerYear).toBeUndefined();
    const site = plain.total.value;
    // A year that used the same energy at 1.25 × its national median source EUI.
    const reportedYears = {
      '2022': {
        importId: 'i',
        line: 2,
        siteEuiKwhPerM2: site,
        sourceEuiKwhPerM2: site * 2,
        nationalMedianSourceEuiKwhPerM2: (site * 2) / 1.25,
      },
    };
    const placed = computeBuildingMetrics(inUs(reportedYears)).metrics.benchmarks;
    expect(placed.reference?.predicted).toEqual({
      siteMedianKwhPerM2: expect.closeTo(site / 1.25, 2),
      sourceMedianKwhPerM2: expect.any(Number),
      portfolioManagerYear: 2022,
    });
    // 1.25 × the median of the Office gamma (shape 4.016, EPA): its CDF there, about 67 %.
    const shape = ENERGY_STAR_MODELS.office.gamma.shape;
    const expected = gammaCdf(1.25 * gammaQuantile(0.5, shape, 1), shape, 1) * 100;
    expect(expected).toBeCloseTo(67.3, 1);
    expect(placed.total.reference?.percentile).toBeCloseTo(expected, 2);
    expect(placed.total.reference?.band).toBe('averagePerformance');
    expect(placed.source.reference?.percentile).toBeCloseTo(placed.total.reference!.percentile, 1);
    expect(placed.markers.bestInClass).toBeLessThan(site / 1.25);
  });
});
