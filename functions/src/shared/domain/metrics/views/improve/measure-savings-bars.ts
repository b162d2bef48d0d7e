import type { MeasureKind } from '../../../../schemas/enums/analysis.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { savingsTriple, type SavingsTriple } from './savings.js';

/*
 * The Improve tab's Improvement Measures chart (spec 2.11): each measure's savings alone, energy
 * in kWh per year, cost in the building's currency per year, CO2 in tonnes per year.
 */

/** One measure's savings alone, per year, for the Improvement Measures chart. */
export interface MeasureSavingsBar extends SavingsTriple {
  measureId: string;
  kind: MeasureKind;
  /** Done measures are not in the combined savings. */
  done: boolean;
}

/**
 * The Improvement Measures as a chart (spec 2.11): each measure's savings alone (energy kWh/yr,
 * cost/yr, CO2 t/yr), in the combined order, then the measures done by name (`names`: the
 * user's names by id; the id where none).
 */
export function measureSavingsBars(
  figures: MetricsMeasures,
  names: Readonly<Record<string, string>> = {},
): MeasureSavingsBar[] {
  const order = figures.order ?? [];
  const inOrder = new Set(order);
  const nameOf = (id: string) => names[id] ?? id;
  const rest = Object.keys(figures.measures)
    .filter((id) => !inOrder.has(id))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return [...order, ...rest].flatMap((measureId) => {
    const measure = figures.measures[measureId];
    if (!measure) return [];
    return [
      {
        measureId,
        kind: measure.kind,
        done: !inOrder.has(measureId),
        ...savingsTriple(measure.savings),
      },
    ];
  });
}
