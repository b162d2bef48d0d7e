/**
 * Historized data uploads (spec 2.7 "Data uploads", 3.11): reading the rows of a meter file into
 * energy points at the start of their interval, and storing them as monthly chunks. Pure; the
 * `series` function runs it on the records csv-parse reads, the web app shows its issue codes.
 */
import type { z } from 'zod';
import type { SeriesChunk } from '../schemas/series.js';
import type { MonthlyTotalsReply, seriesRowIssueSchema } from '../schemas/series-upload.js';
import {
  guessDayFirst,
  guessDecimalSeparator,
  parseNumberCell,
  parseTimestampCell,
  type CsvCellIssue,
} from './csv-values.js';
import {
  ENERGY_UNIT_TO_KWH,
  findSeriesColumns,
  looksLikeData,
  looksLikeHeader,
  type SeriesColumns,
  type TimestampAt,
} from './series-upload-columns.js';
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

/**
 * Reads the records of a historized data file. The header is the first of the first
 * {@link SERIES_HEADER_SEARCH_RECORDS} records that names a time and a value column (see
 * {@link findSeriesColumns}); records above it (a utility's account details) are skipped. Without
 * one the columns are Timestamp, Value and, if present, Unit; a first record of text that is not
 * such a header refuses the file (`file.missingColumns`). The decimal separator and the order of
 * day and month are guessed from the file (`delimiter` `;` suggests decimal commas and day-first
 * dates). Times are floored to whole minutes; timestamps marking the end of their interval (see
 * {@link intervalConvention}) are moved to its start. Every row must be valid: any issue rejects
 * the file, listing the first {@link SERIES_UPLOAD_MAX_LISTED_ISSUES} issues by line and counting
 * issues and rows apart, so nothing is stored half.
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
  let hour24 = false;

  for (const { line, cells } of rows) {
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
    } else if (!hour24 && HOUR_24.test(timestampCell)) {
      hour24 = true;
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
    } else {
      issues.rows += 1;
    }
  }

  // Sort by time, remembering each point's line, then report repeated times.
  const order = points.map((_, index) => index).sort((a, b) => points[a]!.atMs - points[b]!.atMs);
  for (let i = 1; i < order.length; i += 1) {
    const previous = order[i - 1]!;
    const current = order[i]!;
    if (points[current]!.atMs === points[previous]!.atMs) {
      const [earlier, later] = [lines[previous]!, lines[current]!].sort((a, b) => a - b);
      issues.add({ line: later!, code: 'row.duplicateTimestamp', detail: String(earlier) });
      issues.rows += 1;
    }
  }
  if (issues.count > 0) {
    issues.listed.sort((a, b) => a.line - b.line);
    return { ok: false, issues: issues.listed, issueCount: issues.count, rowCount: issues.rows };
  }
  const sorted = order.map((index) => points[index]!);
  const intervalMinutes = typicalIntervalMinutes(sorted);
  const convention = intervalConvention({
    stated: columns.stamp,
    hour24,
    firstMs: sorted[0]!.atMs,
    lastMs: sorted[sorted.length - 1]!.atMs,
    intervalMinutes,
  });
  if (convention.at === 'end' && intervalMinutes === undefined) {
    return { ok: false, fileIssue: 'file.intervalUnknown' };
  }
  return {
    ok: true,
    points:
      convention.at === 'end' && intervalMinutes !== undefined
        ? toIntervalStart(sorted, intervalMinutes)
        : sorted,
    decimalSeparator,
    dayFirst,
    hasHeader: header !== null,
    intervalMinutes,
    timestampsAt: convention.at,
    timestampsFrom: convention.from,
  };
}

/** `"YYYY-MM"` of an instant (UTC). */
export function monthKeyOf(atMs: number): string {
  const date = new Date(atMs);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
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
      const key = monthKeyOf(atMs);
      chunk = chunks[key] ?? { t: [], v: [] };
      chunks[key] = chunk;
    }
    chunk.t.push(Math.round((atMs - start) / 60_000));
    chunk.v.push(Math.round(kwh * 1e6) / 1e6);
  }
  return chunks;
}

/** kWh per calendar month, oldest first, for filling monthly consumption rows. */
export function monthlyTotalsKwh(points: readonly EnergyPoint[]): MonthlyTotalsReply['months'] {
  const totals = new Map<string, number>();
  for (const { atMs, kwh } of points) {
    const key = monthKeyOf(atMs);
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
