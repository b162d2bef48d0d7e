import type { MeasureKind, MeasureStatus } from '../../../../schemas/enums/analysis.js';
import type { SubSystem } from '../../../../schemas/enums/equipment.js';
import type { ImprovementMeasure } from '../../../../schemas/improvement-measure.js';
import type { MetricsMeasures } from '../../../../schemas/metrics-measures.js';

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
