/**
 * One plotted series, already shaped by a view function: the chart shows these numbers as they
 * are and computes none of its own.
 */
export interface ChartSeries {
  /** Stable key (e.g. `cooling`, `naturalGas`, `degreeDays`), also the CSV column's identity. */
  id: string;
  /** Translated name shown in the legend, tooltip, table and CSV header. */
  label: string;
  /** Unit of every value, shown with the label (e.g. `MWh`, `°C·d`); `''` for a pure number. */
  unit: string;
  /** One value per category, in the categories' order; `null` where there is none. */
  data: readonly (number | null)[];
  /** CSS colour; by default the next colour of `FALLBACK_SERIES_COLORS`. */
  color?: string;
  /** The y-axis the series is read on; a `right` series is drawn as a line (e.g. degree days). */
  axis?: 'left' | 'right';
  /** Series with the same stack id are stacked (bar charts). */
  stack?: string;
}

/**
 * A column of text in the table and the CSV, after the categories' column (e.g. a scatter
 * point's group): one value per category, in the categories' order.
 */
export interface ChartTextColumn {
  id: string;
  /** Translated header. */
  label: string;
  values: readonly string[];
}

/** One point of the x axis (a period, a sub-system): a key for files, a translated label. */
export interface ChartCategory {
  key: string;
  label: string;
  /**
   * The category as the CSV writes it, for a spreadsheet to read (e.g. the ISO day `2026-03-01`
   * or the month `2026-03` rather than the label in the user's language); the label when absent.
   */
  csv?: string;
}

/**
 * Formats a number for display in the user's language, without its unit (axis ticks, table
 * cells); gets the unit to choose its precision.
 */
export type ChartNumberFormatter = (value: number, unit: string) => string;

/** Formats a number with its unit for display (tooltips, totals). */
export type ChartValueFormatter = (value: number, unit: string) => string;

/** A line across a cartesian chart: at a category (`x`, vertical) or at a value (`y`, left axis). */
export type ChartReferenceLine =
  | { axis: 'x'; at: string; label?: string; dashed?: boolean }
  | { axis: 'y'; at: number; label?: string; dashed?: boolean };
