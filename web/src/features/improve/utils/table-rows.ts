import {
  measureOrigin,
  measureRows,
  type MeasureRow,
} from '@shared/domain/metrics/views/improve/measure-rows';
import { MEASURE_CATALOG } from '@shared/constants/measure-catalog';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import type { MetricsMeasures } from '@shared/schemas/metrics-measures';

/** A row of the Improvement Measures table: its figures, or none yet (`pending`). */
export type TableRow = MeasureRow & { pending: boolean; measuredKwhPerYear: number | null };

/**
 * The table's rows: the measures with figures in the combined order (`measureRows`), then those
 * saved since the figures were computed, by name, without figures until the recompute lands.
 * A measure this user saved since the figures were computed (`savedSince`) is pending too: its
 * figures are of its earlier inputs.
 */
export function tableRows(
  figures: MetricsMeasures | undefined,
  stored: Readonly<Record<string, ImprovementMeasure>>,
  savedSince: ReadonlySet<string>,
): TableRow[] {
  const withFigures = figures ? measureRows(figures, stored) : [];
  const rows: TableRow[] = withFigures.map((row) => {
    const pending = savedSince.has(row.measureId);
    // A pending row's sub-system and status are the ones just saved, not its old figures'.
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
