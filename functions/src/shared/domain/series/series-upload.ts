/**
 * Historized data uploads (spec 2.7 "Data uploads", 3.11): reading the rows of a meter file into
 * energy points at the start of their interval. Pure; the `series` function runs it on the
 * records csv-parse reads and stores the points as monthly chunks (series-chunks.ts), the web app
 * shows its issue codes (series-upload-issues.ts). The steps have their own modules: the header
 * (series-upload-header.ts) and its columns (series-upload-columns.ts), the rows
 * (series-upload-rows.ts) of the tables below it (series-upload-tables.ts), time ranges
 * (series-upload-range.ts), the interval convention (series-upload-interval.ts) and clock changes
 * (series-upload-clock-change.ts).
 */
import type { ClockChange } from '../../schemas/contracts/series-upload.js';
import type { EnergyPoint } from './energy-point.js';
import {
  ENERGY_UNIT_TO_KWH,
  looksLikeHeader,
  type SeriesColumns,
  type TimestampAt,
} from './series-upload-columns.js';
import { fillSkippedHours, findRepeatedHours } from './series-upload-clock-change.js';
import { findHeader, unrecognizedHeader } from './series-upload-header.js';
import {
  intervalConvention,
  toIntervalStart,
  typicalIntervalMinutes,
  type TimestampsFrom,
} from './series-upload-interval.js';
import { IssueList, type SeriesFileRefusal, type SeriesRowIssue } from './series-upload-issues.js';
import { readRows, type RecordLike } from './series-upload-rows.js';
import { tableRows } from './series-upload-tables.js';

/** At most this many points in one upload: a year of 1-minute data (525,600) with room. */
export const SERIES_UPLOAD_MAX_ROWS = 600_000;
/** Largest upload file: a year of 1-minute data with ISO timestamps is about 15 MB. */
export const SERIES_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export type SeriesReadResult =
  | {
      ok: true;
      /** Points sorted by time, each at the start of its interval. */
      points: EnergyPoint[];
      /** How the file was read, for the reply. */
      decimalSeparator: '.' | ',';
      dayFirst: boolean;
      hasHeader: boolean;
      /** The most frequent gap between readings; undefined for one reading. */
      intervalMinutes: number | undefined;
      /** Which end of its interval the file's timestamps mark, and what said so. */
      timestampsAt: TimestampAt;
      timestampsFrom: TimestampsFrom;
      /** Daylight-saving hours repeated (readings added up) or skipped (0 kWh), by time. */
      clockChanges: ClockChange[];
      /** Rows of energy sent to the grid left out (SCE's "Usage Received" tables). */
      exportedRows: number;
    }
  | SeriesFileRefusal
  /** `issueCount` problems in `rowCount` rows (a row can have several); the first listed. */
  | { ok: false; issues: SeriesRowIssue[]; issueCount: number; rowCount: number };

/**
 * The points sorted by time, one per distinct time (the readings of a time written more than once
 * added up, in file order), and the times written more than once with their points' indices.
 */
function byTime(points: readonly EnergyPoint[]) {
  const order = points.map((_, index) => index).sort((a, b) => points[a]!.atMs - points[b]!.atMs);
  const distinct: EnergyPoint[] = [];
  const repeated: { atMs: number; members: number[] }[] = [];
  let first = 0;
  for (const index of order) {
    const point = points[index]!;
    const last = distinct[distinct.length - 1];
    if (last?.atMs !== point.atMs) {
      distinct.push({ atMs: point.atMs, kwh: point.kwh });
      first = index;
      continue;
    }
    last.kwh += point.kwh;
    const group = repeated[repeated.length - 1];
    if (group?.atMs === point.atMs) group.members.push(index);
    else repeated.push({ atMs: point.atMs, members: [first, index] });
  }
  return { distinct, repeated };
}

/**
 * Reads the records of a historized data file. The header is the first of the first
 * `SERIES_HEADER_SEARCH_RECORDS` records that names a time and a value column (see
 * `findSeriesColumns`); records above it (a utility's account details) are skipped. Without
 * one the columns are Timestamp, Value and, if present, Unit; a first record of text that is not
 * such a header refuses the file (`file.missingColumns`). Below the header a file may write more
 * tables, each under a title and a header (SCE: a day of delivered energy, then a day of energy
 * sent to the grid): those repeating the header are read, those of exported energy left out
 * (see {@link tableRows}). A timestamp written as a range (`… to …`) is read at its start, and
 * the ranges' length is the interval. The decimal separator and the order of day and month are
 * guessed from the file (`delimiter` `;` suggests decimal commas and day-first dates). Times are
 * floored to whole minutes; timestamps marking the end of their interval (see
 * {@link intervalConvention}) are moved to its start. In a file of wall-clock times (no UTC
 * offset) an autumn clock change's repeated hour is kept, each pair of its readings added up into
 * their interval, and a spring change's skipped hour is stored as 0 kWh intervals (see
 * {@link findRepeatedHours}, {@link fillSkippedHours}); any other repeated time is a bad row.
 * Every row must be valid: any issue rejects the file, listing the first
 * `SERIES_UPLOAD_MAX_LISTED_ISSUES` issues by line and counting issues and rows apart, so
 * nothing is stored half.
 */
export function readSeriesRecords(
  records: readonly RecordLike[],
  options: { delimiter: string },
): SeriesReadResult {
  const [first] = records;
  if (first === undefined) return { ok: false, fileIssue: 'file.noRows' };
  const header = findHeader(records);
  if (header === null && looksLikeHeader(first.cells)) {
    const found = unrecognizedHeader(records);
    return { ok: false, fileIssue: 'file.missingColumns', ...(found.length > 0 ? { found } : {}) };
  }
  const tables = header ? tableRows(records, header) : { rows: records, exportedRows: 0 };
  const { rows } = tables;
  if (rows.length === 0) return { ok: false, fileIssue: 'file.noRows' };
  if (rows.length > SERIES_UPLOAD_MAX_ROWS) return { ok: false, fileIssue: 'file.tooManyRows' };
  if (!header && first.cells.length < 2) return { ok: false, fileIssue: 'file.missingColumns' };
  const columns: SeriesColumns = header?.columns ?? {
    timestamp: 0,
    value: 1,
    ...(first.cells.length > 2 ? { unit: 2 } : {}),
  };
  const headerFactor = columns.valueUnit === undefined ? 1 : ENERGY_UNIT_TO_KWH[columns.valueUnit];
  if (headerFactor === undefined) {
    return { ok: false, fileIssue: 'file.unknownUnit', detail: columns.valueUnit ?? '' };
  }
  const issues = new IssueList();
  const { decimalSeparator, dayFirst, points, lines, positions, hour24, wallClock, rangeMinutes } =
    readRows(
      rows,
      columns,
      { delimiter: options.delimiter, headerFactor, hasHeader: header !== null },
      issues,
    );

  // One time per interval: the convention is read from the distinct times, an autumn clock
  // change's repeated hour is kept (its readings added up), any other repeated time is refused.
  const { distinct, repeated } = byTime(points);
  const intervalMinutes = rangeMinutes ?? typicalIntervalMinutes(distinct);
  const convention = intervalConvention({
    ranges: columns.range === true,
    stated: columns.stamp,
    hour24,
    firstMs: distinct[0]?.atMs ?? 0,
    lastMs: distinct[distinct.length - 1]?.atMs ?? 0,
    intervalMinutes,
  });
  const shiftMinutes = convention.at === 'end' ? (intervalMinutes ?? 0) : 0;
  const repeatedHours = wallClock
    ? findRepeatedHours(
        repeated.map(({ atMs, members }) => ({
          atMs,
          positions: members.map((i) => positions[i]!),
        })),
        { intervalMinutes, shiftMinutes },
      )
    : { accepted: new Set<number>(), changes: [] };
  for (const { atMs, members } of repeated) {
    if (repeatedHours.accepted.has(atMs)) continue;
    for (let i = 1; i < members.length; i += 1) {
      issues.add({
        line: lines[members[i]!]!,
        code: 'row.duplicateTimestamp',
        detail: String(lines[members[i - 1]!]!),
      });
      issues.rows += 1;
    }
  }
  if (issues.count > 0) {
    issues.listed.sort((a, b) => a.line - b.line);
    return { ok: false, issues: issues.listed, issueCount: issues.count, rowCount: issues.rows };
  }
  if (convention.at === 'end' && intervalMinutes === undefined) {
    return { ok: false, fileIssue: 'file.intervalUnknown' };
  }
  const starts = shiftMinutes > 0 ? toIntervalStart(distinct, shiftMinutes) : distinct;
  const skipped = wallClock
    ? fillSkippedHours(starts, intervalMinutes)
    : { points: starts, changes: [] };
  return {
    ok: true,
    points: skipped.points,
    decimalSeparator,
    dayFirst,
    hasHeader: header !== null,
    intervalMinutes,
    timestampsAt: convention.at,
    timestampsFrom: convention.from,
    clockChanges: [...repeatedHours.changes, ...skipped.changes].sort(
      (a, b) => a.hourAt - b.hourAt,
    ),
    exportedRows: tables.exportedRows,
  };
}
