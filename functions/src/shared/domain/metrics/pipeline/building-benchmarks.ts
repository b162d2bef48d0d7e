import type { ClimateStation } from '../../../constants/climate-normals.js';
import { energyStarAssumptionsFor } from '../../../constants/energy-star-assumptions.js';
import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { PeerSet } from '../../../schemas/derived/metrics.js';
import type { BenchmarkSubject } from '../benchmarks/benchmark.js';
import { benchmarkBuilding, radarSeries, referenceFor } from '../benchmarks/benchmark.js';
import {
  degreeDays65F,
  energyStarEstimate,
  type EnergyStarEstimate,
} from '../benchmarks/energy-star-estimate.js';
import { lognormalValueAt } from '../benchmarks/percentile.js';
import { buildingReferenceChoice } from '../benchmarks/building-reference.js';
import type { BenchmarkReferenceChoice } from '../benchmarks/reference-choice.js';
import type { EndUse } from '../energy/carriers.js';
import { END_USES } from '../energy/carriers.js';
import type { EnergyIndicators } from '../energy/indicators.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import type { MeasuresResult } from '../measures/evaluate-measures.js';
import { subjectOf, subjectRangesOf } from './benchmark-subject.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';
import { peerSetOf } from './peer-set.js';

/** The building's benchmarks as stored, element detail aside. */
export interface BuildingBenchmarks {
  subject: BenchmarkSubject;
  benchmarks: ReturnType<typeof benchmarkBuilding>;
  /** Site EUI now, with the measures (and their CO2 per m²), and best in class (10th percentile). */
  markers: {
    current: number;
    potential: number | undefined;
    potentialCo2KgPerM2: number | undefined;
    bestInClass: number;
  };
  radar: ReturnType<typeof radarSeries>;
  peerSet: PeerSet;
  energyStar: EnergyStarEstimate;
  /** The reference distribution the building is placed in, by its country. */
  reference: BenchmarkReferenceChoice;
}

/**
 * The building against its reference (chosen by its country, centred on its Portfolio Manager
 * national median or its estimated score when it has one: `buildingReferenceChoice`) and its
 * chosen peers (docs/methodology.md §2): its subject
 * and ranges, the benchmarks, the markers (now, with the measures, best in class), the radar of
 * end uses per m² now and improved by the measures, the peer set, and the estimated ENERGY STAR
 * score of a U.S. building (its climate from `station`).
 */
export function buildingBenchmarks(
  input: BuildingMetricsInput,
  general: BuildingGeneral,
  indicators: EnergyIndicators,
  model: EnergyModelOutput,
  measures: MeasuresResult | undefined,
  station: Pick<ClimateStation, 'monthlyMeanDegC'>,
): BuildingBenchmarks {
  const { building } = input;
  const subject = subjectOf(input.buildingId, building, indicators, model);
  const area = indicators.floorAreaM2;
  const ranges = subjectRangesOf(subject, building, general, indicators, model);
  const energyStar = energyStarEstimate({
    country: general.country,
    useType: general.useType,
    grossFloorAreaM2: area > 0 ? area : undefined,
    activity: building.activity,
    useDetails: building.useDetails,
    degreeDays: degreeDays65F(station),
    sourceEuiKwhPerM2: indicators.sourceEuiKwhPerM2,
    assumptionsFor: energyStarAssumptionsFor,
  });
  const reference = buildingReferenceChoice({
    country: general.country,
    useType: subject.useType,
    reportedYears: building.reportedYears,
    energyStar,
    siteEuiKwhPerM2: subject.siteEuiKwhPerM2,
    sourceEuiKwhPerM2: subject.sourceEuiKwhPerM2,
  });
  const benchmarks = benchmarkBuilding(subject, input.peers ?? [], reference, ranges);
  const peerSet = peerSetOf(
    input.buildingId,
    building.comparison,
    input.peers ?? [],
    input.peerExclusions,
  );
  const useType = subject.useType;
  let improved: Record<EndUse, number> | null = null;
  if (measures && area > 0) {
    improved = { ...subject.endUseKwhPerM2 };
    for (const endUse of END_USES) {
      const kwh = measures.improved.byEndUseKwh[endUse];
      if (kwh !== undefined) improved[endUse] = kwh / area;
    }
  }
  const markers = {
    current: subject.siteEuiKwhPerM2,
    potential: measures && area > 0 ? measures.improved.energyKwh / area : undefined,
    potentialCo2KgPerM2:
      measures && area > 0 ? (measures.improved.co2Tons * 1000) / area : undefined,
    bestInClass: lognormalValueAt(10, referenceFor(reference, useType)),
  };
  const radar = radarSeries(reference, useType, subject.endUseKwhPerM2, improved);
  return { subject, benchmarks, markers, radar, peerSet, energyStar, reference };
}
