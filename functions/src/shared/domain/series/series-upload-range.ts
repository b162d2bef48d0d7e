import {
  isMissingCell,
  parseTimestampCell,
  type CsvCellIssue,
  type ParsedCell,
} from '../csv/csv-values.js';

/*
 * A timestamp cell that names its whole interval, as Southern California Edison's download writes
 * it: `2024-03-10 01:45:00 to 2024-03-10 02:00:00` (a no-break space in place of the space before
 * `to`). The reading is stored at the range's start; its length is the interval. Pure.
 */

/**
 * A start and an end joined by `to`, an en dash or a hyphen with spaces around it (a date's own
 * hyphens have none). `\s` takes the no-break space too.
 */
const TIME_RANGE = /^(.+?)\s+(?:to|–|-)\s+(.+)$/i;

/** The two timestamps of a range cell as written, or null when the cell is not a range. */
export function splitTimeRange(text: string): { start: string; end: string } | null {
  const match = TIME_RANGE.exec(text.trim());
  return match ? { start: match[1]!.trim(), end: match[2]!.trim() } : null;
}

/** Whether a cell is a range of two readable timestamps (in either order of day and month). */
export function isTimeRange(text: string): boolean {
  const range = splitTimeRange(text);
  if (range === null) return false;
  return [false, true].some(
    (dayFirst) =>
      parseTimestampCell(range.start, { dayFirst }).kind === 'value' &&
      parseTimestampCell(range.end, { dayFirst }).kind === 'value',
  );
}

/**
 * A timestamp cell read: its start (epoch ms, as `parseTimestampCell` gives it) and, for a range,
 * its length in minutes (0: not a range).
 */
export type TimeRange =
  | { kind: 'value'; value: number; minutes: number }
  | { kind: 'missing' }
  | { kind: 'invalid'; reason: CsvCellIssue | 'row.badTimeRange' };

/**
 * Reads a range cell: the start and the length in whole minutes (the end minus the start). A cell
 * with a single timestamp is read as a start of unknown length (`minutes` 0); an unreadable part
 * is `cell.notATimestamp`, an end not after the start `row.badTimeRange`.
 */
export function parseTimeRangeCell(text: string, options: { dayFirst: boolean }): TimeRange {
  if (isMissingCell(text)) return { kind: 'missing' };
  const range = splitTimeRange(text);
  if (range === null) return startOnly(parseTimestampCell(text, options));
  const start = parseTimestampCell(range.start, options);
  const end = parseTimestampCell(range.end, options);
  if (start.kind !== 'value' || end.kind !== 'value') {
    return { kind: 'invalid', reason: 'cell.notATimestamp' };
  }
  const minutes = Math.round((end.value - start.value) / 60_000);
  if (minutes <= 0) return { kind: 'invalid', reason: 'row.badTimeRange' };
  return { kind: 'value', value: start.value, minutes };
}

/** A single timestamp read as a start of unknown length. */
export function startOnly(cell: ParsedCell<number>): TimeRange {
  return cell.kind === 'value' ? { kind: 'value', value: cell.value, minutes: 0 } : cell;
}
