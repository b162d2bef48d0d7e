/**
 * Reading the values of CSV cells the way people write them: decimal commas, thousands
 * separators, "Not Available", ISO and common local date formats. Pure; used by the historized
 * data upload and the building import (both in functions) and by the web app's previews.
 *
 * Every failure is a reason code that is also an i18n key (namespace `csv`), so the web app can
 * show it in the user's language next to the line it came from.
 */

/** Why a cell could not be read (i18n keys of the `csv` namespace). */
export type CsvCellIssue = 'cell.notANumber' | 'cell.notATimestamp' | 'cell.notADate';

/** A cell's value, or that it is empty / "Not Available", or why it is unreadable. */
export type ParsedCell<T> =
  | { kind: 'value'; value: T }
  | { kind: 'missing' }
  | { kind: 'invalid'; reason: CsvCellIssue };

export type DecimalSeparator = '.' | ',';

const MISSING_CELLS = new Set([
  '',
  'not available',
  'n/a',
  'na',
  '#n/a',
  '-',
  '--',
  '—',
  'null',
  'nan',
]);

/** Space-like characters that people and spreadsheets put between digit groups. */
const GROUP_SPACES = /[\s\u00a0\u2009\u202f']/g;
const HAS_GROUP_SPACE = /[\s\u00a0\u2009\u202f']/;

/** The longest text of `MISSING_CELLS` ("not available"). */
const MISSING_CELL_MAX = 13;

/** True when a cell holds no value: empty, a dash, "Not Available", "N/A", "null"… */
export function isMissingCell(text: string): boolean {
  const trimmed = text.trim();
  // Lower-cased only when short enough to be one of them: most cells are names and numbers.
  return trimmed.length <= MISSING_CELL_MAX && MISSING_CELLS.has(trimmed.toLowerCase());
}

const MISSING: { kind: 'missing' } = { kind: 'missing' };

function invalid<T>(reason: CsvCellIssue): ParsedCell<T> {
  return { kind: 'invalid', reason };
}

const DOT_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DOT_DECIMAL_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
const COMMA_DECIMAL = /^[+-]?(\d+(,\d*)?|,\d+)([eE][+-]?\d+)?$/;
const COMMA_DECIMAL_GROUPED = /^[+-]?\d{1,3}(\.\d{3})+(,\d*)?$/;

/**
 * Reads a number written with the given decimal separator. Digit groups may be separated by
 * spaces (also non-breaking), apostrophes, or the other separator in groups of three
 * ("1,234.5" / "1.234,5"); exponents are accepted ("1.2E3"). "Not Available" and empty cells
 * are `missing`.
 */
export function parseNumberCell(
  text: string,
  options: { decimalSeparator: DecimalSeparator },
): ParsedCell<number> {
  if (isMissingCell(text)) return MISSING;
  const trimmed = text.trim();
  const compact = HAS_GROUP_SPACE.test(trimmed) ? trimmed.replace(GROUP_SPACES, '') : trimmed;
  let normalized: string | null = null;
  if (options.decimalSeparator === '.') {
    if (DOT_DECIMAL.test(compact)) normalized = compact;
    else if (DOT_DECIMAL_GROUPED.test(compact)) normalized = compact.replace(/,/g, '');
  } else if (COMMA_DECIMAL.test(compact)) {
    normalized = compact.replace(',', '.');
  } else if (COMMA_DECIMAL_GROUPED.test(compact)) {
    normalized = compact.replace(/\./g, '').replace(',', '.');
  }
  if (normalized === null) return invalid('cell.notANumber');
  const value = Number(normalized);
  return Number.isFinite(value) ? { kind: 'value', value } : invalid('cell.notANumber');
}

/**
 * Guesses a file's decimal separator from sample number cells. A comma followed by other than
 * exactly three digits ("12,5") can only be a decimal comma, likewise a point ("12.5");
 * "1.234,5" and "1,234.5" tell both. Undecided samples fall back to the delimiter's custom:
 * `;`-separated files come from spreadsheets set to a decimal-comma locale.
 */
export function guessDecimalSeparator(
  samples: readonly string[],
  delimiter: string,
): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const text = sample.trim().replace(GROUP_SPACES, '');
    if (/^[+-]?\d*,\d+$/.test(text) && !/^[+-]?\d{1,3},\d{3}$/.test(text)) comma += 1;
    else if (/^[+-]?\d*\.\d+$/.test(text) && !/^[+-]?\d{1,3}\.\d{3}$/.test(text)) dot += 1;
    else if (/^[+-]?\d{1,3}(\.\d{3})+,\d+$/.test(text)) comma += 1;
    else if (/^[+-]?\d{1,3}(,\d{3})+\.\d+$/.test(text)) dot += 1;
  }
  if (comma !== dot) return comma > dot ? ',' : '.';
  return delimiter === ';' ? ',' : '.';
}

/** Date and time fields as written, before they are checked against the calendar. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Offset from UTC in minutes when the text names one ("Z", "+01:00"). */
  offsetMinutes: number | null;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const YEAR_FIRST_SLASHED =
  /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/** `31.12.2025`, `31. 12. 2025`, `31-12-2025`: always day first. */
const DAY_FIRST_DOTTED =
  /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const DAY_FIRST_DASHED = /^(\d{1,2})-(\d{1,2})-(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/**
 * `12/31/2025 1:15 PM` (US) or `31/12/2025 13:15` (elsewhere); Portfolio Manager exports also
 * write two-digit years (`12/31/10`, `4/1/13 8:22 AM`).
 */
const SLASHED =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AP]M))?)?$/i;
/** `28-FEB-13`, `28-Feb-2013`, `28 Feb 2013`: day, English month name, year (Oracle's DD-MON-RR). */
const DAY_MONTH_NAME =
  /^(\d{1,2})[-\s]([A-Za-z]{3})[a-z]*\.?[-\s](\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

/**
 * A year as written: four digits as they are; two digits as POSIX `strptime` `%y` reads them
 * (69–99 → 1969–1999, 00–68 → 2000–2068; IEEE Std 1003.1, strptime).
 */
function fullYear(text: string | undefined): number {
  const year = field(text);
  if (text === undefined || text.length !== 2) return year;
  return year >= 69 ? 1900 + year : 2000 + year;
}

function field(text: string | undefined): number {
  return text === undefined ? 0 : Number(text);
}

function parseOffset(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
}

/** A local wall clock (no offset) from its date and the time groups 4–6 of a match. */
function localClock(
  year: number,
  month: number,
  day: number,
  match: RegExpExecArray,
  hour: number = field(match[4]),
): WallClock {
  const [minute, second] = [field(match[5]), field(match[6])];
  return { year, month, day, hour, minute, second, millisecond: 0, offsetMinutes: null };
}

function readWallClock(text: string, dayFirst: boolean): WallClock | null {
  let match = ISO_DATE_TIME.exec(text);
  if (match) {
    const fraction = match[7] ?? '';
    return {
      year: field(match[1]),
      month: field(match[2]),
      day: field(match[3]),
      hour: field(match[4]),
      minute: field(match[5]),
      second: field(match[6]),
      millisecond: fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0,
      offsetMinutes: parseOffset(match[8]),
    };
  }
  match = YEAR_FIRST_SLASHED.exec(text);
  if (match) return localClock(field(match[1]), field(match[2]), field(match[3]), match);
  match = DAY_FIRST_DOTTED.exec(text) ?? DAY_FIRST_DASHED.exec(text);
  if (match) return localClock(field(match[3]), field(match[2]), field(match[1]), match);
  match = DAY_MONTH_NAME.exec(text);
  if (match) {
    const month = MONTH_NAMES.indexOf((match[2] ?? '').toLowerCase()) + 1;
    if (month === 0) return null;
    return localClock(fullYear(match[3]), month, field(match[1]), match);
  }
  match = SLASHED.exec(text);
  if (match) {
    const first = field(match[1]);
    const second = field(match[2]);
    // A component above 12 can only be the day, whatever the file's custom.
    const isDayFirst = first > 12 ? true : second > 12 ? false : dayFirst;
    let hour = field(match[4]);
    const meridiem = match[7]?.toUpperCase();
    if (meridiem !== undefined) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
    }
    const [month, day] = isDayFirst ? [second, first] : [first, second];
    return localClock(fullYear(match[3]), month, day, match, hour);
  }
  return null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Epoch ms of a wall clock, or null when a field is out of its range. 24:00 is the next day. */
function toEpochMs(clock: WallClock): number | null {
  const { year, month, day, hour, minute, second } = clock;
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  const isEndOfDay = hour === 24 && minute === 0 && second === 0 && clock.millisecond === 0;
  if ((hour > 23 && !isEndOfDay) || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, clock.millisecond);
  return utc - (clock.offsetMinutes ?? 0) * 60_000;
}

/**
 * Reads a timestamp: ISO 8601 (`2025-01-31`, `2025-01-31T13:15`, `…:00Z`, `…+01:00`), `2025/01/31
 * 13:15`, `31.01.2025 13:15` and `31. 1. 2025` (Czech, German), `31-01-2025`, and slashed dates
 * `01/31/2025 1:15 PM` / `31/01/2025 13:15`, where `dayFirst` decides the ambiguous ones (a part
 * above 12 decides by itself), also with two-digit years (`12/31/10`), and `28-FEB-13` / `28 Feb
 * 2013` (English month names). Times may be `24:00` (meters write the end of a day so). Returns
 * epoch milliseconds: with an offset, the instant it names; without one, the wall clock taken as
 * UTC, so a meter's local readings keep their clock times and their count per day.
 */
export function parseTimestampCell(
  text: string,
  options: { dayFirst: boolean },
): ParsedCell<number> {
  if (isMissingCell(text)) return MISSING;
  const clock = readWallClock(text.trim(), options.dayFirst);
  const epochMs = clock ? toEpochMs(clock) : null;
  return epochMs === null ? invalid('cell.notATimestamp') : { kind: 'value', value: epochMs };
}

/**
 * Reads a calendar date in any form `parseTimestampCell` accepts (a time part, if any, is
 * dropped) and returns it as `"YYYY-MM-DD"`.
 */
export function parseDateCell(text: string, options: { dayFirst: boolean }): ParsedCell<string> {
  if (isMissingCell(text)) return MISSING;
  const clock = readWallClock(text.trim(), options.dayFirst);
  if (!clock || toEpochMs({ ...clock, hour: 0, minute: 0, second: 0, millisecond: 0 }) === null) {
    return invalid('cell.notADate');
  }
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return {
    kind: 'value',
    value: `${pad(clock.year, 4)}-${pad(clock.month, 2)}-${pad(clock.day, 2)}`,
  };
}

/**
 * Whether slashed dates of a file are day first: the first sample whose first part is above 12
 * says yes, whose second part is above 12 says no; otherwise `fallback` (the file's custom, e.g.
 * day first for `;`-separated European files, month first for US exports).
 */
export function guessDayFirst(samples: readonly string[], fallback: boolean): boolean {
  for (const sample of samples) {
    const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(sample);
    if (!match) continue;
    if (Number(match[1]) > 12) return true;
    if (Number(match[2]) > 12) return false;
  }
  return fallback;
}
