import { guessDayFirst, guessDecimalSeparator, type DecimalSeparator } from '../csv/csv-values.js';
import type { ImportFormat } from '../../schemas/contracts/building-import.js';
import { FIELD_KIND } from './columns.js';
import type { RecognisedHeader } from './header.js';

/** How the cells of one file are read (decided once per file, by {@link chooseReadOptions}). */
export interface RowReadOptions {
  decimalSeparator: DecimalSeparator;
  /** Slashed dates are day first (`31/12/2025`) rather than month first (`12/31/2025`). */
  dayFirst: boolean;
  /** Country of rows without one: `US` for the US formats, none for our template. */
  defaultCountry?: string;
}

/** Formats whose files come from US registries: no country column, country `US`. */
const US_FORMATS: ReadonlySet<ImportFormat> = new Set([
  'portfolioManager',
  'coveredBuildings',
  'cityBenchmarking',
]);

const NUMERIC_KINDS = new Set(['area', 'energy', 'intensity', 'latitude', 'longitude']);

/**
 * How to read the cells of a file, decided from its first rows: the decimal separator from the
 * numbers of its quantity columns (`;`-separated files default to a decimal comma, as Czech and
 * German Excel write them), whether slashed dates are day first (US formats default to month
 * first, `;` files to day first), and the country of rows without one.
 */
export function chooseReadOptions(
  header: RecognisedHeader,
  sampleRows: readonly (readonly string[])[],
  delimiter: string,
): RowReadOptions {
  const numeric = header.columns.filter((column) => NUMERIC_KINDS.has(FIELD_KIND[column.field]));
  const dated = header.columns.filter((column) => column.alias.yearOfDate);
  const cellsOf = (columns: typeof numeric) =>
    sampleRows.flatMap((row) => columns.map((column) => row[column.index] ?? ''));
  const usFormat = US_FORMATS.has(header.format);
  return {
    decimalSeparator: guessDecimalSeparator(cellsOf(numeric), delimiter),
    dayFirst: guessDayFirst(cellsOf(dated), !usFormat && delimiter === ';'),
    ...(usFormat ? { defaultCountry: 'US' } : {}),
  };
}
