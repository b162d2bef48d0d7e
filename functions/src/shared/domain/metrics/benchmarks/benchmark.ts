import { ENVELOPE_REFERENCE_U_P10_P90 } from '../../../constants/benchmarks.js';
import { CBECS_END_USE_SHARES } from '../../../constants/energy-model.js';
import type { BenchmarkBand } from '../../../schemas/enums/analysis.js';
import type { UseType } from '../../../schemas/enums/building.js';
import { ENVELOPE_ELEMENTS, type EnvelopeElement } from '../../../schemas/enums/systems.js';
import type { EndUse } from '../energy/carriers.js';
import { END_USES } from '../energy/carriers.js';
import type { LognormalReference } from './percentile.js';
import {
  siteEuiReference,
  sourceEuiReference,
  type BenchmarkReferenceChoice,
} from './reference-choice.js';
import type { SubjectRanges, ValueRange } from './uncertainty.js';
import {
  bandOf,
  lognormalPercentile,
  lognormalValueAt,
  percentileAmongPeers,
  sortedPeers,
  sortedPeerValueAt,
} from './percentile.js';

/** What one building contributes to a comparison (stored in its metrics, read for its peers). */
export interface BenchmarkSubject {
  buildingId: string;
  useType: UseType;
  siteEuiKwhPerM2: number;
  sourceEuiKwhPerM2: number;
  co2KgPerM2: number;
  /** Site energy per end use, kWh/m²·yr. */
  endUseKwhPerM2: Record<EndUse, number>;
  /** U-values, W/m²K. */
  uValues: Record<EnvelopeElement, number>;
}

/** A value placed in the reference distribution of its use type. */
export interface ReferencePlacement {
  percentile: number;
  band: BenchmarkBand;
  median: number;
  /** Values at the 10th, 25th and 75th percentiles: the band limits. */
  bestInClass: number;
  mostEfficient: number;
  leastEfficient: number;
}

/** A value placed among the chosen peers (null figures without peers). */
export interface PeerPlacement {
  count: number;
  percentile: number | null;
  band: BenchmarkBand | null;
  median: number | null;
  /** The peers' values at the 10th, 25th and 75th percentiles: the band limits. */
  bestInClass: number | null;
  mostEfficient: number | null;
  leastEfficient: number | null;
}

/** Percentiles (0–100, lower is better) of the two ends of a value's range. */
export interface PercentileRange {
  percentileLow: number;
  percentileHigh: number;
}

/** An estimated value's plausible range placed like the value (uncertainty.ts gives the range). */
export interface PlacedUncertainty extends ValueRange {
  reference: PercentileRange | null;
  peers: PercentileRange | null;
}

export interface Placement {
  value: number;
  reference: ReferencePlacement | null;
  peers: PeerPlacement;
  /** Present when the value is estimated. */
  uncertainty?: PlacedUncertainty;
}

/** Site EUI reference (kWh/m²·yr) of a use type, whole or one end use (median × its CBECS share). */
export function referenceFor(
  choice: BenchmarkReferenceChoice,
  useType: UseType,
  endUse?: EndUse,
): LognormalReference {
  const whole = siteEuiReference(choice, useType);
  if (!endUse) return whole;
  const s = CBECS_END_USE_SHARES[useType];
  const share: Record<EndUse, number> = {
    heating: s.spaceHeating + s.waterHeating,
    cooling: s.cooling,
    mechanicalVentilation: s.ventilation,
    lighting: s.lighting,
    plugLoads: s.officeEquipment + s.computers,
    others: s.cooking + s.refrigeration + s.other,
  };
  return { ...whole, median: whole.median * share[endUse] };
}

/** Z of the 90th percentile of the standard normal distribution. */
const Z90 = 1.2815516;

/** Reference distribution of an envelope element's U-value (constants/benchmarks.ts). */
export function envelopeReferenceFor(element: EnvelopeElement): LognormalReference {
  const [p10, p90] = ENVELOPE_REFERENCE_U_P10_P90[element];
  return { median: Math.sqrt(p10 * p90), lnSigma: Math.log(p90 / p10) / (2 * Z90) };
}

function placeInReference(value: number, reference: LognormalReference): ReferencePlacement | null {
  if (reference.median <= 0) return null;
  const percentile = lognormalPercentile(value, reference);
  return {
    percentile,
    band: bandOf(percentile),
    median: reference.median,
    bestInClass: lognormalValueAt(10, reference),
    mostEfficient: lognormalValueAt(25, reference),
    leastEfficient: lognormalValueAt(75, reference),
  };
}

/** `value` among peers: `count` of them, the finite ones `sorted` ({@link sortedPeers}). */
function placeAmongPeers(value: number, count: number, sorted: Float64Array): PeerPlacement {
  const percentile = percentileAmongPeers(value, sorted);
  return {
    count,
    percentile,
    band: percentile === null ? null : bandOf(percentile),
    median: sortedPeerValueAt(50, sorted),
    bestInClass: sortedPeerValueAt(10, sorted),
    mostEfficient: sortedPeerValueAt(25, sorted),
    leastEfficient: sortedPeerValueAt(75, sorted),
  };
}

function placeRange(
  range: ValueRange,
  peers: Float64Array,
  reference: LognormalReference | null,
): PlacedUncertainty {
  const low = percentileAmongPeers(range.low, peers);
  const high = percentileAmongPeers(range.high, peers);
  return {
    ...range,
    reference:
      reference && reference.median > 0
        ? {
            percentileLow: lognormalPercentile(range.low, reference),
            percentileHigh: lognormalPercentile(range.high, reference),
          }
        : null,
    peers: low === null || high === null ? null : { percentileLow: low, percentileHigh: high },
  };
}

/**
 * A value placed in its reference distribution and among the peers; with `range` (an estimated
 * value's plausible low and high) the two ends of the range placed the same way.
 */
export function place(
  value: number,
  peers: readonly number[],
  reference: LognormalReference | null,
  range?: ValueRange,
): Placement {
  const sorted = sortedPeers(peers);
  return {
    value,
    reference: reference ? placeInReference(value, reference) : null,
    peers: placeAmongPeers(value, peers.length, sorted),
    ...(range ? { uncertainty: placeRange(range, sorted, reference) } : {}),
  };
}

/**
 * Reference distribution of CO2 intensity (kg/m²·yr) of a use type: a building of this use type
 * with typical efficiency and this building's energy mix — the site-EUI reference of the use type
 * with its median × the building's own CO2 per site kWh (kg/kWh), the same spread. Null when the
 * building uses no energy (no mix to apply).
 */
export function co2ReferenceFor(
  choice: BenchmarkReferenceChoice,
  useType: UseType,
  co2KgPerSiteKwh: number,
): LognormalReference | null {
  if (!(co2KgPerSiteKwh > 0) || !Number.isFinite(co2KgPerSiteKwh)) return null;
  const site = referenceFor(choice, useType);
  return { ...site, median: site.median * co2KgPerSiteKwh };
}

export interface BuildingBenchmarks {
  /** Site EUI, kWh/m²·yr. */
  total: Placement;
  /** Source EUI, kWh/m²·yr, among peers and, in the ENERGY STAR reference, in its source medians. */
  source: Placement;
  /** CO2 intensity, kg/m²·yr, among peers and in the CO2 reference (`co2ReferenceFor`). */
  co2: Placement;
  subSystems: Record<EndUse, Placement>;
  /** U-values among peers and in the reference spread of each element. */
  envelope: Record<EnvelopeElement, Placement>;
}

/**
 * Places a building among its chosen peers (same metric of each peer) and in the shipped
 * reference distributions of `choice` (docs/methodology.md §2): site EUI and each end use in the
 * reference of its use type, source EUI in ENERGY STAR's source medians (among peers only in
 * TM46), CO2 in the reference of its use type at its own CO2 per site kWh, U-values in the
 * reference spread of their element. `ranges` are the plausible
 * ranges of its estimated values (uncertainty.ts), placed the same way.
 */
export function benchmarkBuilding(
  subject: BenchmarkSubject,
  peers: readonly BenchmarkSubject[],
  choice: BenchmarkReferenceChoice,
  ranges: SubjectRanges = {},
): BuildingBenchmarks {
  const others = peers.filter((peer) => peer.buildingId !== subject.buildingId);
  const subSystems = {} as Record<EndUse, Placement>;
  for (const endUse of END_USES) {
    subSystems[endUse] = place(
      subject.endUseKwhPerM2[endUse],
      others.map((peer) => peer.endUseKwhPerM2[endUse]),
      referenceFor(choice, subject.useType, endUse),
      ranges.subSystems?.[endUse],
    );
  }
  const envelope = {} as Record<EnvelopeElement, Placement>;
  for (const element of ENVELOPE_ELEMENTS) {
    envelope[element] = place(
      subject.uValues[element],
      others.map((peer) => peer.uValues[element]),
      envelopeReferenceFor(element),
      ranges.envelope?.[element],
    );
  }
  return {
    total: place(
      subject.siteEuiKwhPerM2,
      others.map((p) => p.siteEuiKwhPerM2),
      referenceFor(choice, subject.useType),
      ranges.total,
    ),
    source: place(
      subject.sourceEuiKwhPerM2,
      others.map((p) => p.sourceEuiKwhPerM2),
      sourceEuiReference(choice, subject.useType),
    ),
    co2: place(
      subject.co2KgPerM2,
      others.map((p) => p.co2KgPerM2),
      subject.siteEuiKwhPerM2 > 0
        ? co2ReferenceFor(choice, subject.useType, subject.co2KgPerM2 / subject.siteEuiKwhPerM2)
        : null,
      ranges.co2,
    ),
    subSystems,
    envelope,
  };
}

/** Markers of the Building Energy Performance chart, site EUI in kWh/m²·yr (spec 2.10). */
export interface EuiMarkers {
  current: number;
  /** After the building's improvement measures (null until measures give savings). */
  potential: number | null;
  /** The 10th percentile of the reference (Best-in-Class limit). */
  bestInClass: number;
}

/**
 * Series of the Sub-System Performance radar (spec 2.10, 2.11, 3.16) as scores 0–100 per end use,
 * higher is better: score = 100 − percentile in the reference. Minimum Requirement is the limit of
 * Least Efficient (score 25, the 75th percentile), Potential Best In Class the Best-in-Class limit
 * (score 90), Current Performance the building today, Improved after its measures.
 */
export interface RadarSeries {
  axes: EndUse[];
  minimumRequirement: number[];
  currentPerformance: number[];
  potentialBestInClass: number[];
  improved: number[] | null;
}

export function radarSeries(
  choice: BenchmarkReferenceChoice,
  useType: UseType,
  current: Record<EndUse, number>,
  improved: Record<EndUse, number> | null,
): RadarSeries {
  const axes = [...END_USES];
  const score = (endUse: EndUse, kwhPerM2: number) =>
    100 - lognormalPercentile(kwhPerM2, referenceFor(choice, useType, endUse));
  return {
    axes,
    minimumRequirement: axes.map(() => 25),
    currentPerformance: axes.map((endUse) => score(endUse, current[endUse])),
    potentialBestInClass: axes.map(() => 90),
    improved: improved ? axes.map((endUse) => score(endUse, improved[endUse])) : null,
  };
}
