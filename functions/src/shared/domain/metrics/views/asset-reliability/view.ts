import type { DatePreset } from '../../../../schemas/enums/analysis.js';
import type { FaultImpact, FaultLikelihood } from '../../../../schemas/enums/reliability.js';
import type { SubSystem } from '../../../../schemas/enums/equipment.js';
import { FAULT_IMPACTS, FAULT_LIKELIHOODS } from '../../../../schemas/enums/reliability.js';
import { SUB_SYSTEMS } from '../../../../schemas/enums/equipment.js';
import type {
  MetricsEquipmentReliability,
  MetricsHealthSummary,
  MetricsReliability,
  MetricsRiskCell,
} from '../../../../schemas/derived/metrics-reliability.js';
import type { MaintenanceBudget } from '../../../../schemas/stored/reliability.js';
import { monthKeyOfMs } from '../../../common/months.js';
import { MS_PER_DAY } from '../../../common/durations.js';

/*
 * Views of the Asset Reliability tab (spec 2.12): the stored reliability figures
 * (`/metrics/{b}/reliability`, methodology "Reliability") shaped for its charts and tables. Pure;
 * they compute nothing the figures do not hold except sums, counts and the budget forecast.
 * Times in ms since the epoch (UTC), health 0–100, money in the building's currency.
 */

/** One point of the Asset Health chart: best, average and lowest health at `atMs`. */
export interface HealthPoint {
  atMs: number;
  count: number;
  best: number | null;
  average: number | null;
  lowest: number | null;
}

/** The Asset Health chart of one period preset, oldest point first, ending at the figures' date. */
export function assetHealthView(
  reliability: MetricsReliability,
  preset: DatePreset,
): HealthPoint[] {
  return (reliability.healthByPeriod[preset] ?? []).map((point) => ({
    atMs: point.atMs,
    count: point.count,
    best: point.best ?? null,
    average: point.average ?? null,
    lowest: point.lowest ?? null,
  }));
}

/** Current Sub-System Health for every sub-system of spec 9.5, in its order; null without scores. */
export function subSystemHealthView(
  reliability: MetricsReliability,
): { subSystem: SubSystem; summary: MetricsHealthSummary | null }[] {
  return SUB_SYSTEMS.map((subSystem) => ({
    subSystem,
    summary: reliability.subSystemHealth?.[subSystem] ?? null,
  }));
}

/** A cell of the risk matrix with its faults. */
export type RiskMatrixCell = MetricsRiskCell & { count: number };

/**
 * The 5 × 5 Potential Fault Risk matrix as rows of impact, most severe first (the top row of the
 * grid), each with the five likelihoods from Rare to Almost Certain.
 */
export function riskMatrixView(
  reliability: MetricsReliability,
): { impact: FaultImpact; cells: RiskMatrixCell[] }[] {
  const byKey = new Map<string, MetricsRiskCell>();
  for (const cell of reliability.faultRisk) byKey.set(`${cell.likelihood}|${cell.impact}`, cell);
  return [...FAULT_IMPACTS].reverse().map((impact) => ({
    impact,
    cells: FAULT_LIKELIHOODS.map((likelihood: FaultLikelihood) => {
      const cell = byKey.get(`${likelihood}|${impact}`);
      if (!cell) throw new Error(`risk matrix cell ${likelihood}/${impact} is missing`);
      return { ...cell, count: cell.faults?.length ?? 0 };
    }),
  }));
}

/** The budget of each scope with the year-end forecast of the spend at the rate so far. */
export interface BudgetRow extends MaintenanceBudget {
  /** Used ÷ share of the year elapsed: the spend at year end if it goes on at today's rate. */
  forecast: number | null;
}

/** Share of the UTC calendar year of `asOfMs` elapsed at `asOfMs`, 0–1. */
export function yearElapsedShare(asOfMs: number): number {
  const year = new Date(asOfMs).getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  return (asOfMs - start) / (end - start);
}

/**
 * Maintenance Budget (overall first) and by sub-system, each with a straight-line year-end
 * forecast, used / elapsed share (none in the year's first day, when it would be noise).
 */
export function maintenanceBudgetView(
  reliability: Pick<MetricsReliability, 'asOfMs' | 'maintenanceBudget'>,
): {
  overall: BudgetRow | null;
  bySubSystem: BudgetRow[];
} {
  const elapsed = yearElapsedShare(reliability.asOfMs);
  const withForecast = (budget: MaintenanceBudget): BudgetRow => ({
    ...budget,
    forecast: elapsed * 365 >= 1 ? budget.used / elapsed : null,
  });
  const rows = reliability.maintenanceBudget.map(withForecast);
  return {
    overall: rows.find((row) => row.scope === 'overall') ?? null,
    bySubSystem: rows.filter((row) => row.scope !== 'overall'),
  };
}

/** Book and condition value of the building's assets together by calendar year. */
export interface DepreciationTotal {
  calendarYear: number;
  bookValue: number;
  conditionValue: number;
  /** How many assets have a value that year. */
  assets: number;
}

/**
 * Standard (book) and condition-based value of every asset with a schedule, summed by calendar
 * year: the building's assets together.
 */
export function depreciationTotalsView(reliability: MetricsReliability): DepreciationTotal[] {
  const byYear = new Map<number, DepreciationTotal>();
  for (const equipment of Object.values(reliability.equipment)) {
    for (const year of equipment.depreciation?.years ?? []) {
      const total = byYear.get(year.calendarYear) ?? {
        calendarYear: year.calendarYear,
        bookValue: 0,
        conditionValue: 0,
        assets: 0,
      };
      total.bookValue += year.bookValue;
      total.conditionValue += year.conditionValue;
      total.assets += 1;
      byYear.set(year.calendarYear, total);
    }
  }
  return [...byYear.values()].sort((a, b) => a.calendarYear - b.calendarYear);
}

/** Warranty states of the Warranty chart, by how soon the warranty ends. */
export const WARRANTY_TIMELINE_STATES = [
  'active',
  'expiringIn90',
  'expiringIn60',
  'expiringIn30',
  'expired',
] as const;
export type WarrantyTimelineState = (typeof WARRANTY_TIMELINE_STATES)[number];

/** State at `atMs` of a warranty that ends at `expiresAtMs`. */
export function warrantyStateAt(expiresAtMs: number, atMs: number): WarrantyTimelineState {
  const days = (expiresAtMs - atMs) / MS_PER_DAY;
  if (days <= 0) return 'expired';
  if (days <= 30) return 'expiringIn30';
  if (days <= 60) return 'expiringIn60';
  if (days <= 90) return 'expiringIn90';
  return 'active';
}

export interface WarrantyTimelinePoint {
  /** First day of the month, UTC, `YYYY-MM`. */
  month: string;
  counts: Record<WarrantyTimelineState, number>;
}

/**
 * The Warranty line chart: at the first of each month from `monthsBack` before the figures' month
 * to `monthsAhead` after it, how many assets with a known warranty end are under warranty,
 * expiring within 90, 60 or 30 days, or expired. Assets without a warranty end are left out
 * (their count is `reliability.warranty.none` + `unknown`).
 */
export function warrantyTimelineView(
  reliability: MetricsReliability,
  monthsBack = 12,
  monthsAhead = 24,
): WarrantyTimelinePoint[] {
  const ends = Object.values(reliability.equipment)
    .map((equipment) => equipment.warranty.expiresAtMs)
    .filter((ms): ms is number => ms !== undefined);
  if (ends.length === 0) return [];
  const asOf = new Date(reliability.asOfMs);
  const points: WarrantyTimelinePoint[] = [];
  for (let offset = -monthsBack; offset <= monthsAhead; offset += 1) {
    const atMs = Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() + offset, 1);
    const counts = Object.fromEntries(WARRANTY_TIMELINE_STATES.map((s) => [s, 0])) as Record<
      WarrantyTimelineState,
      number
    >;
    for (const end of ends) counts[warrantyStateAt(end, atMs)] += 1;
    points.push({ month: monthKeyOfMs(atMs), counts });
  }
  return points;
}

/** Equipment of the figures that have a replacement evaluation or an obsolescence finding. */
export function obsolescenceView(
  reliability: MetricsReliability,
): (MetricsEquipmentReliability & { equipmentId: string })[] {
  return Object.values(reliability.equipment).filter(
    (equipment) => (equipment.obsolescence?.length ?? 0) > 0 || equipment.replacement !== undefined,
  );
}

/** Everything the Asset Reliability tab's cards show (spec 2.12), each view run once. */
export interface AssetReliabilityView {
  health: HealthPoint[];
  subSystemHealth: ReturnType<typeof subSystemHealthView>;
  riskMatrix: ReturnType<typeof riskMatrixView>;
  budget: ReturnType<typeof maintenanceBudgetView>;
  depreciation: DepreciationTotal[];
  warranty: WarrantyTimelinePoint[];
  obsolescence: ReturnType<typeof obsolescenceView>;
}

/** The view of the Asset Reliability tab: its cards' series, Asset Health over `preset`. */
export function assetReliabilityView(
  reliability: MetricsReliability,
  preset: DatePreset,
): AssetReliabilityView {
  return {
    health: assetHealthView(reliability, preset),
    subSystemHealth: subSystemHealthView(reliability),
    riskMatrix: riskMatrixView(reliability),
    budget: maintenanceBudgetView(reliability),
    depreciation: depreciationTotalsView(reliability),
    warranty: warrantyTimelineView(reliability),
    obsolescence: obsolescenceView(reliability),
  };
}
