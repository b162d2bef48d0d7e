import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { BuildingMetrics } from '../../../schemas/derived/metrics.js';
import { monthIndexOfMs, monthRange } from '../../common/months.js';
import { elementDetails } from '../benchmarks/element-detail.js';
import { buildingLoads } from '../energy/building-loads.js';
import { heatingCarrierOf } from '../energy/carriers.js';
import { climateFor } from '../energy/climate.js';
import { buildingBenchmarks } from './building-benchmarks.js';
import { buildingEnergyModel } from './building-energy-model.js';
import { buildingMeasures } from './building-measures.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';
import { buildingReliability } from './building-reliability.js';
import { energyFigures } from './energy-figures.js';
import { energyHistory, historyByCarrier } from './energy-history.js';
import { calendarizeMeteredData } from './metered-data.js';
import type { PipelineStage } from './pipeline-stages.js';
import { stageTimer } from './pipeline-stages.js';
import { storedBuildingMetrics } from './stored-building-metrics.js';
import { weatherFits } from './weather-fits.js';

export interface BuildingMetricsResult {
  metrics: BuildingMetrics;
  /** ms per stage when a clock was given. */
  timings: Partial<Record<PipelineStage, number>>;
}

/**
 * Everything `/metrics/{buildingId}` holds for one building (docs/methodology.md §3): calendarized
 * bills and series, the energy model scaled to the meters, cost / CO2 / site and source energy /
 * EUI / peak demand, weather-normalized change-point fits, history with comparison periods and
 * granularities, benchmarks with markers, radar and current-versus-best detail, and the
 * reliability figures. Pure: time comes in as `asOfMs` and `computedAtMs`.
 */
export function computeBuildingMetrics(input: BuildingMetricsInput): BuildingMetricsResult {
  const { timings, lap } = stageTimer(input.clock);
  const { building } = input;
  const general: BuildingGeneral = building.general ?? { name: input.buildingId };
  const lastMonth = monthIndexOfMs(input.asOfMs) - 1;
  const year = Math.floor(lastMonth / 12);
  const months = monthRange(lastMonth - 11, 12);
  const lastMonthKey = months[months.length - 1]!;
  const data = calendarizeMeteredData(
    building.electricity?.rows,
    building.heating?.rows,
    heatingCarrierOf(building.hvac?.heating, building.heating),
    input.series ?? {},
  );
  lap('calendarize');

  const match = climateFor(general);
  const { modelInput, metered, model } = buildingEnergyModel(
    building,
    general,
    match.climate,
    months,
    data,
  );
  lap('model');

  const { grid, indicators } = energyFigures(general, model, data, months, year);
  lap('indicators');

  const historyCarriers = historyByCarrier(data);
  const normals = match.station.monthlyMeanDegC;
  const weather = weatherFits(historyCarriers, data, normals);
  lap('weather');

  const history = energyHistory(historyCarriers, data, months);
  lap('history');

  const { measureBasis, measures } = buildingMeasures(
    input,
    { ...modelInput, metered },
    indicators,
    historyCarriers,
    data,
    normals,
    lastMonthKey,
  );
  lap('measures');

  const benchmarks = buildingBenchmarks(input, general, indicators, model, measures, match.station);
  lap('benchmarks');

  const details = elementDetails({
    input: modelInput,
    baseline: model,
    country: general.country,
    grid,
  });
  const loads = buildingLoads({
    model,
    station: match.station,
    climate: match.climate,
    hvac: building.hvac,
    renewables: building.renewables,
  });
  lap('details');

  const reliability = buildingReliability(input, indicators, model, year, loads);
  lap('reliability');

  const metrics = storedBuildingMetrics({
    input,
    months,
    match,
    data,
    grid,
    model,
    indicators,
    history,
    weather,
    benchmarks,
    details,
    measureBasis,
    measures,
    reliability,
    loads,
  });
  lap('store');
  return { metrics, timings };
}
