import { describe, expect, it } from 'vitest';
import { gridFactor } from '../energy/factors.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import { modelBuildingEnergy } from '../energy/model.js';
import type { BenchmarkSubject } from './benchmark.js';
import {
  benchmarkBuilding,
  co2ReferenceFor,
  envelopeReferenceFor,
  radarSeries,
  referenceFor,
} from './benchmark.js';
import { lognormalPercentile } from './percentile.js';
import { referenceChoiceFor } from './reference-choice.js';
import { DETAIL_ELEMENTS, elementDetails } from './element-detail.js';

const subject = (id: string, eui: number): BenchmarkSubject => ({
  buildingId: id,
  useType: 'office',
  siteEuiKwhPerM2: eui,
  sourceEuiKwhPerM2: eui * 2,
  co2KgPerM2: eui * 0.3,
  endUseKwhPerM2: {
    cooling: 10,
    heating: eui / 2,
    lighting: 20,
    mechanicalVentilation: 8,
    plugLoads: 15,
    others: 12,
  },
  uValues: { roof: 0.3, wall: 0.5, openings: 2, floor: 0.4 },
});

const US = referenceChoiceFor('US', 'office');

describe('benchmarkBuilding', () => {
  it('places the reference median of its use type at the 50th percentile, Average Performance', () => {
    const median = referenceFor(US, 'office').median;
    expect(median).toBeCloseTo(52.9 * 3.15459, 2);
    const out = benchmarkBuilding({ ...subject('a', median), useType: 'office' }, [], US);
    expect(out.total.reference?.percentile).toBeCloseTo(50, 6);
    expect(out.total.reference?.band).toBe('averagePerformance');
    expect(out.total.peers).toMatchObject({ count: 0, percentile: null, band: null });
    const r = out.total.reference!;
    expect(r.bestInClass).toBeLessThan(r.mostEfficient);
    expect(r.mostEfficient).toBeLessThan(r.median);
    expect(r.median).toBeLessThan(r.leastEfficient);
  });

  it('ranks among chosen peers, leaving the building itself out', () => {
    const peers = [subject('a', 100), subject('b', 150), subject('c', 200), subject('d', 250)];
    const out = benchmarkBuilding(subject('a', 100), peers, US);
    expect(out.total.peers.count).toBe(3);
    expect(out.total.peers.percentile).toBe(0);
    expect(out.total.peers.band).toBe('bestInClass');
    expect(out.envelope.openings.peers.percentile).toBe(50);
  });

  it("stores the peers' 10th, 25th, 50th and 75th percentiles as the band limits", () => {
    const peers = [subject('b', 100), subject('c', 150), subject('d', 200), subject('e', 250)];
    const out = benchmarkBuilding(subject('a', 180), peers, US);
    expect(out.total.peers).toMatchObject({
      bestInClass: 115,
      mostEfficient: 137.5,
      median: 175,
      leastEfficient: 212.5,
    });
    expect(benchmarkBuilding(subject('a', 180), [], US).total.peers).toMatchObject({
      mostEfficient: null,
      leastEfficient: null,
    });
  });

  it("places CO2 in the use type's reference at the building's own CO2 per site kWh", () => {
    const out = benchmarkBuilding(subject('a', 100), [], US);
    // 0.3 kg per kWh: the median of a typical office with this mix is 0.3 × the EUI median.
    expect(out.co2.reference?.median).toBeCloseTo(referenceFor(US, 'office').median * 0.3, 9);
    expect(co2ReferenceFor(US, 'office', 0)).toBeNull();
    expect(benchmarkBuilding(subject('a', 0), [], US).co2.reference).toBeNull();
  });

  it('places the two ends of an estimated value in the reference and among the peers', () => {
    const peers = [subject('b', 100), subject('c', 150), subject('d', 200), subject('e', 250)];
    const out = benchmarkBuilding(subject('a', 180), peers, US, {
      total: { low: 120, high: 240, reason: 'modelledEnergy' },
    });
    const reference = referenceFor(US, 'office');
    expect(out.total.uncertainty).toEqual({
      low: 120,
      high: 240,
      reason: 'modelledEnergy',
      reference: {
        percentileLow: lognormalPercentile(120, reference),
        percentileHigh: lognormalPercentile(240, reference),
      },
      peers: { percentileLow: 25, percentileHigh: 75 },
    });
    expect(out.source.uncertainty).toBeUndefined();
    const alone = benchmarkBuilding(subject('a', 180), [], US, {
      envelope: { roof: { low: 0.2, high: 0.5, reason: 'assumedUValue' } },
    });
    expect(alone.envelope.roof.uncertainty?.peers).toBeNull();
    expect(alone.envelope.roof.uncertainty?.reference?.percentileHigh).toBeCloseTo(
      lognormalPercentile(0.5, envelopeReferenceFor('roof')),
      9,
    );
  });

  it('scores the radar 0–100 (higher is better) with fixed Minimum Requirement and Best In Class lines', () => {
    const radar = radarSeries(US, 'office', subject('a', 100).endUseKwhPerM2, null);
    expect(radar.axes).toHaveLength(6);
    expect(radar.minimumRequirement.every((v) => v === 25)).toBe(true);
    expect(radar.potentialBestInClass.every((v) => v === 90)).toBe(true);
    expect(radar.currentPerformance.every((v) => v >= 0 && v <= 100)).toBe(true);
    expect(radar.improved).toBeNull();
  });
});

describe('elementDetails', () => {
  const input: EnergyModelInput = {
    general: {
      name: 'B',
      useType: 'office',
      grossFloorAreaM2: 4000,
      storeysAboveGround: 4,
      constructionYear: 1970,
    },
    hvac: {
      heating: { installed: true, heaterType: 'naturalGasBoiler', efficiencyPct: 80 },
      cooling: { installed: true, systemType: 'airCooledChiller', cop: 2.8 },
      ventilation: { mechanicalInstalled: true, naturalInstalled: false, fanType: 'fixedSpeed' },
    },
    envelope: { glazing: 'singleGlazed' },
    lighting: {
      fittings: { a: { fittingType: 'Tube', bulbType: 'fluorescentT12', sharePct: 100, order: 0 } },
    },
    climate: {
      latitudeDeg: 50,
      monthlyMeanTemperatureDegC: [-1, 1, 5, 10, 14, 18, 20, 19, 15, 10, 5, 1],
    },
  };
  const baseline = modelBuildingEnergy(input);
  const details = elementDetails({ input, baseline, country: 'CZ', grid: gridFactor('CZ', 2019) });

  it('gives current and best for every element; each best saves energy and CO2 (or changes nothing)', () => {
    expect(details.map((d) => d.element)).toEqual([...DETAIL_ELEMENTS]);
    for (const detail of details) {
      expect(detail.co2TonsPerYear.best).toBeLessThanOrEqual(detail.co2TonsPerYear.current + 1e-9);
      expect(detail.savingsKwh).toBeGreaterThanOrEqual(-1e-6);
    }
    const windows = details.find((d) => d.element === 'openings')!;
    expect(windows.current.uValueWPerM2K).toBe(5.6);
    expect(windows.best).toMatchObject({ type: 'tripleGlazedLowE', uValueWPerM2K: 0.8 });
    const heating = details.find((d) => d.element === 'heating')!;
    expect(heating.best.efficiencyPct).toBeCloseTo(97.5, 9);
    // Same heat need at 97.5 % instead of 80 %: heating energy × 80 / 97.5.
    expect(heating.savingsKwh).toBeCloseTo(
      baseline.byEndUse.heating.annualKwh * (1 - 80 / 97.5),
      3,
    );
  });
});

describe('envelopeReferenceFor', () => {
  it('puts the insulated value at the 10th percentile and the uninsulated at the 90th', () => {
    const wall = envelopeReferenceFor('wall');
    expect(lognormalPercentile(0.3, wall)).toBeCloseTo(10, 4);
    expect(lognormalPercentile(1.7, wall)).toBeCloseTo(90, 4);
    const out = benchmarkBuilding(subject('a', 100), [], US);
    expect(out.envelope.wall.reference?.band).toBe('averagePerformance');
    expect(out.envelope.openings.reference?.percentile).toBeGreaterThan(10);
  });
});
