import type { ChartCategory, ChartSeries, ChartTextColumn } from './chart-types';

/** Excel reads a UTF-8 file as UTF-8 (not the ANSI code page) only when it starts with a BOM. */
const BOM = '\uFEFF';
/** RFC 4180 ends records with CRLF. */
const EOL = '\r\n';

export interface ChartCsvInput {
  /** Header of the first column (e.g. "Period"). */
  categoryLabel: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  /** Text columns between the categories' column and the series' (none by default). */
  textColumns?: readonly ChartTextColumn[];
}

/**
 * The CSV of exactly the plotted numbers: one row per category, one column per series headed
 * `Label (unit)`; numbers as JavaScript writes them (decimal point, no grouping, full
 * precision), empty where a value is `null`; UTF-8 with a BOM, fields quoted per RFC 4180.
 */
export function buildChartCsv({
  categoryLabel,
  categories,
  series,
  textColumns = [],
}: ChartCsvInput): string {
  const header = [
    categoryLabel,
    ...textColumns.map((column) => column.label),
    ...series.map(columnHeader),
  ].map(textCell);
  const rows = categories.map((category, index) => [
    textCell(category.csv ?? category.label),
    ...textColumns.map((column) => textCell(column.values[index] ?? '')),
    ...series.map((one) => numberCell(one.data[index] ?? null)),
  ]);
  return BOM + [header, ...rows].map((cells) => cells.join(',')).join(EOL) + EOL;
}

/** `Cooling (MWh)`; the label alone for a series without unit. */
export function columnHeader(series: Pick<ChartSeries, 'label' | 'unit'>): string {
  return series.unit ? `${series.label} (${series.unit})` : series.label;
}

function numberCell(value: number | null): string {
  return value !== null && Number.isFinite(value) ? String(value) : '';
}

/**
 * Quotes a text cell when it holds a comma, quote or line break (RFC 4180), and defuses text a
 * spreadsheet would run as a formula (OWASP "CSV Injection": a leading =, +, -, @, tab or CR)
 * with a leading apostrophe: labels can be names users typed.
 */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
