import {
  findSeriesColumns,
  looksLikeData,
  looksLikeHeader,
  type SeriesColumns,
} from './series-upload-columns.js';
import { SAMPLE_ROWS, type RecordLike } from './series-upload-rows.js';

/*
 * The header row of a historized data upload (spec 2.7 "Data uploads"): utility downloads put
 * their account details above it, so it is searched among the first records; a file whose header
 * is not recognized is refused naming the header it has.
 */

/**
 * Records searched for the header row: utility downloads put their account details above it
 * (Green Button: Name, Address, Account Number, Service and a blank line; SDG&E: 13 lines).
 */
export const SERIES_HEADER_SEARCH_RECORDS = 50;

/** The header row among the first records, with the columns it names. */
export function findHeader(
  records: readonly RecordLike[],
): { index: number; columns: SeriesColumns } | null {
  const searched = Math.min(records.length, SERIES_HEADER_SEARCH_RECORDS);
  for (let index = 0; index < searched; index += 1) {
    const below = records.slice(index + 1, index + 1 + SAMPLE_ROWS).map((record) => record.cells);
    const columns = findSeriesColumns(records[index]!.cells, below);
    if (columns) return { index, columns };
  }
  return null;
}

/**
 * The header a file without recognized columns has: the widest record of text above its first
 * data row (account details above a table have fewer cells than the table's header).
 */
export function unrecognizedHeader(records: readonly RecordLike[]): string[] {
  let widest: string[] = [];
  for (const { cells } of records.slice(0, SERIES_HEADER_SEARCH_RECORDS)) {
    if (looksLikeData(cells)) break;
    const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (looksLikeHeader(cells) && filled.length > widest.length) widest = filled;
  }
  return widest;
}
