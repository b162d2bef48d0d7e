/**
 * Historized data uploads (spec 2.7 "Data uploads", 3.11): reading the rows of a meter file into
 * energy points at the start of their interval, and storing them as monthly chunks. Pure; the
 * `series` function runs it on the records csv-parse reads, the web app shows its issue codes.
 */
import type { z } from 'zod';
import type { SeriesChunk } from '../../schemas/series.js';
import type {
  ClockChange,
  MonthlyTotalsReply,
  seriesRowIssueSchema,
} from '../../schemas/series-upload.js';
import {
  guessDayFirst,
  guessDecimalSeparator,
  parseNumberCell,
  parseTimestampCell,
  type CsvCellIssue,
} from '../csv/csv-values.js';
import {
  ENERGY_UNIT_TO_KWH,
  findSeriesColumns,
  looksLikeData,
  looksLikeHeader,
  type SeriesColumns,
  type TimestampAt,
} from './series-upload-columns.js';
import { monthIndexOf, monthKeyOfMs, monthStartMs } from '../common/months.js';
import { fillSkippedHours, findRepeatedHours } from './series-upload-clock-change.js';
import {
  intervalConvention,
  toIntervalStart,
  typicalIntervalMinutes,
  type TimestampsFrom,
} from './series-upload-interval.js';

/** At most this many points in one upload: a year of 1-minute data (525,600) with room. */
export const SERIES_UPLOAD_MAX_ROWS = 600_000;
/** At most this many row issues are listed; the total is still counted. */
export const SERIES_UPLOAD_MAX_LISTED_ISSUES = 100;
/** Largest upload file: a year of 1-minute data with ISO timestamps is about 15 MB. */
export const SERIES_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Records searched for the header row: utility downloads put their account details above it
 * (Green Button: Name, Address, Account Number, Service and a blank line; SDG&E: 13 lines).
 */
export const SERIES_HEADER_SEARCH_RECORDS = 50;

/** Why a row was not accepted (i18n keys of the `wizardUploads` namespace, `issue.*`). */
export type SeriesRowIssueCode =
  | CsvCellIssue
  | 'row.missingTimestamp'
  | 'row.missingValue'
  | 'row.missingUnit'
  | 'row.unknownUnit'
  | 'row.negativeValue'
  | 'row.duplicateTimestamp'
  | 'row.tooManyCells';

/** Why a whole file was not accepted (`wizardUploads` namespace, `issue.*`). */
export type SeriesFileIssueCode =
  | 'file.noRows'
  | 'file.tooManyRows'
  | 'file.missingColumns'
  | 'file.unknownUnit'
  | 'file.intervalUnknown';

/** A refused row as the upload answers it, with the code narrowed to this reader's codes. */
export type SeriesRowIssue = z.infer<typeof seriesRowIssueSchema> & { code: SeriesRowIssueCode };

/** One reading: the start of its interval (epoch ms, whole minutes) and its energy in kWh. */
export interface EnergyPoint {
  atMs: number;
  kwh: number;
}

export type SeriesFileRefusal =
  | { ok: false; fileIssue: 'file.noRows' | 'file.tooManyRows' | 'file.intervalUnknown' }
  /** `found`: the cells of the header that was not recognized, when the file has one. */
  | { ok: false; fileIssue: 'file.missingColumns'; found?: string[] }
  /** `detail`: the unit the value header names. */
  | { ok: false; fileIssue: 'file.unknownUnit'; detail: string };

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
    }
  | SeriesFileRefusal
  /** `issueCount` problems in `rowCount` rows (a row can have several); the first listed. */
  | { ok: false; issues: SeriesRowIssue[]; issueCount: number; rowCount: number };

interface RecordLike {
  line: number;
  cells: readonly string[];
}

/** Rows whose cells are sampled for the file's customs (number and date formats, column kinds). */
const SAMPLE_ROWS = 200;

/** First cells of a column in up to 200 records, for guessing the file's number and date customs. */
function samplesOf(records: readonly RecordLike[], read: (cells: readonly string[]) => string) {
  return records.slice(0, SAMPLE_ROWS).map((record) => read(record.cells));
}

class IssueList {
  readonly listed: SeriesRowIssue[] = [];
  count = 0;
  rows = 0;
  add(issue: SeriesRowIssue): void {
    this.count += 1;
    if (this.listed.length < SERIES_UPLOAD_MAX_LISTED_ISSUES) this.listed.push(issue);
  }
}

/** The header row among the first records, with the columns it names. */
function findHeader(
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
function unrecognizedHeader(records: readonly RecordLike[]): string[] {
  let widest: string[] = [];
  for (const { cells } of records.slice(0, SERIES_HEADER_SEARCH_RECORDS)) {
    if (looksLikeData(cells)) break;
    const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (looksLikeHeader(cells) && filled.length > widest.length) widest = filled;
  }
  return widest;
}

/** The timestamp text of a row: its cell, or its date and time-of-day cells joined. */
function timestampTextOf(columns: SeriesColumns): (cells: readonly string[]) => string {
  const { timestamp, time } = columns;
  if (time === undefined) return (cells) => cells[timestamp] ?? '';
  return (cells) => {
    const date = (cells[timestamp] ?? '').trim();
    const clock = (cells[time] ?? '').trim();
    // Either part missing leaves no time to read (a date alone would be read as midnight).
    return date === '' || clock === '' ? '' : `${date} ${clock}`;
  };
}

/** A time written 24:00 (end of the day), which marks the end of an interval. */
const HOUR_24 = /(^|[\sT])24:00(:00)?\b/;
/** A time with an offset from UTC (`…13:15Z`, `…13:15:00+01:00`): an instant, not a wall clock. */
const UTC_OFFSET = /:\d{2}(:\d{2}([.,]\d+)?)?\s*(Z|[+-]\d{2}(:?\d{2})?)$/i;

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
 * {@link SERIES_HEADER_SEARCH_RECORDS} records that names a time and a value column (see
 * {@link findSeriesColumns}); records above it (a utility's account details) are skipped. Without
 * one the columns are Timestamp, Value and, if present, Unit; a first record of text that is not
 * such a header refuses the file (`file.missingColumns`). The decimal separator and the order of
 * day and month are guessed from the file (`delimiter` `;` suggests decimal commas and day-first
 * dates). Times are floored to whole minutes; timestamps marking the end of their interval (see
 * {@link intervalConvention}) are moved to its start. In a file of wall-clock times (no UTC offset)
 * an autumn clock change's repeated hour is kept, each pair of its readings added up into their
 * interval, and a spring change's skipped hour is stored as 0 kWh intervals (see
 * {@link findRepeatedHours}, {@link fillSkippedHours}); any other repeated time is a bad row.
 * Every row must be valid: any issue rejects the file, listing the first
 * {@link SERIES_UPLOAD_MAX_LISTED_ISSUES} issues by line and counting issues and rows apart, so
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
  const rows = header ? records.slice(header.index + 1) : records;
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
  const width = Math.max(columns.timestamp, columns.value, columns.unit ?? 0) + 1;
  const timestampText = timestampTextOf(columns);
  const decimalSeparator = guessDecimalSeparator(
    samplesOf(rows, (cells) => cells[columns.value] ?? ''),
    options.delimiter,
  );
  const dayFirst = guessDayFirst(samplesOf(rows, timestampText), options.delimiter === ';');
  const issues = new IssueList();
  const points: EnergyPoint[] = [];
  const lines: number[] = [];
  const positions: number[] = [];
  let hour24 = false;
  let wallClock = true;

  for (const [position, { line, cells }] of rows.entries()) {
    const extra = cells.slice(width).some((cell) => cell.trim() !== '');
    if (header === null && extra) {
      issues.add({ line, code: 'row.tooManyCells' });
      issues.rows += 1;
      continue;
    }
    const timestampCell = timestampText(cells);
    const timestamp = parseTimestampCell(timestampCell, { dayFirst });
    const valueCell = cells[columns.value] ?? '';
    const value = parseNumberCell(valueCell, { decimalSeparator });
    let factor = headerFactor;
    let rowOk = true;
    if (timestamp.kind !== 'value') {
      rowOk = false;
      issues.add(
        timestamp.kind === 'missing'
          ? { line, code: 'row.missingTimestamp' }
          : { line, code: timestamp.reason, detail: timestampCell.trim() },
      );
    } else {
      if (!hour24 && HOUR_24.test(timestampCell)) hour24 = true;
      if (wallClock && UTC_OFFSET.test(timestampCell.trim())) wallClock = false;
    }
    if (value.kind !== 'value') {
      rowOk = false;
      issues.add(
        value.kind === 'missing'
          ? { line, code: 'row.missingValue' }
          : { line, code: value.reason, detail: valueCell.trim() },
      );
    } else if (value.value < 0) {
      rowOk = false;
      issues.add({ line, code: 'row.negativeValue', detail: valueCell.trim() });
    }
    if (columns.unit !== undefined) {
      const unitCell = (cells[columns.unit] ?? '').trim();
      const known = ENERGY_UNIT_TO_KWH[unitCell.toLowerCase()];
      if (unitCell === '') {
        rowOk = false;
        issues.add({ line, code: 'row.missingUnit' });
      } else if (known === undefined) {
        rowOk = false;
        issues.add({ line, code: 'row.unknownUnit', detail: unitCell });
      } else {
        factor = known;
      }
    }
    if (rowOk && timestamp.kind === 'value' && value.kind === 'value') {
      points.push({
        atMs: Math.floor(timestamp.value / 60_000) * 60_000,
        kwh: value.value * factor,
      });
      lines.push(line);
      positions.push(position);
    } else {
      issues.rows += 1;
    }
  }

  // One time per interval: the convention is read from the distinct times, an autumn clock
  // change's repeated hour is kept (its readings added up), any other repeated time is refused.
  const { distinct, repeated } = byTime(points);
  const intervalMinutes = typicalIntervalMinutes(distinct);
  const convention = intervalConvention({
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
  };
}

/**
 * Points sorted by time as monthly chunks (`/series/{b}/{s}/chunks/{yyyy-mm}`): `t` in minutes
 * since the start of the month (UTC), `v` in kWh rounded to 6 decimals (1 mWh, below any meter's
 * resolution, which keeps binary noise out of the stored values).
 */
export function chunkByMonth(points: readonly EnergyPoint[]): Record<string, SeriesChunk> {
  const chunks: Record<string, SeriesChunk> = {};
  let start = 0;
  let end = -Infinity;
  let chunk: SeriesChunk = { t: [], v: [] };
  for (const { atMs, kwh } of points) {
    if (atMs >= end || atMs < start) {
      const date = new Date(atMs);
      start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
      const key = monthKeyOfMs(atMs);
      chunk = chunks[key] ?? { t: [], v: [] };
      chunks[key] = chunk;
    }
    chunk.t.push(Math.round((atMs - start) / 60_000));
    chunk.v.push(Math.round(kwh * 1e6) / 1e6);
  }
  return chunks;
}

/**
 * The readings of stored monthly chunks, oldest first (the inverse of {@link chunkByMonth}):
 * each chunk's minutes since its month's start back to instants, values as stored. A chunk
 * keyed by something other than a month is skipped.
 */
export function pointsOfChunks(
  chunks: Readonly<Record<string, SeriesChunk>> | undefined,
): EnergyPoint[] {
  const points: EnergyPoint[] = [];
  for (const month of Object.keys(chunks ?? {}).sort()) {
    const chunk = chunks?.[month];
    if (!chunk || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) continue;
    const start = monthStartMs(monthIndexOf(month));
    for (let i = 0; i < chunk.t.length; i += 1) {
      points.push({ atMs: start + (chunk.t[i] ?? 0) * 60_000, kwh: chunk.v[i] ?? 0 });
    }
  }
  return points;
}

/** kWh per calendar month, oldest first, for filling monthly consumption rows. */
export function monthlyTotalsKwh(points: readonly EnergyPoint[]): MonthlyTotalsReply['months'] {
  const totals = new Map<string, number>();
  for (const { atMs, kwh } of points) {
    const key = monthKeyOfMs(atMs);
    totals.set(key, (totals.get(key) ?? 0) + kwh);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, kwh]) => ({ month, consumptionKwh: Math.round(kwh * 1000) / 1000 }));
}

/**
 * The id of the series of a scope (and its equipment) under `/series/{buildingId}`: one series
 * per scope and equipment, so a new upload for it adds to, or replaces months of, the same series.
 */
export function seriesIdFor(scope: string, equipmentId?: string): string {
  return equipmentId === undefined ? scope : `${scope}~${equipmentId}`;
}
