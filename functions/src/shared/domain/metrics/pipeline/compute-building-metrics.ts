import { BEST_PRACTICE } from '../../../constants/benchmarks.js';
import type { Activity } from '../../../schemas/activity.js';
import type { BudgetScope } from '../../../schemas/enums/reliability.js';
import type { BuildingGeneral } from '../../../schemas/building-general.js';
import { DEFAULT_CURRENCY, buildingCurrencyOf } from '../../building/building-currency.js';
import type { ComparisonParameters } from '../../../schemas/comparison-parameters.js';
import type { Electricity } from '../../../schemas/electricity.js';
import type { Envelope } from '../../../schemas/envelope.js';
import type { Equipment } from '../../../schemas/equipment.js';
import type { Heating } from '../../../schemas/heating.js';
import type { Hvac } from '../../../schemas/hvac.js';
import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import type { Lighting } from '../../../schemas/lighting.js';
import type { BudgetAllocationsByYear } from '../../../schemas/maintenance-budget-allocation.js';
import type { BuildingMetrics, PeerSet } from '../../../schemas/metrics.js';
import type { Renewables } from '../../../schemas/renewables.js';
import type { SpaceUsageItem } from '../../../schemas/space-usage.js';
import type { BenchmarkSubject } from '../benchmarks/benchmark.js';
import { benchmarkBuilding, radarSeries, referenceFor } from '../benchmarks/benchmark.js';
import { elementDetails } from '../benchmarks/element-detail.js';
import { subjectRanges } from '../benchmarks/uncertainty.js';
import { envelopeEraYear } from '../energy/building-geometry.js';
import { lognormalValueAt } from '../benchmarks/percentile.js';
import type { MetricsLoads } from '../../../schemas/metrics-loads.js';
import { buildingLoads } from '../energy/building-loads.js';
import type { ChangePointFit } from '../energy/change-point.js';
import { fitChangePoint, normalizedAnnualKwh } from '../energy/change-point.js';
import type { Carrier, EndUse } from '../energy/carriers.js';
import { CARRIERS, END_USES, heatingCarrierOf } from '../energy/carriers.js';
import { climateFor } from '../energy/climate.js';
import { egridSubregionFor, gridFactor } from '../energy/factors.js';
import type {
  BilledCarrier,
  CarrierIndicators,
  EndUseIndicators,
  EnergyIndicators,
} from '../energy/indicators.js';
import { energyIndicators } from '../energy/indicators.js';
import type { EnergyModelInput, MeteredMonthlyTotals } from '../energy/model-input.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import { heatingEfficiencyOf } from '../energy/plant-efficiency.js';
import { modelBuildingEnergy } from '../energy/model.js';
import {
  calendarMonthOf,
  daysInMonth,
  monthIndexOf,
  monthIndexOfMs,
  monthRange,
} from '../../common/months.js';
import type { PeriodEnergy } from '../energy/periods.js';
import { aggregateDays, aggregateMonths, historicalComparisons } from '../energy/periods.js';
import type { MeasuresResult } from '../measures/evaluate-measures.js';
import { evaluateMeasures } from '../measures/evaluate-measures.js';
import type { CarrierRates } from '../measures/measure-figures.js';
import { measuresInputOfBasis, storedMeasureBasis } from '../measures/measure-basis.js';
import type { StoredMeasureBasis } from '../measures/measure-basis.js';
import { measuredSavings } from '../measures/measured-savings.js';
import type { EquipmentEnergyInput } from '../reliability/equipment-reliability.js';
import { computeReliabilityMetrics } from '../reliability/compute-reliability.js';
import type { MeteredData, StoredSeries } from './metered-data.js';
import { calendarizeMeteredData, carrierReadings } from './metered-data.js';
import type { ReportedYear } from '../../../schemas/reported-year.js';
import type { OnlyKnownKeys, StoredInput } from './stored-json.js';
import { digestOf, storedJson } from './stored-json.js';

export type { StoredSeries };

/** One building as stored under `/buildings/{id}` (parts of an unfinished wizard may be missing). */
export interface BuildingRecord {
  meta?: { updatedAtMs?: number };
  general?: BuildingGeneral;
  activity?: Activity;
  spaceUsage?: Readonly<Record<string, SpaceUsageItem>>;
  electricity?: Electricity;
  heating?: Heating;
  hvac?: Hvac;
  lighting?: Lighting;
  envelope?: Envelope;
  renewables?: Renewables;
  comparison?: ComparisonParameters;
  /** Annual figures a CSV import kept, by reporting year (`/buildings/{id}/reportedYears`). */
  reportedYears?: Readonly<
    Record<string, ReportedYear>
  >; /** Maintenance budget allocations by year (`/buildings/{id}/maintenanceBudget`). */
  maintenanceBudget?: BudgetAllocationsByYear;
}

/** Why a chosen peer is not counted: deleted or not shared (not told apart), or without figures. */
export type PeerExclusion = 'unavailable' | 'noFigures';

export interface BuildingMetricsInput {
  buildingId: string;
  building: BuildingRecord;
  series?: Readonly<Record<string, StoredSeries>>;
  equipment?: Readonly<Record<string, Equipment>>;
  measures?: Readonly<Record<string, ImprovementMeasure>>;
  /** Benchmark subjects of the chosen peers (from their own metrics). */
  peers?: readonly BenchmarkSubject[];
  /**
   * Why chosen peers are missing from `peers` (`peersOf` in services/recompute-metrics.ts); a
   * chosen building neither among the peers nor here counts as `unavailable`.
   */
  peerExclusions?: Readonly<Record<string, PeerExclusion>>;
  /** The moment the figures are for, ms (UTC): the analysis year ends with the month before. */
  asOfMs: number;
  /** When they are computed, ms (stored as `computedAtMs`). */
  computedAtMs: number;
  /** Optional clock (ms) to time the stages; the figures never depend on it. */
  clock?: () => number;
}

/** Stage names of the pipeline, in order (for timings). */
export const PIPELINE_STAGES = [
  'calendarize',
  'model',
  'indicators',
  'weather',
  'history',
  'benchmarks',
  'details',
  'measures',
  'reliability',
  'store',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface BuildingMetricsResult {
  metrics: BuildingMetrics;
  /** ms per stage when a clock was given. */
  timings: Partial<Record<PipelineStage, number>>;
}

/** Periods and their energy as two parallel lists (the stored shape of a granularity). */
function parallel(list: readonly PeriodEnergy[] | null) {
  if (!list || list.length === 0) return undefined;
  return { periods: list.map((p) => p.period), kwh: list.map((p) => p.kwh) };
}

/**
 * Fingerprint of a series for the input version: per chunk its length and sums of t, v and of
 * v weighted by position, so that any changed, added or moved point changes it; one pass, no strings.
 */
function seriesFingerprint(series: Readonly<Record<string, StoredSeries>>) {
  const out: Record<string, unknown> = {};
  for (const [id, { meta, chunks }] of Object.entries(series)) {
    const sums: Record<string, number[]> = {};
    for (const [month, chunk] of Object.entries(chunks ?? {})) {
      let st = 0;
      let sv = 0;
      let sw = 0;
      for (let i = 0; i < chunk.v.length; i += 1) {
        st += chunk.t[i] ?? 0;
        sv += chunk.v[i]!;
        sw += chunk.v[i]! * ((chunk.t[i] ?? 0) + 1);
      }
      sums[month] = [chunk.v.length, st, sv, sw];
    }
    out[id] = { meta, sums };
  }
  return out;
}

/** The version of a building's inputs: its last update time and a digest of everything read. */
export function inputVersionOf(
  input: Omit<BuildingMetricsInput, 'asOfMs' | 'computedAtMs' | 'clock'>,
): string {
  const updated = input.building.meta?.updatedAtMs ?? 0;
  const digest = digestOf([
    input.building,
    seriesFingerprint(input.series ?? {}),
    input.equipment ?? {},
    input.measures ?? {},
    input.peers ?? [],
    // Only when some peer is excluded, so that versions of buildings without exclusions stay.
    ...(input.peerExclusions && Object.keys(input.peerExclusions).length > 0
      ? [input.peerExclusions]
      : []),
  ]);
  return `${updated}-${digest}`;
}

function meteredTotals(
  data: MeteredData,
  months: readonly string[],
  heatingEfficiency: number,
  reportedYears: BuildingRecord['reportedYears'],
): MeteredMonthlyTotals {
  const carriers: MeteredMonthlyTotals['carriers'] = {};
  for (const carrier of CARRIERS) {
    const readings = carrierReadings(data, carrier, months);
    if (readings) carriers[carrier] = readings;
  }
  const endUses: MeteredMonthlyTotals['endUses'] = {};
  for (const [endUse, map] of Object.entries(data.subMeters) as [EndUse, Map<string, number>][]) {
    // Heat meters measure heat delivered; the model's heating end use is energy bought.
    const divisor = endUse === 'heating' ? heatingEfficiency : 1;
    endUses[endUse] = months.map((month) => {
      const kwh = map.get(month);
      return kwh === undefined ? null : kwh / divisor;
    });
  }
  const annual = latestReportedAnnual(reportedYears);
  return { carriers, endUses, ...(annual ? { annual } : {}) };
}

/**
 * The annual totals of the latest year a file reported, per carrier (electricity, natural
 * gas): the model scales a carrier without any monthly reading to it (methodology §1.2). A net
 * electricity figure below zero (a building that exported more than it bought) says nothing of
 * its use and is left out.
 */
export function latestReportedAnnual(
  reportedYears: Readonly<Record<string, ReportedYear>> | undefined,
): MeteredMonthlyTotals['annual'] | undefined {
  const years = Object.keys(reportedYears ?? {})
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
  const annual: NonNullable<MeteredMonthlyTotals['annual']> = {};
  for (const year of years) {
    const figures = reportedYears?.[String(year)];
    if (!figures) continue;
    if (annual.electricity === undefined && (figures.electricityKwh ?? 0) > 0) {
      annual.electricity = { kwh: figures.electricityKwh!, year };
    }
    if (annual.naturalGas === undefined && (figures.naturalGasKwh ?? 0) > 0) {
      annual.naturalGas = { kwh: figures.naturalGasKwh!, year };
    }
  }
  return Object.keys(annual).length > 0 ? annual : undefined;
}

function billedOver(
  data: MeteredData,
  months: readonly string[],
): Partial<Record<Carrier, BilledCarrier>> {
  const wanted = new Set(months);
  const out: Partial<Record<Carrier, BilledCarrier>> = {};
  for (const [carrier, list] of Object.entries(data.bills) as [
    Carrier,
    MeteredData['bills'][Carrier],
  ][]) {
    const inPeriod = (list ?? []).filter((m) => wanted.has(m.month));
    if (inPeriod.length === 0) continue;
    out[carrier] = {
      kwh: inPeriod.reduce((s, m) => s + m.kwh, 0),
      cost: inPeriod.reduce((s, m) => s + m.cost, 0),
    };
  }
  return out;
}

/** Complete months per carrier: full-month bills, else (electricity) the main meter. */
function historyByCarrier(data: MeteredData): Partial<Record<Carrier, Map<string, number>>> {
  const out: Partial<Record<Carrier, Map<string, number>>> = {};
  for (const [carrier, list] of Object.entries(data.bills) as [
    Carrier,
    MeteredData['bills'][Carrier],
  ][]) {
    const map = new Map<string, number>();
    for (const month of list ?? [])
      if (month.coveredDays === month.daysInMonth) map.set(month.month, month.kwh);
    out[carrier] = map;
  }
  if (data.overallMonthly.size > 0) {
    const map = out.electricity ?? new Map<string, number>();
    for (const [month, kwh] of data.overallMonthly) if (!map.has(month)) map.set(month, kwh);
    out.electricity = map;
  }
  return out;
}

function totalHistory(
  byCarrier: Partial<Record<Carrier, Map<string, number>>>,
): Map<string, number> {
  const maps = Object.values(byCarrier).filter(
    (m): m is Map<string, number> => m !== undefined && m.size > 0,
  );
  const out = new Map<string, number>();
  if (maps.length === 0) return out;
  const months = [...maps[0]!.keys()].filter((month) => maps.every((map) => map.has(month))).sort();
  for (const month of months)
    out.set(
      month,
      maps.reduce((s, map) => s + (map.get(month) ?? 0), 0),
    );
  return out;
}

function weatherFits(
  history: Partial<Record<Carrier, Map<string, number>>>,
  data: MeteredData,
  normals: readonly number[],
) {
  const out: Partial<
    Record<
      Carrier,
      {
        fit: ChangePointFit;
        normalizedAnnualKwh: number | undefined;
        temperatureSource: 'measured' | 'normals';
      }
    >
  > = {};
  for (const [carrier, map] of Object.entries(history) as [Carrier, Map<string, number>][]) {
    const months = [...map.keys()].sort().slice(-24);
    const measured = months.every((month) => data.temperatureMonthly.has(month));
    const points = months.map((month) => {
      const index = monthIndexOf(month);
      const days = daysInMonth(index);
      return {
        temperatureDegC: measured
          ? data.temperatureMonthly.get(month)!
          : (normals[calendarMonthOf(index)] ?? 10),
        kwhPerDay: (map.get(month) ?? 0) / days,
        days,
      };
    });
    const fit = fitChangePoint(points);
    if (!fit) continue;
    out[carrier] = {
      fit,
      normalizedAnnualKwh: fit.acceptedByBetter ? normalizedAnnualKwh(fit, normals) : undefined,
      temperatureSource: measured ? 'measured' : 'normals',
    };
  }
  return out;
}

function subjectOf(
  buildingId: string,
  building: BuildingRecord,
  indicators: EnergyIndicators,
  model: EnergyModelOutput,
): BenchmarkSubject {
  const area = indicators.floorAreaM2 > 0 ? indicators.floorAreaM2 : 1;
  const endUseKwhPerM2 = {} as Record<EndUse, number>;
  for (const endUse of END_USES)
    endUseKwhPerM2[endUse] = indicators.byEndUse[endUse].siteKwh / area;
  const u = model.descriptors.envelope.uValues;
  return {
    buildingId,
    useType: building.general?.useType ?? 'other',
    siteEuiKwhPerM2: indicators.siteEuiKwhPerM2 ?? 0,
    sourceEuiKwhPerM2: indicators.sourceEuiKwhPerM2 ?? 0,
    co2KgPerM2: indicators.co2KgPerM2 ?? 0,
    endUseKwhPerM2,
    uValues: { roof: u.roof, wall: u.wall, openings: u.window, floor: u.floor },
  };
}

/**
 * The chosen peer set as stored (`benchmarks.peerSet`): the buildings chosen in the comparison
 * parameters (the building itself left out), those counted in the order chosen, and why each other
 * one is not — the reason `peersOf` gave, else `unavailable`.
 */
export function peerSetOf(
  buildingId: string,
  comparison: ComparisonParameters | undefined,
  peers: readonly BenchmarkSubject[],
  exclusions: Readonly<Record<string, PeerExclusion>> = {},
): PeerSet {
  const chosen = Object.keys(comparison?.buildingIds ?? {}).filter((id) => id !== buildingId);
  const counted = new Set(peers.map((peer) => peer.buildingId));
  const countedIds: string[] = [];
  const excluded: Record<string, PeerExclusion> = {};
  for (const id of chosen) {
    if (counted.has(id)) countedIds.push(id);
    else excluded[id] = exclusions[id] ?? 'unavailable';
  }
  return {
    chosen: chosen.length,
    ...(countedIds.length > 0 ? { countedIds } : {}),
    ...(Object.keys(excluded).length > 0 ? { excluded } : {}),
  };
}

/**
 * The maintenance budget allocations of the calendar year (UTC) of `asOfMs`, the year the
 * reliability figures are for; none when nothing was allocated for it (then every scope is
 * planned from the equipment's yearly costs, docs/methodology.md "Maintenance budget").
 */
export function allocationsOfYear(
  byYear: BudgetAllocationsByYear | undefined,
  asOfMs: number,
): Partial<Record<BudgetScope, number>> {
  return { ...byYear?.[String(new Date(asOfMs).getUTCFullYear())] };
}

function reliabilityOf(
  input: BuildingMetricsInput,
  indicators: EnergyIndicators,
  model: EnergyModelOutput,
  year: number,
  loads: MetricsLoads,
) {
  const equipment = input.equipment ?? {};
  if (Object.keys(equipment).length === 0) return undefined;
  const bySubSystem = new Map<string, string[]>();
  for (const [id, item] of Object.entries(equipment)) {
    if (!item.subSystem) continue;
    bySubSystem.set(item.subSystem, [...(bySubSystem.get(item.subSystem) ?? []), id]);
  }
  const energy: Record<string, EquipmentEnergyInput> = {};
  for (const endUse of END_USES) {
    const ids = bySubSystem.get(endUse) ?? [];
    const figures = indicators.byEndUse[endUse];
    if (ids.length === 0 || figures.siteKwh <= 0) continue;
    const efficiency =
      endUse === 'heating'
        ? {
            current: model.descriptors.heating.efficiency * 100,
            next: BEST_PRACTICE.boilerEfficiency * 100,
          }
        : endUse === 'cooling'
          ? { current: model.descriptors.cooling.cop * 100, next: BEST_PRACTICE.coolingCop * 100 }
          : null;
    for (const id of ids) {
      energy[id] = {
        kwhByYear: { [year]: figures.siteKwh / ids.length },
        pricePerKwh: figures.cost !== null ? figures.cost / figures.siteKwh : undefined,
        co2KgPerKwh: figures.co2Kg / figures.siteKwh,
        currentEfficiencyPct: efficiency?.current,
        newEfficiencyPct: efficiency ? Math.max(efficiency.current, efficiency.next) : undefined,
      };
    }
  }
  return computeReliabilityMetrics({
    asOfMs: input.asOfMs,
    equipment,
    energy,
    budgetAllocations: allocationsOfYear(input.building.maintenanceBudget, input.asOfMs),
    designLoadKw: { heating: loads.heating.loadKw, cooling: loads.cooling.loadKw },
  });
}

/**
 * The carriers' prices (currency/kWh) and CO2 factors (kg/kWh) found by the indicators, which the
 * measures are evaluated at. A carrier without a price counts at 0 cost (the cost savings are then
 * understated, never invented).
 */
function carrierRatesOf(indicators: EnergyIndicators): CarrierRates {
  const pricePerKwh: Partial<Record<Carrier, number>> = {};
  const co2KgPerKwh: Partial<Record<Carrier, number>> = {};
  for (const [carrier, figures] of Object.entries(indicators.byCarrier) as [
    Carrier,
    CarrierIndicators,
  ][]) {
    if (figures.pricePerKwh !== null) pricePerKwh[carrier] = figures.pricePerKwh;
    co2KgPerKwh[carrier] = figures.co2KgPerKwh;
  }
  return { pricePerKwh, co2KgPerKwh };
}

/**
 * The building's improvement measures evaluated by re-running the model with each applied
 * (`evaluateMeasures`) on `basis`, the inputs stored with the figures (so that a browser
 * evaluating a measure being edited gets the same numbers); undefined without measures.
 */
function measuresOf(
  input: BuildingMetricsInput,
  basis: StoredMeasureBasis,
): MeasuresResult | undefined {
  if (!input.measures || Object.keys(input.measures).length === 0) return undefined;
  return evaluateMeasures(measuresInputOfBasis(basis, input.measures));
}

/**
 * Adds to each done measure of `measures` the savings measured since its start date from the
 * bills (`measuredSavings`, IPMVP Option C: docs/methodology.md, "Savings measured since a
 * measure was done"), in place; the monthly history and temperatures are the ones of the
 * weather fits.
 */
function withMeasuredSavings(
  measures: MeasuresResult | undefined,
  input: BuildingMetricsInput,
  history: Partial<Record<Carrier, Map<string, number>>>,
  data: MeteredData,
  normals: readonly number[],
  rates: CarrierRates,
  lastMonth: string,
): void {
  for (const evaluation of Object.values(measures?.measures ?? {})) {
    if (evaluation.status !== 'done') continue;
    evaluation.measured = measuredSavings({
      startOn: input.measures?.[evaluation.measureId]?.startOn,
      predictedByCarrierKwh: evaluation.savings.byCarrierKwh,
      history,
      measuredTemperatureDegC: data.temperatureMonthly,
      normalMonthlyMeanDegC: normals,
      rates,
      lastMonth,
    });
  }
}

/**
 * Everything `/metrics/{buildingId}` holds for one building (docs/methodology.md §3): calendarized
 * bills and series, the energy model scaled to the meters, cost / CO2 / site and source energy /
 * EUI / peak demand, weather-normalized change-point fits, history with comparison periods and
 * granularities, benchmarks with markers, radar and current-versus-best detail, and the
 * reliability figures. Pure: time comes in as `asOfMs` and `computedAtMs`.
 */
export function computeBuildingMetrics(input: BuildingMetricsInput): BuildingMetricsResult {
  const timings: Partial<Record<PipelineStage, number>> = {};
  let mark = input.clock?.() ?? 0;
  const lap = (stage: PipelineStage) => {
    if (!input.clock) return;
    const now = input.clock();
    timings[stage] = (timings[stage] ?? 0) + (now - mark);
    mark = now;
  };
  const { building } = input;
  const general: BuildingGeneral = building.general ?? { name: input.buildingId };
  const lastMonth = monthIndexOfMs(input.asOfMs) - 1;
  const months = monthRange(lastMonth - 11, 12);
  const heatingCarrier = heatingCarrierOf(building.hvac?.heating, building.heating);
  const data = calendarizeMeteredData(
    building.electricity?.rows,
    building.heating?.rows,
    heatingCarrier,
    input.series ?? {},
  );
  lap('calendarize');

  const match = climateFor(general);
  const modelInput: EnergyModelInput = {
    general,
    activity: building.activity,
    spaceUsage: building.spaceUsage,
    heating: building.heating,
    hvac: building.hvac,
    lighting: building.lighting,
    envelope: building.envelope,
    renewables: building.renewables,
    climate: match.climate,
    months,
  };
  const metered = meteredTotals(
    data,
    months,
    heatingEfficiencyOf(modelInput),
    building.reportedYears,
  );
  const model = modelBuildingEnergy({ ...modelInput, metered });
  lap('model');

  const grid = gridFactor(
    general.country,
    Math.floor(lastMonth / 12),
    egridSubregionFor(general.country, general.city),
  );
  const indicators = energyIndicators({
    model,
    country: general.country,
    state: general.state,
    currency: buildingCurrencyOf(general, DEFAULT_CURRENCY),
    grid,
    billed: billedOver(data, months),
  });
  lap('indicators');

  const historyCarriers = historyByCarrier(data);
  const weather = weatherFits(historyCarriers, data, match.station.monthlyMeanDegC);
  lap('weather');

  const monthlyHistory = totalHistory(historyCarriers);
  const monthEntries = [...monthlyHistory.entries()];
  const dayEntries = [...data.dailyKwh.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const history = {
    monthlyKwh: monthlyHistory,
    byCarrier: historyCarriers,
    comparisons: historicalComparisons(monthlyHistory, months[months.length - 1]!),
    granularity: {
      year: parallel(aggregateMonths(monthEntries, 'year')),
      quarter: parallel(aggregateMonths(monthEntries, 'quarter')),
      month: parallel(aggregateMonths(monthEntries, 'month')),
      week: dayEntries.length > 0 ? parallel(aggregateDays(dayEntries, 'week')) : undefined,
      day:
        dayEntries.length > 0
          ? parallel(dayEntries.map(([period, kwh]) => ({ period, kwh })))
          : undefined,
    },
  };
  lap('history');

  const rates = carrierRatesOf(indicators);
  const measureBasis = storedMeasureBasis({ ...modelInput, metered }, rates);
  const measures = measuresOf(input, measureBasis);
  withMeasuredSavings(
    measures,
    input,
    historyCarriers,
    data,
    match.station.monthlyMeanDegC,
    rates,
    months[months.length - 1]!,
  );
  lap('measures');

  const subject = subjectOf(input.buildingId, building, indicators, model);
  const area = indicators.floorAreaM2;
  const ranges = subjectRanges({
    siteEuiKwhPerM2: subject.siteEuiKwhPerM2,
    co2KgPerM2: subject.co2KgPerM2,
    carriers: Object.fromEntries(
      (Object.entries(indicators.byCarrier) as [Carrier, CarrierIndicators][]).map(
        ([carrier, figures]) => [
          carrier,
          {
            siteKwh: figures.siteKwh,
            basis: figures.basis,
            reportedYear: model.reportedYears[carrier],
          },
        ],
      ),
    ),
    endUses: Object.fromEntries(
      END_USES.map((endUse) => [
        endUse,
        {
          kwhPerM2: subject.endUseKwhPerM2[endUse],
          basis: indicators.byEndUse[endUse].basis,
        },
      ]),
    ) as Record<EndUse, { kwhPerM2: number; basis: 'metered' | 'modelled' }>,
    assumedUValues: model.descriptors.envelope.assumedUValues,
    eraYear: envelopeEraYear(general),
    glazing: building.envelope?.glazing,
  });
  const benchmarks = benchmarkBuilding(subject, input.peers ?? [], ranges);
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
    bestInClass: lognormalValueAt(10, referenceFor(useType)),
  };
  const radar = radarSeries(useType, subject.endUseKwhPerM2, improved);
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
  const reliability = reliabilityOf(input, indicators, model, Math.floor(lastMonth / 12), loads);
  lap('reliability');

  // Typed by the engine's own types (not the stored shape), so that the check of `raw` below sees
  // every key they bring in.
  const endUses = {} as Record<
    EndUse,
    EndUseIndicators & { monthlyKwh: number[]; carriers: Partial<Record<Carrier, number>> }
  >;
  for (const endUse of END_USES) {
    const carriers: Partial<Record<Carrier, number>> = {};
    for (const row of model.endUses)
      if (row.endUse === endUse) carriers[row.carrier] = row.annualKwh;
    endUses[endUse] = {
      ...indicators.byEndUse[endUse],
      monthlyKwh: model.byEndUse[endUse].monthlyKwh,
      carriers,
    };
  }
  const carriers: Partial<
    Record<Carrier, CarrierIndicators & { monthlyKwh: number[]; reportedYear?: number }>
  > = {};
  for (const [carrier, figures] of Object.entries(indicators.byCarrier) as [
    Carrier,
    CarrierIndicators,
  ][]) {
    // The indicators have exactly the model's carriers.
    const monthlyKwh = model.byCarrier[carrier]?.monthlyKwh;
    const reportedYear = model.reportedYears[carrier];
    if (monthlyKwh) {
      carriers[carrier] = { ...figures, monthlyKwh, ...(reportedYear ? { reportedYear } : {}) };
    }
  }
  const raw = {
    schemaVersion: 1,
    inputVersion: inputVersionOf(input),
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
    benchmarks: { subject, ...benchmarks, markers, radar, details, peerSet },
    measures,
    reliability,
    loads,
  } satisfies StoredInput<BuildingMetrics>;
  // The compiler holds `raw` to the stored shape, `buildingMetricsSchema`, keys that spreads bring
  // in included; tests parse every output with it (parsing here would double the cost of this
  // stage for no new information). The measure basis holds the description as the model read it,
  // which its schema keeps as open records: it joins after the check.
  const metrics = storedJson<BuildingMetrics>({
    ...(raw satisfies OnlyKnownKeys<typeof raw, BuildingMetrics>),
    measureBasis,
  });
  lap('store');
  return { metrics, timings };
}
