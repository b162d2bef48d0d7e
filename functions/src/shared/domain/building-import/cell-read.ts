/**
 * The building blocks of the import's cell readers (`read-general-cell.ts`,
 * `read-figure-cell.ts`): what reading a cell gives, range checks, unit conversion, and the
 * readings a column keeps of its repeated cells.
 */
import type { ParsedCell } from '../csv/csv-values.js';
import type { RowIssueReason } from './reasons.js';
import { toFacetUnit, type ImportUnit } from './units.js';

export type CellValue = string | number;

/** One cell read: its value, missing, or the reason it is unusable. */
export type Read = ParsedCell<CellValue> | { kind: 'invalid'; reason: RowIssueReason };

export const bad = (reason: RowIssueReason): Read => ({ kind: 'invalid', reason });

/** A number cell checked against [min, max] (and to be whole), else `outside`. */
export function bounded(
  cell: ParsedCell<number>,
  min: number,
  max: number,
  outside: RowIssueReason,
  whole = false,
): Read {
  if (cell.kind !== 'value') return cell;
  if (whole && !Number.isInteger(cell.value)) return bad('import.notAWholeNumber');
  return cell.value < min || cell.value > max ? bad(outside) : cell;
}

/** A quantity converted to Facet's unit, rounded to `decimals`. */
export function converted(cell: Read, unit: ImportUnit | undefined, decimals: number): Read {
  return cell.kind === 'value' && unit
    ? { kind: 'value', value: toFacetUnit(cell.value as number, unit, decimals) }
    : cell;
}

/** Most readings of repeated cells a column keeps (see `ColumnPlan`). */
const REPEATED_MAX = 2000;

/** The reading of `text` kept in `cache` (a column's repeated cells), else `read()`'s. */
export function remembered(cache: Map<string, Read>, text: string, read: () => Read): Read {
  const known = cache.get(text);
  if (known) return known;
  const value = read();
  if (cache.size < REPEATED_MAX) cache.set(text, value);
  return value;
}
