import type {
  ComparisonQuantity,
  ComparisonRow,
} from '@shared/domain/metrics/views/comparison/types';
import type { BandChartRow } from '@/components/charts/band-chart-scale';
import type { Quantity } from '@/lib/format/quantities';

/** The format module's quantity of a comparison row. */
export const QUANTITY_OF: Readonly<Record<ComparisonQuantity, Quantity>> = {
  intensity: 'intensity',
  co2Intensity: 'co2Intensity',
  uValue: 'uValue',
};

/**
 * The rows of a band chart in the shown unit (`convert`: stored → shown, e.g. kWh/m² → kBtu/ft²
 * in imperial units), each with its translated label.
 */
export function toBandRows(
  rows: readonly ComparisonRow[],
  convert: (stored: number) => number,
  label: (row: ComparisonRow) => string,
  bestInClass?: number,
): BandChartRow[] {
  return rows.map((row) => ({
    key: row.key,
    label: label(row),
    current: convert(row.current),
    limits: row.limits
      ? {
          bestInClass: convert(row.limits.bestInClass),
          mostEfficient: convert(row.limits.mostEfficient),
          median: convert(row.limits.median),
          leastEfficient: convert(row.limits.leastEfficient),
        }
      : null,
    ...(row.uncertainty
      ? { range: { low: convert(row.uncertainty.low), high: convert(row.uncertainty.high) } }
      : {}),
    ...(row.potential !== undefined ? { potential: convert(row.potential) } : {}),
    ...(bestInClass !== undefined ? { bestInClass: convert(bestInClass) } : {}),
  }));
}
