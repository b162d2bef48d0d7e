/**
 * The Comparison view (functions/src/shared/domain/metrics/views/comparison/view) against the golden
 * figures of the demo buildings: the band limits, percentiles, bands and ranges the tab shows are
 * the stored ones, in the reference and among the chosen buildings.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparisonView } from '../../functions/src/shared/domain/metrics/views/comparison/view.js';
import type {
  ComparisonPeerSet,
  ComparisonRow,
} from '../../functions/src/shared/domain/metrics/views/comparison/types.js';
import type { BuildingMetrics } from '../../functions/src/shared/schemas/derived/metrics.js';
import {
  END_USES,
  buildingMetricsSchema,
} from '../../functions/src/shared/schemas/derived/metrics.js';

const DIR = new URL('./demo-metrics/', import.meta.url);
const KEYS = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const golden = (key: string): BuildingMetrics =>
  buildingMetricsSchema.parse(JSON.parse(readFileSync(new URL(`${key}.json`, DIR), 'utf8')));

const viewOf = (metrics: BuildingMetrics, peerSet: ComparisonPeerSet) =>
  comparisonView({
    benchmarks: metrics.benchmarks,
    energy: metrics.energy,
    quality: metrics.quality,
    measures: metrics.measures,
    peerSet,
  });

type Placement = BuildingMetrics['benchmarks']['total'];

/** The row shows the stored placement of its peer set: limits, percentile, band and range. */
function expectStored(row: ComparisonRow, placement: Placement, peerSet: ComparisonPeerSet) {
  expect(row.current).toBe(placement.value);
  const stored = peerSet === 'reference' ? placement.reference : placement.peers;
  if (peerSet === 'peers' && placement.peers.count === 0) {
    expect(row).toMatchObject({ limits: null, percentile: null, band: null });
  } else {
    expect(row.limits).toEqual({
      bestInClass: stored!.bestInClass,
      mostEfficient: stored!.mostEfficient,
      median: stored!.median,
      leastEfficient: stored!.leastEfficient,
    });
    expect(row.percentile).toBe(stored!.percentile);
    expect(row.band).toBe(stored!.band);
    // The band limits are in order, and the value's band matches where it sits among them.
    const limits = row.limits!;
    expect(limits.bestInClass).toBeLessThanOrEqual(limits.mostEfficient);
    expect(limits.mostEfficient).toBeLessThanOrEqual(limits.median);
    expect(limits.median).toBeLessThanOrEqual(limits.leastEfficient);
  }
  if (!placement.uncertainty) {
    expect(row.uncertainty).toBeUndefined();
    return;
  }
  const ends =
    peerSet === 'reference' ? placement.uncertainty.reference : placement.uncertainty.peers;
  expect(row.uncertainty).toEqual({
    low: placement.uncertainty.low,
    high: placement.uncertainty.high,
    reason: placement.uncertainty.reason,
    percentileLow: row.limits ? (ends?.percentileLow ?? null) : null,
    percentileHigh: row.limits ? (ends?.percentileHigh ?? null) : null,
  });
  expect(row.uncertainty!.low).toBeLessThanOrEqual(row.current);
  expect(row.uncertainty!.high).toBeGreaterThanOrEqual(row.current);
}

describe.each(KEYS)('Comparison view of %s', (key) => {
  const metrics = golden(key);
  const { benchmarks } = metrics;

  it.each(['reference', 'peers'] as const)(
    'shows the stored limits, percentiles, bands and ranges (%s)',
    (peerSet) => {
      const view = viewOf(metrics, peerSet);
      expectStored(view.energy, benchmarks.total, peerSet);
      expectStored(view.co2, benchmarks.co2, peerSet);
      for (const row of view.subSystems) {
        if (row.key === 'renewables') continue;
        expectStored(row, benchmarks.subSystems[row.key as (typeof END_USES)[number]], peerSet);
      }
      for (const row of view.envelope) {
        expectStored(row, benchmarks.envelope[row.key as 'roof'], peerSet);
      }
      expect(view.bestInClassEui).toBe(benchmarks.markers.bestInClass);
      expect(view.energy.potential).toBe(benchmarks.markers.potential);
      expect(view.co2.potential).toBe(benchmarks.markers.potentialCo2KgPerM2);
    },
  );

  it('places CO2 in a reference of the use type at its own energy mix, like its EUI', () => {
    const view = viewOf(metrics, 'reference');
    expect(view.co2.limits).not.toBeNull();
    const factor = metrics.energy.co2Kg / metrics.energy.siteKwh;
    expect(view.co2.limits!.median).toBeCloseTo(view.energy.limits!.median * factor, 3);
  });

  it('names the chosen buildings as the stored peer set counts them', () => {
    const view = viewOf(metrics, 'peers');
    expect(view.source.kind).toBe('peers');
    if (view.source.kind !== 'peers') return;
    expect(view.source.countedIds).toHaveLength(benchmarks.total.peers.count);
    expect(view.source.chosen).toBe(view.source.countedIds.length + view.source.excluded.length);
    // Among counted peers each radar axis scores 100 − the percentile, else the reference radar.
    const heating = view.radar.axes.indexOf('heating');
    const percentile = benchmarks.subSystems.heating.peers.percentile;
    expect(view.radar.currentPerformance[heating]).toBeCloseTo(
      percentile === undefined
        ? benchmarks.radar.currentPerformance[benchmarks.radar.axes.indexOf('heating')]!
        : 100 - percentile,
      9,
    );
  });

  it('lists the sub-systems, envelope and details in the order of the spec', () => {
    const view = viewOf(metrics, 'reference');
    expect(view.subSystems.map((row) => row.key)).toEqual([
      'cooling',
      'heating',
      'lighting',
      'mechanicalVentilation',
      'renewables',
      'plugLoads',
      'others',
    ]);
    expect(view.envelope.map((row) => row.key)).toEqual(['roof', 'wall', 'openings', 'floor']);
    expect(view.details.map((detail) => detail.element)).toEqual(
      benchmarks.details.map((detail) => detail.element),
    );
    expect(view.radar.axes).toEqual([...END_USES]);
  });
});

describe('the demo portfolio as a whole', () => {
  const all = KEYS.map(golden);
  it('has buildings compared with chosen peers and some shown with a range', () => {
    expect(all.some((metrics) => metrics.benchmarks.total.peers.count > 0)).toBe(true);
    const ranged = all.flatMap((metrics) => {
      const view = viewOf(metrics, 'reference');
      return [view.energy, ...view.subSystems, ...view.envelope].filter((row) => row.uncertainty);
    });
    expect(new Set(ranged.map((row) => row.uncertainty!.reason))).toEqual(
      new Set(['modelledEnergy', 'modelledSubSystem', 'assumedUValue']),
    );
  });
});
