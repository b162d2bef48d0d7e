import { MEASURE_CATALOG } from '../../../../constants/measure-catalog.js';
import type { MeasureKind, MeasureStatus } from '../../../../schemas/enums/analysis.js';
import type { SubSystem } from '../../../../schemas/enums/equipment.js';
import type { ImprovementMeasure } from '../../../../schemas/stored/improvement-measure.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';

/*
 * The Improve tab's Improvement Measures table (spec 2.11): the stored measures
 * (`/metrics/{b}/measures`, methodology "Measures" and "Finance") as rows, each measure alone
 * against the building as it is. Energy in kWh per year, CO2 in tonnes per year, money in the
 * building's currency.
 */

/** Where a measure came from, by the key it is stored under. */
export type MeasureOrigin = 'user' | 'comparison' | 'assetReliability';

/** The origin of a measure stored under `measureId` (`compare-…`, `replace-…`, else the user's). */
export function measureOrigin(measureId: string): MeasureOrigin {
  if (measureId.startsWith('compare-')) return 'comparison';
  if (measureId.startsWith('replace-')) return 'assetReliability';
  return 'user';
}

/** One row of the Improvement Measures table. */
export interface MeasureRow {
  measureId: string;
  name: string;
  kind: MeasureKind;
  subSystem: SubSystem;
  status: MeasureStatus;
  origin: MeasureOrigin;
  investment: number | null;
  /** The measure alone, per year. */
  energySavingsKwh: number;
  costSavings: number;
  co2AvoidedTons: number;
  paybackYears: number | null;
  irrPct: number | null;
  /** False when the model cannot represent it (custom measures): its savings are 0 until stated. */
  modelled: boolean;
  /** 1-based place in the combined order; null for measures done. */
  rank: number | null;
}

/**
 * The table's rows, in the combined order (measures done last, by name): each measure's figures
 * alone. Stored measures without figures yet (saved since the last recompute) are left out.
 */
export function measureRows(
  figures: MetricsMeasures,
  stored: Readonly<Record<string, ImprovementMeasure>>,
): MeasureRow[] {
  const rows: MeasureRow[] = [];
  for (const [measureId, measure] of Object.entries(figures.measures)) {
    const input = stored[measureId];
    if (!input) continue;
    rows.push({
      measureId,
      name: input.name,
      kind: measure.kind,
      subSystem: measure.subSystem,
      status: measure.status,
      origin: measureOrigin(measureId),
      investment: measure.investment.investment ?? null,
      energySavingsKwh: measure.savings.energyKwh,
      costSavings: measure.savings.cost,
      co2AvoidedTons: measure.savings.co2Tons,
      paybackYears: measure.investment.simplePaybackYears ?? null,
      irrPct: measure.investment.irrPct ?? null,
      modelled: measure.modelled,
      rank: measure.rank ?? null,
    });
  }
  const order = new Map((figures.order ?? []).map((id, index) => [id, index]));
  return rows.sort((a, b) => {
    const ra = order.get(a.measureId) ?? Number.POSITIVE_INFINITY;
    const rb = order.get(b.measureId) ?? Number.POSITIVE_INFINITY;
    return ra - rb || a.name.localeCompare(b.name);
  });
}

/** A row of the table as the Improve tab and the report list it: its figures, or none yet. */
export type MeasureTableRow = MeasureRow & {
  /** Saved since the figures were computed: its figures are to come (or of its earlier inputs). */
  pending: boolean;
  /** The savings measured since a done measure started, kWh per year; null when not measured. */
  measuredKwhPerYear: number | null;
};

/**
 * The table's rows as the Improve tab and the report list them: the measures with figures in the
 * combined order (`measureRows`), then those saved since the figures were computed, by name,
 * without figures until the recompute lands. A measure saved since the figures were computed
 * (`savedSince`: on the tab, by this user) is pending too, with the sub-system and status just
 * saved: its figures are of its earlier inputs.
 */
export function measureTableRows(
  figures: MetricsMeasures | undefined,
  stored: Readonly<Record<string, ImprovementMeasure>>,
  savedSince: ReadonlySet<string> = new Set(),
): MeasureTableRow[] {
  const withFigures = figures ? measureRows(figures, stored) : [];
  const rows: MeasureTableRow[] = withFigures.map((row) => {
    const pending = savedSince.has(row.measureId);
    const input = pending ? stored[row.measureId] : undefined;
    return {
      ...row,
      ...(input
        ? {
            subSystem: input.subSystem ?? MEASURE_CATALOG[input.kind].subSystem,
            status: input.status,
          }
        : {}),
      pending,
      measuredKwhPerYear: figures?.measures[row.measureId]?.measured?.energyKwhPerYear ?? null,
    };
  });
  const known = new Set(rows.map((row) => row.measureId));
  const waiting = Object.entries(stored)
    .filter(([id]) => !known.has(id))
    .sort(([, a], [, b]) => a.name.localeCompare(b.name));
  for (const [measureId, measure] of waiting) {
    rows.push({
      measureId,
      name: measure.name,
      kind: measure.kind,
      subSystem: measure.subSystem ?? MEASURE_CATALOG[measure.kind].subSystem,
      status: measure.status,
      origin: measureOrigin(measureId),
      investment: measure.investment ?? null,
      energySavingsKwh: 0,
      costSavings: 0,
      co2AvoidedTons: 0,
      paybackYears: null,
      irrPct: null,
      modelled: true,
      rank: null,
      pending: true,
      measuredKwhPerYear: null,
    });
  }
  return rows;
}
