import {
  guessDayFirst,
  guessDecimalSeparator,
  parseNumberCell,
  parseTimestampCell,
} from '../csv/csv-values.js';
import type { EnergyPoint } from './energy-point.js';
import { ENERGY_UNIT_TO_KWH, type SeriesColumns } from './series-upload-columns.js';
import { mostFrequentMinutes } from './series-upload-interval.js';
import type { IssueList } from './series-upload-issues.js';
import {
  parseTimeRangeCell,
  splitTimeRange,
  startOnly,
  type TimeRange,
} from './series-upload-range.js';

/*
 * The data rows of a historized data upload (spec 2.7 "Data uploads") read into energy points:
 * each row's timestamp, value and unit checked and converted to kWh, the file's number and date
 * customs guessed from its first rows. What the rows' times say about the file (a time written
 * 24:00, a UTC offset) is noted for the interval convention and the clock changes.
 */

/** A record as csv-parse reads it: its line in the file and its cells. */
export interface RecordLike {
  line: number;
  cells: readonly string[];
}

/** Rows whose cells are sampled for the file's customs (number and date formats, column kinds). */
export const SAMPLE_ROWS = 200;

/** First cells of a column in up to 200 records, for guessing the file's number and date customs. */
function samplesOf(records: readonly RecordLike[], read: (cells: readonly string[]) => string) {
  return records.slice(0, SAMPLE_ROWS).map((record) => read(record.cells));
}

/**
 * The timestamp text of a row: its cell, or its date and time-of-day cells joined. A range cell is
 * read whole (its start is sampled for the order of day and month).
 */
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

/** The rows as read: the accepted points and what the file's cells told about it. */
export interface SeriesRows {
  decimalSeparator: '.' | ',';
  dayFirst: boolean;
  /** The accepted rows' points in file order, times floored to whole minutes, values in kWh. */
  points: EnergyPoint[];
  /** Each point's line in the file and its position among the data rows. */
  lines: number[];
  positions: number[];
  /** Some time is written 24:00: the timestamps mark interval ends. */
  hour24: boolean;
  /** No timestamp has an offset from UTC: the times are the meter's wall clock. */
  wallClock: boolean;
  /** The most frequent length of the accepted rows' time ranges; undefined without ranges. */
  rangeMinutes: number | undefined;
}

/**
 * Reads the data rows (below the header, if any) into points, adding every problem to `issues`
 * and counting the rows that have one. The decimal separator and the order of day and month are
 * guessed from the first {@link SAMPLE_ROWS} rows (`delimiter` `;` suggests decimal commas and
 * day-first dates). `headerFactor`: kWh per unit of the value header's unit, unless a Unit
 * column gives one per row. A file without a header refuses a row with cells beyond its columns
 * (they would be guessed wrong).
 */
export function readRows(
  rows: readonly RecordLike[],
  columns: SeriesColumns,
  options: { delimiter: string; headerFactor: number; hasHeader: boolean },
  issues: IssueList,
): SeriesRows {
  const { delimiter, headerFactor, hasHeader } = options;
  const width = Math.max(columns.timestamp, columns.value, columns.unit ?? 0) + 1;
  const timestampText = timestampTextOf(columns);
  const decimalSeparator = guessDecimalSeparator(
    samplesOf(rows, (cells) => cells[columns.value] ?? ''),
    delimiter,
  );
  const dayFirst = guessDayFirst(
    samplesOf(rows, (cells) => {
      const text = timestampText(cells);
      return columns.range ? (splitTimeRange(text)?.start ?? text) : text;
    }),
    delimiter === ';',
  );
  const readTimestamp = (text: string): TimeRange =>
    columns.range
      ? parseTimeRangeCell(text, { dayFirst })
      : startOnly(parseTimestampCell(text, { dayFirst }));
  const points: EnergyPoint[] = [];
  const lines: number[] = [];
  const positions: number[] = [];
  const rangeLengths: number[] = [];
  let hour24 = false;
  let wallClock = true;

  for (const [position, { line, cells }] of rows.entries()) {
    const extra = cells.slice(width).some((cell) => cell.trim() !== '');
    if (!hasHeader && extra) {
      issues.add({ line, code: 'row.tooManyCells' });
      issues.rows += 1;
      continue;
    }
    const timestampCell = timestampText(cells);
    const timestamp = readTimestamp(timestampCell);
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
      if (timestamp.minutes > 0) rangeLengths.push(timestamp.minutes);
    } else {
      issues.rows += 1;
    }
  }
  return {
    decimalSeparator,
    dayFirst,
    points,
    lines,
    positions,
    hour24,
    wallClock,
    rangeMinutes: mostFrequentMinutes(rangeLengths),
  };
}
