/**
 * Historized data uploads (spec 2.7 "Data uploads", 3.11): reading the rows of a Timestamp,
 * Value, Unit file into energy points, and storing them as monthly chunks. Pure; the `series`
 * function runs it on the records csv-parse reads, the web app shows its issue codes.
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

/** At most this many points in one upload: a year of 1-minute data (525,600) with room. */
export const SERIES_UPLOAD_MAX_ROWS = 600_000;
/** At most this many row issues are listed; the total is still counted. */
export const SERIES_UPLOAD_MAX_LISTED_ISSUES = 100;
/** Largest upload file: a year of 1-minute data with ISO timestamps is about 15 MB. */
export const SERIES_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Energy units accepted in the Unit column and their factor to kWh (SI prefixes: 1 MWh =
 * 1,000 kWh, 1 Wh = 0.001 kWh). Matched case-insensitively.
 */
export const ENERGY_UNIT_TO_KWH: Readonly<Record<string, number>> = {
  wh: 0.001,
  kwh: 1,
  mwh: 1000,
};

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
export type SeriesFileIssueCode = 'file.noRows' | 'file.tooManyRows' | 'file.missingColumns';

/** A refused row as the upload answers it, with the code narrowed to this reader's codes. */
export type SeriesRowIssue = z.infer<typeof seriesRowIssueSchema> & { code: SeriesRowIssueCode };

/** One reading: its time (epoch ms, whole minutes) and its energy in kWh. */
export interface EnergyPoint {
  atMs: number;
  kwh: number;
}

export interface SeriesColumns {
  timestamp: number;
  value: number;
  /** Absent when the file has no Unit column: values are then kWh. */
  unit?: number;
}

export type SeriesReadResult =
  | {
      ok: true;
      /** Points sorted by time. */
      points: EnergyPoint[];
      /** How the file was read, for the reply. */
      decimalSeparator: '.' | ',';
      dayFirst: boolean;
      hasHeader: boolean;
    }
  | { ok: false; fileIssue: SeriesFileIssueCode }
  | { ok: false; issues: SeriesRowIssue[]; issueCount: number };

const HEADER_NAMES: Record<keyof SeriesColumns, readonly string[]> = {
  timestamp: [
    'timestamp',
    'time',
    'date',
    'datetime',
    'date/time',
    'časová značka',
    'čas',
    'datum',
    'zeitstempel',
    'zeit',
  ],
  value: ['value', 'consumption', 'energy', 'hodnota', 'spotřeba', 'wert', 'verbrauch'],
  unit: ['unit', 'units', 'jednotka', 'einheit'],
};

function normalizeHeader(cell: string): string {
  return cell
    .trim()
    .toLowerCase()
    .replace(/\s*\(.*\)\s*$/, '');
}

/**
 * The columns named by a header row (English, Czech or German names, any case, a trailing
 * "(kWh)" ignored), or null when the row is not a header. A header must name Timestamp and Value.
 */
export function findSeriesColumns(header: readonly string[]): SeriesColumns | null {
  const names = header.map(normalizeHeader);
  const find = (column: keyof SeriesColumns) =>
    names.findIndex((name) => HEADER_NAMES[column].includes(name));
  const timestamp = find('timestamp');
  const value = find('value');
  const unit = find('unit');
  if (timestamp === -1 || value === -1) return null;
  return unit === -1 ? { timestamp, value } : { timestamp, value, unit };
}

interface RecordLike {
  line: number;
  cells: readonly string[];
}

/** First cells of a column in up to 200 records, for guessing the file's number and date customs. */
function samplesOf(records: readonly RecordLike[], column: number): string[] {
  return records.slice(0, 200).map((record) => record.cells[column] ?? '');
}

class IssueList {
  readonly listed: SeriesRowIssue[] = [];
  count = 0;
  add(issue: SeriesRowIssue): void {
    this.count += 1;
    if (this.listed.length < SERIES_UPLOAD_MAX_LISTED_ISSUES) this.listed.push(issue);
  }
}

/**
 * Reads the records of a historized data file. The first record is a header when it names the
 * columns (see {@link findSeriesColumns}); without one the columns are Timestamp, Value and, if
 * present, Unit. The decimal separator and the order of day and month are guessed from the file
 * (`delimiter` `;` suggests decimal commas and day-first dates). Times are floored to whole
 * minutes. Every row must be valid: any issue rejects the file, listing the first
 * {@link SERIES_UPLOAD_MAX_LISTED_ISSUES} issues by line, so nothing is stored half.
 */
export function readSeriesRecords(
  records: readonly RecordLike[],
  options: { delimiter: string },
): SeriesReadResult {
  const [first] = records;
  if (first === undefined) return { ok: false, fileIssue: 'file.noRows' };
  const named = findSeriesColumns(first.cells);
  const rows = named ? records.slice(1) : records;
  if (rows.length === 0) return { ok: false, fileIssue: 'file.noRows' };
  if (rows.length > SERIES_UPLOAD_MAX_ROWS) return { ok: false, fileIssue: 'file.tooManyRows' };
  const columns: SeriesColumns = named ?? {
    timestamp: 0,
    value: 1,
    ...(first.cells.length > 2 ? { unit: 2 } : {}),
  };
  if (!named && first.cells.length < 2) return { ok: false, fileIssue: 'file.missingColumns' };
  const width = Math.max(columns.timestamp, columns.value, columns.unit ?? 0) + 1;
  const decimalSeparator = guessDecimalSeparator(samplesOf(rows, columns.value), options.delimiter);
  const dayFirst = guessDayFirst(samplesOf(rows, columns.timestamp), options.delimiter === ';');
  const issues = new IssueList();
  const points: EnergyPoint[] = [];
  const lines: number[] = [];

  for (const { line, cells } of rows) {
    const extra = cells.slice(width).some((cell) => cell.trim() !== '');
    if (named === null && extra) {
      issues.add({ line, code: 'row.tooManyCells' });
      continue;
    }
    const timestampCell = cells[columns.timestamp] ?? '';
    const timestamp = parseTimestampCell(timestampCell, { dayFirst });
    const valueCell = cells[columns.value] ?? '';
    const value = parseNumberCell(valueCell, { decimalSeparator });
    let factor = 1;
    let rowOk = true;
    if (timestamp.kind !== 'value') {
      rowOk = false;
      issues.add(
        timestamp.kind === 'missing'
          ? { line, code: 'row.missingTimestamp' }
          : { line, code: timestamp.reason, detail: timestampCell.trim() },
      );
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
    }
  }
  if (issues.count > 0) {
    issues.listed.sort((a, b) => a.line - b.line);
    return { ok: false, issues: issues.listed, issueCount: issues.count };
  }
  return {
    ok: true,
    points: order.map((index) => points[index]!),
    decimalSeparator,
    dayFirst,
    hasHeader: named !== null,
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
 * The nominal spacing of the points in minutes: the most frequent gap between neighbours
 * (a missing reading or a clock change does not change it); undefined for fewer than 2 points.
 */
export function typicalIntervalMinutes(points: readonly EnergyPoint[]): number | undefined {
  const counts = new Map<number, number>();
  for (let i = 1; i < points.length; i += 1) {
    const gap = Math.round((points[i]!.atMs - points[i - 1]!.atMs) / 60_000);
    counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  let best: number | undefined;
  let bestCount = 0;
  for (const [gap, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && gap < best)) {
      best = gap;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The id of the series of a scope (and its equipment) under `/series/{buildingId}`: one series
 * per scope and equipment, so a new upload for it adds to, or replaces months of, the same series.
 */
export function seriesIdFor(scope: string, equipmentId?: string): string {
  return equipmentId === undefined ? scope : `${scope}~${equipmentId}`;
}
