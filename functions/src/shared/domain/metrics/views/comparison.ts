import { REFERENCE_DATASETS, REFERENCE_PROPERTY_TYPE } from '../../../constants/benchmarks.js';
import type { ComparisonParameters } from '../../../schemas/comparison-parameters.js';
import type { ComparisonSubSystem } from '../../../schemas/enums/reliability.js';
import type {
  EndUse,
  MetricsBenchmarks,
  MetricsEnergy,
  MetricsQuality,
} from '../../../schemas/metrics.js';
import { END_USES } from '../../../schemas/metrics.js';
import type { MetricsMeasures } from '../../../schemas/metrics-measures.js';
import type { DetailElement, ElementDetail } from '../benchmarks/element-detail.js';
import { DETAIL_ELEMENTS } from '../benchmarks/element-detail.js';
import type {
  ComparisonBandLimits,
  ComparisonPeerSet,
  ComparisonRadar,
  ComparisonRow,
  ComparisonSource,
  ComparisonView,
} from './comparison-types.js';

export type * from './comparison-types.js';

/*
 * The view of the Comparison tab (spec 2.10): the stored benchmarks (`/metrics/{b}/benchmarks`,
 * docs/methodology.md §2) shaped for its charts and tables, in the chosen peer set: the shipped
 * reference distribution of the use type, or the chosen buildings. Pure; it computes nothing the
 * figures do not hold except per-m² quotients, the radar scores among peers (100 − percentile)
 * and the filter by the chosen sub-systems. Intensities kWh/m²·yr, CO2 kg/m²·yr, U-values W/m²K.
 */

type StoredPlacement = MetricsBenchmarks['total'];
type EnvelopeKey = 'roof' | 'wall' | 'openings' | 'floor';

/** The Sub-System Comparison rows, in the order of the spec (`others` only when nothing is chosen). */
const SUB_SYSTEM_ROWS = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'renewables',
  'plugLoads',
] as const;
const ENVELOPE_ROWS: readonly EnvelopeKey[] = ['roof', 'wall', 'openings', 'floor'];

/** The comparison parameter's key of a row (the parameters say `renewable`). */
function parameterKey(row: EndUse | 'renewables' | EnvelopeKey): ComparisonSubSystem | null {
  if (row === 'others') return null;
  return row === 'renewables' ? 'renewable' : row;
}

/** The detail popup of an end use, renewables or envelope row (none for `others`). */
function detailOf(row: EndUse | 'renewables' | EnvelopeKey): DetailElement | undefined {
  return (DETAIL_ELEMENTS as readonly string[]).includes(row) ? (row as DetailElement) : undefined;
}

/** Band limits of a placement in the peer set; null without them (no reference, no peers). */
export function bandLimitsOf(
  placement: StoredPlacement,
  peerSet: ComparisonPeerSet,
): ComparisonBandLimits | null {
  if (peerSet === 'reference') {
    const reference = placement.reference;
    if (!reference) return null;
    const { bestInClass, mostEfficient, median, leastEfficient } = reference;
    return { bestInClass, mostEfficient, median, leastEfficient };
  }
  const { count, bestInClass, mostEfficient, median, leastEfficient } = placement.peers;
  if (
    count < 1 ||
    bestInClass === undefined ||
    mostEfficient === undefined ||
    median === undefined ||
    leastEfficient === undefined
  ) {
    return null;
  }
  return { bestInClass, mostEfficient, median, leastEfficient };
}

type RowBase = Pick<ComparisonRow, 'key' | 'quantity' | 'current' | 'basis'> & {
  potential?: number;
  detail?: DetailElement;
};

/** A row of a placed value: limits, percentile, band and uncertainty in the peer set. */
function placedRow(
  base: RowBase,
  placement: StoredPlacement,
  peerSet: ComparisonPeerSet,
): ComparisonRow {
  const limits = bandLimitsOf(placement, peerSet);
  const position = limits
    ? peerSet === 'reference'
      ? placement.reference
      : placement.peers
    : undefined;
  const stored = placement.uncertainty;
  const ends = limits ? (peerSet === 'reference' ? stored?.reference : stored?.peers) : undefined;
  const row: ComparisonRow = {
    key: base.key,
    quantity: base.quantity,
    current: base.current,
    limits,
    percentile: position?.percentile ?? null,
    band: position?.band ?? null,
    basis: base.basis,
  };
  if (base.potential !== undefined) row.potential = base.potential;
  if (stored) {
    row.uncertainty = {
      low: stored.low,
      high: stored.high,
      percentileLow: ends?.percentileLow ?? null,
      percentileHigh: ends?.percentileHigh ?? null,
      reason: stored.reason,
    };
  }
  if (base.detail) row.detail = base.detail;
  return row;
}

/**
 * How the building's total energy is known: `modelled` when a carrier is modelled from the
 * description alone, else `reported` when a carrier adds up to a reported annual total, else
 * `metered`.
 */
export function energyBasisOf(energy: MetricsEnergy): ComparisonRow['basis'] {
  const carriers = Object.values(energy.carriers).filter((carrier) => carrier !== undefined);
  if (carriers.some((c) => c.basis === 'modelled' && c.reportedYear === undefined)) {
    return 'modelled';
  }
  return carriers.some((c) => c.reportedYear !== undefined) ? 'reported' : 'metered';
}

/** The sub-systems and envelope elements to show: all when none is chosen. */
function chosenKeys(parameters: ComparisonParameters | undefined): Set<ComparisonSubSystem> | null {
  const keys = Object.keys(parameters?.subSystems ?? {}) as ComparisonSubSystem[];
  return keys.length > 0 ? new Set(keys) : null;
}

/** Where the peer set comes from, as the charts name it. */
export function comparisonSource(
  benchmarks: MetricsBenchmarks,
  peerSet: ComparisonPeerSet,
  parameters?: ComparisonParameters,
): ComparisonSource {
  const useType = benchmarks.subject.useType;
  if (peerSet === 'reference') {
    return {
      kind: 'reference',
      useType,
      propertyType: REFERENCE_PROPERTY_TYPE[useType],
      medianDataset: REFERENCE_DATASETS.median,
      spreadDataset: REFERENCE_DATASETS.spread,
      year: REFERENCE_DATASETS.year,
    };
  }
  const stored = benchmarks.peerSet;
  if (!stored) {
    // Figures computed before the peer set was stored: the chosen count from the parameters.
    const chosen = Object.keys(parameters?.buildingIds ?? {}).filter(
      (id) => id !== benchmarks.subject.buildingId,
    );
    return { kind: 'peers', chosen: chosen.length, countedIds: [], excluded: [] };
  }
  return {
    kind: 'peers',
    chosen: stored.chosen,
    countedIds: [...(stored.countedIds ?? [])],
    excluded: Object.entries(stored.excluded ?? {}).map(([id, reason]) => ({ id, reason })),
  };
}

/**
 * The Sub-System Performance radar in the peer set, on the chosen end-use axes. Among peers (when
 * any is counted) each axis scores 100 − the peers' percentile of the end use; Minimum
 * Requirement and Potential Best In Class stay the band limits (25 and 90); Improved is left out
 * (the peers' values are not stored, only their quartiles). Otherwise the stored reference radar.
 */
export function comparisonRadar(
  benchmarks: MetricsBenchmarks,
  peerSet: ComparisonPeerSet,
  axes: readonly EndUse[],
): ComparisonRadar {
  const stored = benchmarks.radar;
  const index = new Map(stored.axes.map((axis, i) => [axis, i]));
  const kept = axes.filter((axis) => index.has(axis));
  const pick = (series: readonly number[]) => kept.map((axis) => series[index.get(axis)!]!);
  const withPeers =
    peerSet === 'peers' &&
    kept.some((axis) => (benchmarks.subSystems[axis]?.peers.percentile ?? null) !== null);
  if (withPeers) {
    return {
      axes: kept,
      minimumRequirement: pick(stored.minimumRequirement),
      currentPerformance: kept.map(
        (axis) => 100 - (benchmarks.subSystems[axis]?.peers.percentile ?? 50),
      ),
      potentialBestInClass: pick(stored.potentialBestInClass),
    };
  }
  const radar: ComparisonRadar = {
    axes: kept,
    minimumRequirement: pick(stored.minimumRequirement),
    currentPerformance: pick(stored.currentPerformance),
    potentialBestInClass: pick(stored.potentialBestInClass),
  };
  if (stored.improved) radar.improved = pick(stored.improved);
  return radar;
}

export interface ComparisonViewArgs {
  benchmarks: MetricsBenchmarks;
  energy: MetricsEnergy;
  quality: MetricsQuality;
  /** The building after its measures (only `improved` is read: a share carries no more). */
  measures?: Pick<MetricsMeasures, 'improved'>;
  parameters?: ComparisonParameters;
  peerSet: ComparisonPeerSet;
}

/** Everything the Comparison tab shows, in the chosen peer set and for the chosen sub-systems. */
export function comparisonView(args: ComparisonViewArgs): ComparisonView {
  const { benchmarks, energy, quality, measures, parameters, peerSet } = args;
  const area = energy.floorAreaM2;
  const chosen = chosenKeys(parameters);
  const shown = (row: EndUse | 'renewables' | EnvelopeKey) => {
    if (!chosen) return true;
    const key = parameterKey(row);
    return key !== null && chosen.has(key);
  };
  const energyBasis = energyBasisOf(energy);

  const energyRow = placedRow(
    {
      key: 'total',
      quantity: 'intensity',
      current: benchmarks.total.value,
      basis: energyBasis,
      potential: benchmarks.markers.potential,
    },
    benchmarks.total,
    peerSet,
  );
  const co2Row = placedRow(
    {
      key: 'co2',
      quantity: 'co2Intensity',
      current: benchmarks.co2.value,
      basis: energyBasis,
      potential: benchmarks.markers.potentialCo2KgPerM2,
    },
    benchmarks.co2,
    peerSet,
  );

  const endUsePotential = (endUse: EndUse, current: number): number | undefined => {
    if (!measures || !(area > 0)) return undefined;
    const kwh = measures.improved.byEndUseKwh?.[endUse];
    return kwh === undefined ? current : kwh / area;
  };
  const subSystems: ComparisonRow[] = [];
  const rowKeys: (EndUse | 'renewables')[] = [
    ...SUB_SYSTEM_ROWS,
    ...(chosen ? [] : ['others' as const]),
  ];
  for (const key of rowKeys) {
    if (!shown(key)) continue;
    if (key === 'renewables') {
      const electricity = energy.carriers.electricity;
      subSystems.push({
        key,
        quantity: 'intensity',
        current: area > 0 ? energy.onSitePvKwh / area : 0,
        limits: null,
        percentile: null,
        band: null,
        basis: electricity?.basis === 'metered' ? 'metered' : 'modelled',
        detail: 'renewables',
      });
      continue;
    }
    const placement = benchmarks.subSystems[key];
    if (!placement) continue;
    const endUseBasis = energy.endUses[key]?.basis ?? 'modelled';
    subSystems.push(
      placedRow(
        {
          key,
          quantity: 'intensity',
          current: placement.value,
          basis: endUseBasis,
          potential: endUsePotential(key, placement.value),
          detail: detailOf(key),
        },
        placement,
        peerSet,
      ),
    );
  }

  const assumed = new Set(quality.assumedUValues ?? []);
  const envelope: ComparisonRow[] = [];
  for (const key of ENVELOPE_ROWS) {
    const placement = benchmarks.envelope[key];
    if (!placement || !shown(key)) continue;
    envelope.push(
      placedRow(
        {
          key,
          quantity: 'uValue',
          current: placement.value,
          basis: assumed.has(key === 'openings' ? 'window' : key) ? 'assumed' : 'given',
          detail: key,
        },
        placement,
        peerSet,
      ),
    );
  }

  const axes = END_USES.filter((endUse) => shown(endUse));
  const details = benchmarks.details.filter(
    (detail): detail is typeof detail & { element: DetailElement } => {
      const element = detail.element as DetailElement;
      if (!DETAIL_ELEMENTS.includes(element)) return false;
      return shown(element === 'renewables' ? 'renewables' : element);
    },
  ) as ElementDetail[];

  return {
    peerSet,
    source: comparisonSource(benchmarks, peerSet, parameters),
    energy: energyRow,
    co2: co2Row,
    subSystems,
    envelope,
    radar: comparisonRadar(benchmarks, peerSet, axes),
    details,
    bestInClassEui: benchmarks.markers.bestInClass,
  };
}
