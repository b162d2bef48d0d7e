import { guessDayFirst, guessDecimalSeparator, type DecimalSeparator } from '../csv/csv-values.js';
import type { EquipmentHeader } from './header.js';
import { kindOf } from './header.js';
import { numberText } from './number-cell.js';

/** How a convention was decided: from the file's own values, or assumed for want of any. */
export type ConventionBasis = 'detected' | 'assumed';

/** How a file's numbers and slashed dates are read, and on what ground (reported to the user). */
export interface EquipmentReadConventions {
  decimalSeparator: { value: DecimalSeparator; basis: ConventionBasis };
  /** Null when the file has no slashed date (ISO and dotted dates need no convention). */
  dateOrder: { value: 'dayFirst' | 'monthFirst'; basis: ConventionBasis } | null;
}

const NUMERIC_KINDS = new Set(['money', 'number', 'percent']);

/**
 * Decides a file's conventions from the cells of its first rows. The decimal separator: a cell
 * that can only be read one way ("12,5", "1.234,5") decides; otherwise it is assumed from the
 * delimiter (`;` files come from decimal-comma locales, see `guessDecimalSeparator`). Slashed
 * dates: a date whose first part is above 12 says day first, whose second part is, month first
 * (`guessDayFirst`); a file whose slashed dates are all ambiguous ("03/04/2015") is read day first,
 * as every locale but the US writes them, and the report says that was assumed.
 */
export function decideEquipmentConventions(
  header: EquipmentHeader,
  sampleRows: readonly (readonly string[])[],
  delimiter: string,
): EquipmentReadConventions {
  const cellsOf = (wanted: (kind: string) => boolean) =>
    sampleRows.flatMap((row) =>
      header.columns
        .filter((column) => wanted(kindOf(column)))
        .map((column) => numberText(kindOf(column), row[column.index] ?? '')),
    );
  const numbers = cellsOf((kind) => NUMERIC_KINDS.has(kind));
  const commaFirst = guessDecimalSeparator(numbers, ';');
  const pointFirst = guessDecimalSeparator(numbers, ',');
  const decimalSeparator =
    commaFirst === pointFirst
      ? { value: commaFirst, basis: 'detected' as const }
      : { value: guessDecimalSeparator(numbers, delimiter), basis: 'assumed' as const };
  const dates = cellsOf((kind) => kind === 'date');
  const slashed = dates.some((cell) => /^\s*\d{1,2}\/\d{1,2}\/\d{2,4}\b/.test(cell));
  if (!slashed) return { decimalSeparator, dateOrder: null };
  const dayFirst = guessDayFirst(dates, true);
  const decided = dayFirst === guessDayFirst(dates, false);
  return {
    decimalSeparator,
    dateOrder: {
      value: dayFirst ? 'dayFirst' : 'monthFirst',
      basis: decided ? 'detected' : 'assumed',
    },
  };
}
