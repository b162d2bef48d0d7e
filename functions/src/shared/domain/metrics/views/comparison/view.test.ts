import { describe, expect, it } from 'vitest';
import type {
  MetricsBenchmarks,
  MetricsEnergy,
  MetricsQuality,
} from '../../../../schemas/derived/metrics.js';
import { END_USES, metricsBenchmarksSchema } from '../../../../schemas/derived/metrics.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import type { BenchmarkSubject } from '../../benchmarks/benchmark.js';
import { referenceChoiceFor } from '../../benchmarks/reference-choice.js';
import { benchmarkBuilding, radarSeries } from '../../benchmarks/benchmark.js';
import { DETAIL_ELEMENTS } from '../../benchmarks/element-detail.js';
import { storedJson } from '../../pipeline/stored-json.js';
import { comparisonView } from './view.js';

const subject = (id: string, eui: number): BenchmarkSubject => ({
  buildingId: id,
  useType: 'hospitality',
  siteEuiKwhPerM2: eui,
  sourceEuiKwhPerM2: eui * 2,
  co2KgPerM2: eui * 0.3,
  endUseKwhPerM2: {
    cooling: eui / 10,
    heating: eui / 2,
    lighting: 20,
    mechanicalVentilation: 8,
    plugLoads: 15,
    others: 12,
  },
  uValues: { roof: 0.3, wall: 0.5, openings: eui / 100, floor: 0.4 },
});

const AREA = 1000;
const own = subject('me', 180);
const UK = referenceChoiceFor('GB', own.useType);
const peers = [subject('b', 100), subject('c', 150), subject('d', 200), subject('e', 250)];

function benchmarksWith(peerSubjects: readonly BenchmarkSubject[]): MetricsBenchmarks {
  const placed = benchmarkBuilding(own, peerSubjects, UK, {
    total: { low: 150, high: 210, reason: 'modelledEnergy' },
    subSystems: { heating: { low: 63, high: 117, reason: 'modelledSubSystem' } },
    envelope: { roof: { low: 0.2, high: 0.5, reason: 'assumedUValue' } },
  });
  const improved = { ...own.endUseKwhPerM2, heating: 60 };
  return metricsBenchmarksSchema.parse(
    storedJson<MetricsBenchmarks>({
      subject: own,
      ...placed,
      markers: { current: 180, potential: 140, potentialCo2KgPerM2: 42, bestInClass: 47 },
      radar: radarSeries(UK, own.useType, own.endUseKwhPerM2, improved),
      reference: UK,
      details: DETAIL_ELEMENTS.map((element) => ({
        element,
        current: { energyKwh: 1 },
        best: { energyKwh: 0.5 },
        co2TonsPerYear: { current: 54, best: 53 },
        savingsKwh: 0.5,
      })),
      peerSet: {
        chosen: peerSubjects.length + 2,
        countedIds: peerSubjects.map((peer) => peer.buildingId),
        excluded: { gone: 'unavailable', empty: 'noFigures' },
      },
    }),
  );
}

const endUse = (kwhPerM2: number, basis: 'metered' | 'modelled') => ({
  siteKwh: kwhPerM2 * AREA,
  sourceKwh: kwhPerM2 * AREA * 2,
  co2Kg: kwhPerM2 * AREA * 0.3,
  basis,
  monthlyKwh: [],
});

function energyWith(carriers: MetricsEnergy['carriers']): MetricsEnergy {
  const endUses = {} as MetricsEnergy['endUses'];
  for (const key of END_USES) {
    endUses[key] = endUse(own.endUseKwhPerM2[key], key === 'lighting' ? 'metered' : 'modelled');
  }
  return {
    floorAreaM2: AREA,
    siteKwh: 180 * AREA,
    sourceKwh: 360 * AREA,
    co2Kg: 54 * AREA,
    onSitePvKwh: 12_000,
    grid: { kgPerKwh: 0.4, source: 'test' },
    currency: 'EUR',
    monthlyTotalKwh: [],
    carriers,
    endUses,
  };
}

const carrier = (siteKwh: number, basis: 'metered' | 'modelled', reportedYear?: number) => ({
  siteKwh,
  purchasedKwh: siteKwh,
  sourceKwh: siteKwh * 2,
  co2Kg: siteKwh * 0.3,
  co2KgPerKwh: 0.3,
  sourceFactor: 2,
  basis,
  monthlyKwh: [],
  ...(reportedYear ? { reportedYear } : {}),
});

const metered = energyWith({
  electricity: carrier(100_000, 'metered'),
  naturalGas: carrier(80_000, 'metered'),
});
const quality: MetricsQuality = { lightingMethod: 'fittings', assumedUValues: ['roof', 'window'] };
const measures = {
  improved: { energyKwh: 140_000, byEndUseKwh: { heating: 60_000 }, cost: 1, co2Tons: 42 },
} as MetricsMeasures;

describe('comparisonView in the reference distribution', () => {
  const benchmarks = benchmarksWith(peers);
  const view = comparisonView({
    benchmarks,
    energy: metered,
    quality,
    measures,
    peerSet: 'reference',
  });

  it('takes the band limits, percentile and band of every row from the stored reference', () => {
    const reference = benchmarks.total.reference!;
    expect(view.energy.limits).toEqual({
      bestInClass: reference.bestInClass,
      mostEfficient: reference.mostEfficient,
      median: reference.median,
      leastEfficient: reference.leastEfficient,
    });
    expect(view.energy.percentile).toBe(reference.percentile);
    expect(view.energy.band).toBe(reference.band);
    expect(view.co2.limits?.median).toBe(benchmarks.co2.reference!.median);
    expect(view.co2.current).toBe(benchmarks.co2.value);
    const heating = view.subSystems.find((row) => row.key === 'heating')!;
    expect(heating.limits?.leastEfficient).toBe(
      benchmarks.subSystems.heating.reference!.leastEfficient,
    );
    expect(view.envelope.map((row) => row.limits?.median)).toEqual(
      (['roof', 'wall', 'openings', 'floor'] as const).map(
        (key) => benchmarks.envelope[key].reference!.median,
      ),
    );
    expect(view.bestInClassEui).toBe(47);
  });

  it('names the reference: table, category, spread model, documents and year', () => {
    expect(view.source).toEqual({
      kind: 'reference',
      useType: 'hospitality',
      reference: { id: 'cibseTm46', category: 'hotel', spreadModel: 'hotel' },
      centreDataset: 'CIBSE TM46:2008 Energy benchmarks, Table 1',
      spreadDataset: 'EPA, Technical Reference: ENERGY STAR Score (August 2018)',
      year: 2008,
    });
  });

  it('names the one spread of figures computed before the reference was stored', () => {
    const { reference: _stored, ...before } = benchmarks;
    const old = comparisonView({
      benchmarks: before,
      energy: metered,
      quality,
      peerSet: 'reference',
    });
    expect(old.source).toEqual({
      kind: 'reference',
      useType: 'hospitality',
      reference: { id: 'energyStarUs', category: 'hotel', spreadModel: 'hotel' },
      centreDataset: 'EPA, U.S. Energy Use Intensity by Property Type (August 2018; CBECS 2012)',
      spreadDataset: 'CBECS 2012 Table C14',
      year: 2012,
      legacy: true,
    });
  });

  it('lists every sub-system in the order of the spec with its detail, others last without one', () => {
    expect(view.subSystems.map((row) => [row.key, row.detail])).toEqual([
      ['cooling', 'cooling'],
      ['heating', 'heating'],
      ['lighting', 'lighting'],
      ['mechanicalVentilation', 'mechanicalVentilation'],
      ['renewables', 'renewables'],
      ['plugLoads', 'plugLoads'],
      ['others', undefined],
    ]);
    expect(view.envelope.map((row) => [row.key, row.detail, row.quantity])).toEqual([
      ['roof', 'roof', 'uValue'],
      ['wall', 'wall', 'uValue'],
      ['openings', 'openings', 'uValue'],
      ['floor', 'floor', 'uValue'],
    ]);
    expect(view.energy.detail).toBeUndefined();
    expect(view.radar.axes).toEqual([...END_USES]);
    expect(view.details).toHaveLength(DETAIL_ELEMENTS.length);
  });

  it('shows on-site PV per m² for renewables, without limits (no reference for generation)', () => {
    const row = view.subSystems.find((one) => one.key === 'renewables')!;
    expect(row).toMatchObject({ current: 12, limits: null, percentile: null, band: null });
    expect(row.basis).toBe('metered');
  });

  it('gives the potential after the measures: EUI, CO2 and each end use per m²', () => {
    expect(view.energy.potential).toBe(140);
    expect(view.co2.potential).toBe(42);
    const rows = new Map(view.subSystems.map((row) => [row.key, row]));
    expect(rows.get('heating')!.potential).toBe(60);
    // An end use the measures leave alone keeps its value.
    expect(rows.get('lighting')!.potential).toBe(20);
    expect(view.envelope[0]!.potential).toBeUndefined();
    const without = comparisonView({ benchmarks, energy: metered, quality, peerSet: 'reference' });
    expect(without.subSystems.find((row) => row.key === 'heating')!.potential).toBeUndefined();
  });

  it('says how each value is known: metered, sub-metered or modelled, U-values given or assumed', () => {
    expect(view.energy.basis).toBe('metered');
    const rows = new Map(view.subSystems.map((row) => [row.key, row.basis]));
    expect(rows.get('lighting')).toBe('metered');
    expect(rows.get('heating')).toBe('modelled');
    expect(view.envelope.map((row) => row.basis)).toEqual(['assumed', 'given', 'assumed', 'given']);
  });

  it('shows an estimated value as a range placed in the reference, with its reason', () => {
    const stored = benchmarks.total.uncertainty!;
    expect(view.energy.uncertainty).toEqual({
      low: 150,
      high: 210,
      percentileLow: stored.reference!.percentileLow,
      percentileHigh: stored.reference!.percentileHigh,
      reason: 'modelledEnergy',
    });
    expect(view.energy.uncertainty!.percentileLow).toBeLessThan(view.energy.percentile!);
    expect(view.envelope[0]!.uncertainty?.reason).toBe('assumedUValue');
    expect(view.envelope[1]!.uncertainty).toBeUndefined();
  });
});

describe('comparisonView among the chosen buildings', () => {
  const benchmarks = benchmarksWith(peers);
  const view = comparisonView({ benchmarks, energy: metered, quality, peerSet: 'peers' });

  it("takes the limits from the peers' quartiles and the position among them", () => {
    expect(view.energy.limits).toEqual({
      bestInClass: 115,
      mostEfficient: 137.5,
      median: 175,
      leastEfficient: 212.5,
    });
    expect(view.energy.percentile).toBe(50);
    expect(view.energy.band).toBe('averagePerformance');
    expect(view.energy.uncertainty).toMatchObject({ percentileLow: 37.5, percentileHigh: 75 });
  });

  it('names the chosen buildings, those counted and why the others are not', () => {
    expect(view.source).toEqual({
      kind: 'peers',
      chosen: 6,
      countedIds: ['b', 'c', 'd', 'e'],
      counted: 4,
      excluded: [
        { id: 'gone', reason: 'unavailable' },
        { id: 'empty', reason: 'noFigures' },
      ],
    });
  });

  it('counts the peers of a share link’s figures, whose ids are withheld', () => {
    const shared = comparisonView({
      benchmarks: { ...benchmarks, peerSet: { chosen: 6 } },
      energy: metered,
      quality,
      peerSet: 'peers',
    });
    expect(shared.source).toEqual({
      kind: 'peers',
      chosen: 6,
      countedIds: [],
      counted: 4,
      excluded: [],
    });
  });

  it('scores the radar 100 − the percentile among the peers on each axis', () => {
    const heating = view.radar.axes.indexOf('heating');
    expect(view.radar.currentPerformance[heating]).toBe(
      100 - benchmarks.subSystems.heating.peers.percentile!,
    );
    expect(view.radar.minimumRequirement.every((score) => score === 25)).toBe(true);
    expect(view.radar.improved).toBeUndefined();
  });

  it('falls back honestly without counted peers: no limits, no percentile, the reference radar', () => {
    const alone = benchmarksWith([]);
    const fallback = comparisonView({
      benchmarks: alone,
      energy: metered,
      quality,
      peerSet: 'peers',
    });
    expect(fallback.energy).toMatchObject({ limits: null, percentile: null, band: null });
    expect(fallback.energy.uncertainty).toMatchObject({
      percentileLow: null,
      percentileHigh: null,
    });
    expect(fallback.source).toMatchObject({
      kind: 'peers',
      chosen: 2,
      countedIds: [],
      counted: 0,
    });
    expect(fallback.radar.currentPerformance).toEqual(alone.radar.currentPerformance);
  });
});

describe('comparisonView of chosen sub-systems', () => {
  const benchmarks = benchmarksWith(peers);
  const view = comparisonView({
    benchmarks,
    energy: metered,
    quality,
    peerSet: 'reference',
    parameters: { subSystems: { heating: true, roof: true, renewable: true } },
  });

  it('shows only the chosen rows, radar axes and details', () => {
    expect(view.subSystems.map((row) => row.key)).toEqual(['heating', 'renewables']);
    expect(view.envelope.map((row) => row.key)).toEqual(['roof']);
    expect(view.radar.axes).toEqual(['heating']);
    const heating = benchmarks.radar.axes.indexOf('heating');
    expect(view.radar.currentPerformance).toEqual([benchmarks.radar.currentPerformance[heating]]);
    expect(view.details.map((detail) => detail.element)).toEqual(['roof', 'heating', 'renewables']);
    // The building as a whole is always shown.
    expect(view.energy.key).toBe('total');
  });
});

describe('the basis of the building total', () => {
  const benchmarks = benchmarksWith(peers);
  it('is reported when a carrier adds up to a reported annual total, modelled when one has nothing', () => {
    const reported = energyWith({
      electricity: carrier(100_000, 'metered'),
      naturalGas: carrier(80_000, 'modelled', 2024),
    });
    expect(
      comparisonView({ benchmarks, energy: reported, quality, peerSet: 'reference' }).energy.basis,
    ).toBe('reported');
    const modelled = energyWith({
      electricity: carrier(100_000, 'metered'),
      naturalGas: carrier(80_000, 'modelled'),
    });
    const view = comparisonView({ benchmarks, energy: modelled, quality, peerSet: 'reference' });
    expect(view.energy.basis).toBe('modelled');
    expect(view.co2.basis).toBe('modelled');
    expect(view.subSystems.find((row) => row.key === 'renewables')!.basis).toBe('metered');
  });
});
