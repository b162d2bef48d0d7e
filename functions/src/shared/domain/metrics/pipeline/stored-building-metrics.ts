import type { BuildingMetrics } from '../../../schemas/derived/metrics.js';
import type { MetricsEnergyStar } from '../../../schemas/derived/metrics-energy-star.js';
import type { MetricsLoads } from '../../../schemas/derived/metrics-loads.js';
import type { ElementDetail } from '../benchmarks/element-detail.js';
import type { ClimateMatch } from '../energy/climate.js';
import type { GridFactor } from '../energy/factors.js';
import type { EnergyIndicators } from '../energy/indicators.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import type { MeasuresResult } from '../measures/evaluate-measures.js';
import type { StoredMeasureBasis } from '../measures/measure-basis.js';
import type { BuildingBenchmarks } from './building-benchmarks.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';
import type { buildingReliability } from './building-reliability.js';
import type { energyHistory } from './energy-history.js';
import { inputVersionOf } from './input-version.js';
import type { MeteredData } from './metered-data.js';
import { storedEndUsesAndCarriers } from './stored-energy.js';
import type { OnlyKnownKeys, StoredInput } from './stored-json.js';
import { storedJson } from './stored-json.js';
import type { weatherFits } from './weather-fits.js';

/** What the stages computed, to be stored. */
export interface BuildingMetricsParts {
  input: BuildingMetricsInput;
  /** The analysis year's months, `"YYYY-MM"`. */
  months: string[];
  match: ClimateMatch;
  data: MeteredData;
  grid: GridFactor;
  model: EnergyModelOutput;
  indicators: EnergyIndicators;
  history: ReturnType<typeof energyHistory>;
  weather: ReturnType<typeof weatherFits>;
  benchmarks: BuildingBenchmarks;
  details: ElementDetail[];
  measureBasis: StoredMeasureBasis;
  measures: MeasuresResult | undefined;
  reliability: ReturnType<typeof buildingReliability>;
  loads: MetricsLoads;
}

/**
 * The document `/metrics/{buildingId}` (`buildingMetricsSchema`, docs/methodology.md §3) from
 * the stages' results, rounded and without empty values (`storedJson`).
 */
export function storedBuildingMetrics(parts: BuildingMetricsParts): BuildingMetrics {
  const { input, months, match, data, grid, model, indicators, history, weather } = parts;
  const { details, measureBasis, measures, reliability, loads } = parts;
  const { subject, benchmarks, markers, radar, peerSet, energyStar, reference } = parts.benchmarks;
  const { endUses, carriers } = storedEndUsesAndCarriers(model, indicators);
  const raw = {
    schemaVersion: 1,
    inputVersion: inputVersionOf(input, data.chunkSums),
    computedAtMs: input.computedAtMs,
    period: { firstMonth: months[0]!, lastMonth: months[months.length - 1]!, months },
    climate: {
      station: match.station.name,
      source: match.station.source,
      distanceKm: match.distanceKm,
      withinRange: match.withinRange,
    },
    energy: {
      floorAreaM2: indicators.floorAreaM2,
      siteKwh: indicators.siteKwh,
      sourceKwh: indicators.sourceKwh,
      siteEuiKwhPerM2: indicators.siteEuiKwhPerM2,
      sourceEuiKwhPerM2: indicators.sourceEuiKwhPerM2,
      co2Kg: indicators.co2Kg,
      cost: indicators.cost,
      onSitePvKwh: indicators.onSitePvKwh,
      peakKw: data.peakKw,
      peakAtMs: data.peakAtMs,
      grid,
      currency: indicators.currency,
      defaultPriceSource: indicators.defaultPriceSource,
      defaultPricePeriod: indicators.defaultPricePeriod,
      monthlyTotalKwh: model.total.monthlyKwh,
      carriers,
      endUses,
    },
    history,
    weather,
    quality: {
      gaps: data.gaps,
      overlaps: data.overlaps,
      rejectedBills: data.rejectedBills,
      subMeterExcessKwh: model.subMeterExcessKwh,
      missingIntervals: data.missingIntervals,
      assumedUValues: model.descriptors.envelope.assumedUValues,
      lightingMethod: model.descriptors.lighting.method,
    },
    benchmarks: {
      subject,
      ...benchmarks,
      markers,
      radar,
      details,
      peerSet,
      reference,
    },
    measures,
    reliability,
    loads,
  } satisfies StoredInput<BuildingMetrics>;
  // The compiler holds `raw` to the stored shape, `buildingMetricsSchema`, keys that spreads bring
  // in included; tests parse every output with it (parsing here would double the cost of this
  // stage for no new information). The measure basis holds the description as the model read it,
  // which its schema keeps as open records: it joins after the check, as does the ENERGY STAR
  // estimate, a union of two shapes that the key check does not follow (its own `satisfies`).
  const checked = raw satisfies OnlyKnownKeys<typeof raw, BuildingMetrics>;
  const metrics = storedJson<BuildingMetrics>({
    ...checked,
    energyStar: energyStar satisfies StoredInput<MetricsEnergyStar>,
    measureBasis,
  });
  return metrics;
}
