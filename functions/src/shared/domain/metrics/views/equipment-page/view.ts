import type { Equipment } from '../../../../schemas/stored/equipment.js';
import { ALERT_SEVERITIES, type AlertSeverity } from '../../../../schemas/enums/reliability.js';
import type {
  MetricsEquipmentReliability,
  MetricsFaultPlacement,
} from '../../../../schemas/derived/metrics-reliability.js';

/** kWh in one MWh (SI prefix). */
const KWH_PER_MWH = 1000;

/** The Alerts chart's periods: UTC months `YYYY-MM` or years `YYYY`, oldest first. */
export interface AlertsChartView {
  periods: string[];
  /** Alerts raised per period, one list per severity in the periods' order. */
  bySeverity: Record<AlertSeverity, number[]>;
  total: number;
}

/** The stored alert history (by month or year) as one stacked series per severity. */
export function alertsChartView(
  history: MetricsEquipmentReliability['alertHistory'],
  granularity: 'month' | 'year',
): AlertsChartView {
  const byPeriod = (granularity === 'month' ? history?.byMonth : history?.byYear) ?? {};
  const periods = Object.keys(byPeriod).sort();
  const bySeverity = Object.fromEntries(
    ALERT_SEVERITIES.map((severity) => [
      severity,
      periods.map((period) => byPeriod[period]?.[severity] ?? 0),
    ]),
  ) as Record<AlertSeverity, number[]>;
  const total = ALERT_SEVERITIES.reduce(
    (sum, severity) => sum + bySeverity[severity].reduce((one, count) => one + count, 0),
    0,
  );
  return { periods, bySeverity, total };
}

/** Energy Consumption by Year (spec 2.13): calendar years in order with their MWh. */
export function energyByYearMwh(energyByYearKwh: Readonly<Record<string, number>> | undefined): {
  years: string[];
  mwh: number[];
} {
  const years = Object.keys(energyByYearKwh ?? {}).sort();
  return { years, mwh: years.map((year) => (energyByYearKwh?.[year] ?? 0) / KWH_PER_MWH) };
}

/** Total Cost Breakdown (spec 2.13) per year in the building's currency; null where not known. */
export interface CostBreakdownView {
  parts: number | null;
  energy: number | null;
  maintenance: number;
  total: number;
}

export function costBreakdownView(costs: MetricsEquipmentReliability['costs']): CostBreakdownView {
  const parts = costs.parts ?? null;
  const energy = costs.energy ?? null;
  return {
    parts,
    energy,
    maintenance: costs.maintenance,
    total: (parts ?? 0) + (energy ?? 0) + costs.maintenance,
  };
}

/**
 * Maintenance Cost vs Replacement Value: yearly maintenance (Yearly Maintenance + Yearly Ad-hoc,
 * as the engine's `costs.maintenance`) against the replacement value, which is the record's
 * Replacement Value or else its Initial Value (the engine's rule, equipment-reliability.ts).
 */
export function maintenanceVsReplacementView(
  record: Equipment,
  costs: MetricsEquipmentReliability['costs'],
): { maintenance: number; replacementValue: number | null; pct: number | null } {
  const replacementValue = record.replacementValue ?? record.initialValue ?? null;
  return {
    maintenance: costs.maintenance,
    replacementValue,
    pct: costs.maintenanceToReplacementPct ?? null,
  };
}

/** A potential issue of the record with its place in the risk matrix, when the figures have it. */
export interface IssueView {
  issueId: string;
  fault: string;
  details: string;
  placement: MetricsFaultPlacement | null;
  potentialDowntimeHours: number | null;
  timeToFailureWeeks: number | null;
}

export function issueViews(
  record: Equipment,
  figures: MetricsEquipmentReliability | undefined,
): IssueView[] {
  return Object.entries(record.issues ?? {})
    .map(([issueId, issue]) => ({
      issueId,
      fault: issue.fault,
      details: issue.details ?? '',
      placement: figures?.faults.find((fault) => fault.issueId === issueId)?.placement ?? null,
      potentialDowntimeHours: issue.potentialDowntimeHours ?? null,
      timeToFailureWeeks: issue.timeToFailureWeeks ?? null,
    }))
    .sort((a, b) => (b.placement?.score ?? 0) - (a.placement?.score ?? 0));
}

/** Parts lead times of one potential issue, weeks. */
export interface LeadTimeView {
  issueId: string;
  fault: string;
  sparePartsWeeks: number | null;
  avgPartsWeeks: number | null;
}

/** What the record says about sourcing (spec 2.13 Asset, Parts & Service Sourcing). */
export interface SourcingView {
  manufacturer: string | null;
  model: string | null;
  partReplacementValue: number | null;
  labourAndOther: number | null;
  leadTimes: LeadTimeView[];
  /** The sourcing facts the record lacks, in the card's order. */
  missing: ('manufacturer' | 'model' | 'leadTimes' | 'labourAndOther' | 'partReplacementValue')[];
}

export function sourcingView(record: Equipment): SourcingView {
  const leadTimes = Object.entries(record.issues ?? {})
    .map(([issueId, issue]) => ({
      issueId,
      fault: issue.fault,
      sparePartsWeeks: issue.sparePartsLeadTimeWeeks ?? null,
      avgPartsWeeks: issue.avgPartsLeadTimeWeeks ?? null,
    }))
    .filter((row) => row.sparePartsWeeks !== null || row.avgPartsWeeks !== null);
  const view = {
    manufacturer: record.manufacturer || null,
    model: record.model || null,
    partReplacementValue: record.partReplacementValue ?? null,
    labourAndOther: record.labourAndOther ?? null,
    leadTimes,
  };
  const missing: SourcingView['missing'] = [];
  if (view.manufacturer === null) missing.push('manufacturer');
  if (view.model === null) missing.push('model');
  if (leadTimes.length === 0) missing.push('leadTimes');
  if (view.labourAndOther === null) missing.push('labourAndOther');
  if (view.partReplacementValue === null) missing.push('partReplacementValue');
  return { ...view, missing };
}

/** Everything one asset's page shows of its record and figures (spec 2.13), each view run once. */
export interface EquipmentPageView {
  issues: IssueView[];
  sourcing: SourcingView;
  /** The cards of the figures; null until they are computed. */
  figures: {
    alerts: Record<'month' | 'year', AlertsChartView>;
    energyByYear: ReturnType<typeof energyByYearMwh>;
    costBreakdown: CostBreakdownView;
    maintenanceVsReplacement: ReturnType<typeof maintenanceVsReplacementView>;
  } | null;
}

/** The view of one asset's page from its record and its stored figures (undefined: none yet). */
export function equipmentPageView(
  record: Equipment,
  figures: MetricsEquipmentReliability | undefined,
): EquipmentPageView {
  return {
    issues: issueViews(record, figures),
    sourcing: sourcingView(record),
    figures: figures
      ? {
          alerts: {
            month: alertsChartView(figures.alertHistory, 'month'),
            year: alertsChartView(figures.alertHistory, 'year'),
          },
          energyByYear: energyByYearMwh(figures.energyByYearKwh),
          costBreakdown: costBreakdownView(figures.costs),
          maintenanceVsReplacement: maintenanceVsReplacementView(record, figures.costs),
        }
      : null,
  };
}
