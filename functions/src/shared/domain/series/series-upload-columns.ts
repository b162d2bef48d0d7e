// Over 300 lines: the header names of the meter exports it reads, as tables beside the few lines that match them.
/**
 * Which columns of a historized data file (spec 2.7 "Data uploads", 3.11) hold the time, the
 * energy and its unit, read from the header the way meter exports write it: `Timestamp,Value,Unit`,
 * `IntervalTimeStamp,kWh`, `Date/Time,Usage (kWh)`, a utility's Green Button download
 * (`TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST,NOTES`), SDG&E's
 * (`Meter Number,Date,Start Time,Duration,Consumption,Generation,Net`) or Southern California
 * Edison's (`Energy Delivered time period,Usage Delivered(Real energy in kilowatt-hours)…`, whose
 * time cells are ranges). Energy sent to the grid is never taken for consumption. Pure.
 */
import { foldText } from '../common/fold-text.js';
import { isMissingCell, parseNumberCell, parseTimestampCell } from '../csv/csv-values.js';
import { splitHeaderCell } from '../csv/header-cell.js';
import { isTimeRange } from './series-upload-range.js';

/**
 * Energy units accepted in a Unit column or a value header, and their factor to kWh (SI prefixes:
 * 1 MWh = 1,000 kWh, 1 Wh = 0.001 kWh), also spelled out as SCE's header does ("Real energy in
 * kilowatt-hours"). Matched case-insensitively.
 */
export const ENERGY_UNIT_TO_KWH: Readonly<Record<string, number>> = {
  wh: 0.001,
  kwh: 1,
  mwh: 1000,
  'watt-hours': 0.001,
  'kilowatt-hours': 1,
  'megawatt-hours': 1000,
};

/**
 * Units a header may name that are not energy in Wh, kWh or MWh: power (W, kW, MW, kvar, kVA),
 * the gas and heat units of utility downloads (PG&E's gas export writes `USAGE (therms)`; ccf,
 * m³, Btu, GJ) and money. A value column in one of them is refused, not read as kWh.
 */
const OTHER_UNITS = new Set([
  'w',
  'kw',
  'mw',
  'kvar',
  'kvarh',
  'kva',
  'kvah',
  'therm',
  'therms',
  'ccf',
  'mcf',
  'm3',
  'm³',
  'btu',
  'kbtu',
  'mmbtu',
  'mj',
  'gj',
  '$',
  'usd',
  'eur',
  'czk',
]);

/** Words naming the energy read in a row (English, Czech, German). */
const VALUE_WORDS = new Set([
  'value',
  'consumption',
  'consumed',
  'usage',
  'energy',
  'import',
  'imported',
  'delivered',
  'hodnota',
  'spotreba',
  'odber',
  'wert',
  'verbrauch',
  'bezug',
  'energie',
]);
/**
 * Words naming energy sent to the grid, which is not consumption: SCE's "Usage Received" (received
 * by the utility, in its words), PG&E's "EXPORT (kWh)", SDG&E's "Generation", German
 * "Einspeisung", Czech "přetoky" (surplus fed in). A column named so is never the value column:
 * its energy is left out, not netted.
 */
const EXPORT_WORDS = new Set([
  'received',
  'export',
  'exported',
  'generation',
  'generated',
  'feed',
  'einspeisung',
  'pretok',
  'pretoky',
]);
/** Words that make a header name a time by themselves. */
const TIME_WORDS = new Set([
  'timestamp',
  'time',
  'stamp',
  'date',
  'datetime',
  'hour',
  'zeitstempel',
  'zeit',
  'uhrzeit',
  'datum',
  'casova',
  'znacka',
  'cas',
]);
/** Words that may stand beside a time word ("Interval Start", "Reading Time", "Local Time"). */
const TIME_QUALIFIERS = new Set(['interval', 'period', 'reading', 'read', 'local', 'utc', 'day']);
/** A time header with one of these marks the start of the interval its row measures. */
const START_WORDS = new Set([
  'start',
  'starting',
  'begin',
  'beginning',
  'from',
  'beginn',
  'von',
  'zacatek',
  'od',
]);
/** …and with one of these its end ("Interval End", "End Time", "IntervalEnd", "Period End"). */
const END_WORDS = new Set(['end', 'ending', 'to', 'ende', 'bis', 'konec', 'do']);
const UNIT_COLUMN_NAMES = new Set(['unit', 'units', 'uom', 'jednotka', 'einheit']);

/** What a timestamp header says its times mark. */
export type TimestampAt = 'start' | 'end';

export interface SeriesColumns {
  /** The timestamp, or the date when {@link time} is a separate time-of-day column. */
  timestamp: number;
  /** A time-of-day column joined to the date (Green Button's START TIME, SDG&E's Start Time). */
  time?: number;
  value: number;
  /** Absent when the file has no Unit column: the value header's unit applies, else kWh. */
  unit?: number;
  /** The unit the value header names, lower case ("kwh" of `Usage (kWh)`; "therms"). */
  valueUnit?: string;
  /** What the timestamp header says: "Start Time" → start, "Interval End" → end. */
  stamp?: TimestampAt;
  /**
   * The timestamp cells are ranges (`start to end`, SCE): the start is read, its length is the
   * interval.
   */
  range?: true;
}

/**
 * Header examples shown when a file's columns are not recognized (also Czech and German names,
 * and separate Date and Time columns, are accepted).
 */
export const SERIES_ACCEPTED_HEADERS = {
  timestamp: [
    'Timestamp',
    'Date/Time',
    'Date + Time',
    'Start Time',
    'Interval Start',
    'Interval End',
    'End Time',
    'Time period',
    'Časová značka',
    'Zeitstempel',
  ],
  value: ['Value', 'Consumption', 'Usage', 'Usage (kWh)', 'Energy [Wh]', 'kWh', 'Hodnota', 'Wert'],
} as const;

interface HeaderCell {
  /** Folded words of the name (`foldText`), without what stood in brackets and without the unit. */
  words: string[];
  /** The unit the header names, lower case: `(kWh)`, `[Wh]`, `_kWh`, or all of it (`kWh`). */
  unit?: string;
}

function isUnit(text: string): boolean {
  return text in ENERGY_UNIT_TO_KWH || OTHER_UNITS.has(text);
}

/** The unit a bracket names: all of it (`(kWh)`) or its last word (`(… in kilowatt-hours)`). */
function unitInBracket(inner: string): string | null {
  const text = inner.trim().toLowerCase();
  if (isUnit(text)) return text;
  const last = text.split(/\s+/).pop() ?? '';
  return isUnit(last) ? last : null;
}

/** Words and unit of a header cell: `Usage (kWh)`, `IntervalTimeStamp`, `interval_end`. */
function readHeaderCell(cell: string): HeaderCell {
  // "(Hourly)" of EnergyPlus' "Electricity:Facility [kWh](Hourly)" is a note, not a unit.
  const split = splitHeaderCell(cell, { unitOf: unitInBracket, brackets: 'any' });
  let unit = split.unit ?? undefined;
  const words: string[] = [];
  for (const token of split.name.split(/[\s_\-:/.,;#]+/)) {
    if (token === '') continue;
    const lower = token.toLowerCase();
    if (isUnit(lower)) {
      unit ??= lower;
      continue;
    }
    // Camel case joins words: IntervalTimeStamp, DateTime, IntervalEnd.
    for (const part of token.split(/(?<=\p{Ll})(?=\p{Lu})/u)) {
      words.push(...foldText(part).split(' ').filter(Boolean));
    }
  }
  return unit === undefined ? { words } : { words, unit };
}

function timestampStamp(words: readonly string[]): TimestampAt | undefined | null {
  const timeLike = words.every(
    (word) =>
      TIME_WORDS.has(word) ||
      TIME_QUALIFIERS.has(word) ||
      START_WORDS.has(word) ||
      END_WORDS.has(word),
  );
  const named = words.some(
    (word) => TIME_WORDS.has(word) || START_WORDS.has(word) || END_WORDS.has(word),
  );
  if (words.length === 0 || !timeLike || !named) return null;
  if (words.some((word) => END_WORDS.has(word))) return 'end';
  return words.some((word) => START_WORDS.has(word)) ? 'start' : undefined;
}

/** What the cells of a column hold (`range`: `2024-03-10 01:45:00 to 2024-03-10 02:00:00`). */
type CellKind = 'dateTime' | 'date' | 'time' | 'range' | 'other';
const TIME_OF_DAY = /^\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i;

function kindOf(text: string): CellKind | null {
  const trimmed = text.trim();
  if (isMissingCell(trimmed)) return null;
  if (TIME_OF_DAY.test(trimmed)) return 'time';
  const readable =
    parseTimestampCell(trimmed, { dayFirst: false }).kind === 'value' ||
    parseTimestampCell(trimmed, { dayFirst: true }).kind === 'value';
  if (!readable) return isTimeRange(trimmed) ? 'range' : 'other';
  return trimmed.includes(':') ? 'dateTime' : 'date';
}

/** The kind most of a column's sample cells have (`other` without samples). */
function columnKind(rows: readonly (readonly string[])[], column: number): CellKind {
  const counts = new Map<CellKind, number>();
  for (const cells of rows) {
    const kind = kindOf(cells[column] ?? '');
    if (kind !== null) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  let best: CellKind = 'other';
  let bestCount = 0;
  for (const [kind, count] of counts) {
    if (count > bestCount) [best, bestCount] = [kind, count];
  }
  return best;
}

interface TimeCandidate {
  index: number;
  stamp: TimestampAt | undefined;
  kind: CellKind;
}

/** Start-stamped columns first (nothing to shift), then unstated ones, then end-stamped; leftmost. */
function byStamp(candidates: readonly TimeCandidate[]): TimeCandidate[] {
  const rank = (stamp: TimestampAt | undefined) =>
    stamp === 'start' ? 0 : stamp === undefined ? 1 : 2;
  return [...candidates].sort((a, b) => rank(a.stamp) - rank(b.stamp) || a.index - b.index);
}

function withStamp<T extends object>(columns: T, stamp: TimestampAt | undefined): T {
  return stamp === undefined ? columns : { ...columns, stamp };
}

/**
 * The time columns: one holding date and time, else one holding time ranges (SCE), else a date
 * column and a time-of-day column (Green Button's DATE and START TIME), else a date column alone;
 * by the sample rows' cells. Without readable samples the best-named column is taken, and its
 * rows say what is wrong.
 */
function chooseTime(
  candidates: readonly TimeCandidate[],
): Pick<SeriesColumns, 'timestamp' | 'time' | 'stamp' | 'range'> | null {
  const [full] = byStamp(candidates.filter((c) => c.kind === 'dateTime'));
  if (full) return withStamp({ timestamp: full.index }, full.stamp);
  const [range] = byStamp(candidates.filter((c) => c.kind === 'range'));
  if (range) return { timestamp: range.index, range: true };
  const [date] = byStamp(candidates.filter((c) => c.kind === 'date'));
  const [time] = byStamp(candidates.filter((c) => c.kind === 'time'));
  if (date && time)
    return withStamp({ timestamp: date.index, time: time.index }, time.stamp ?? date.stamp);
  const [any] = byStamp(date ? [date] : candidates);
  return any ? withStamp({ timestamp: any.index }, any.stamp) : null;
}

function namesExport(cell: HeaderCell): boolean {
  return cell.words.some((word) => EXPORT_WORDS.has(word));
}

/** Whether a header cell names energy sent to the grid (`Usage Received(…)`, `EXPORT (kWh)`). */
export function namesExportedEnergy(cell: string): boolean {
  return namesExport(readHeaderCell(cell));
}

/**
 * A header that names a time span among other words, in letters only (SCE's "Energy Delivered time
 * period"): its column is a time column when its cells are ranges.
 */
function namesTimeSpan(words: readonly string[]): boolean {
  return (
    words.some((word) => TIME_WORDS.has(word) || word === 'period' || word === 'interval') &&
    words.every((word) => /^\p{L}+$/u.test(word))
  );
}

/**
 * The value column: one named as energy (Value, Consumption, Usage…) in an energy unit or none,
 * else one whose header is or names an energy unit (`kWh`, `Electricity:Facility [kWh]`), leftmost;
 * else a named one in another unit (`USAGE (therms)`), which the reader refuses by its unit. A
 * column named as energy sent to the grid (Received, Export, Generation) is never taken.
 */
function chooseValue(cells: readonly HeaderCell[], isTime: (index: number) => boolean) {
  let best: { index: number; rank: number; unit?: string } | undefined;
  cells.forEach((cell, index) => {
    const energy = cell.unit !== undefined && cell.unit in ENERGY_UNIT_TO_KWH;
    const named = cell.words.some((word) => VALUE_WORDS.has(word));
    if ((isTime(index) && !energy) || namesExport(cell)) return;
    const rank = named && (energy || cell.unit === undefined) ? 0 : energy ? 1 : named ? 2 : -1;
    if (rank >= 0 && (best === undefined || rank < best.rank)) {
      best = cell.unit === undefined ? { index, rank } : { index, rank, unit: cell.unit };
    }
  });
  return best;
}

/**
 * The columns a header row names, or null when it is not a header (it must name a time and a
 * value). Names are matched by their folded words (`foldText`: any case and accents), camel case
 * and `_` split (English, Czech, German); a unit in brackets or as the whole header is the values'
 * unit. `samples` (data rows below the header) tell a date-and-time column from a date or a
 * time-of-day column.
 */
export function findSeriesColumns(
  header: readonly string[],
  samples: readonly (readonly string[])[] = [],
): SeriesColumns | null {
  const cells = header.map(readHeaderCell);
  const stamps = cells.map((cell, index) => {
    if (cell.unit !== undefined && cell.unit in ENERGY_UNIT_TO_KWH) return null;
    const stamp = timestampStamp(cell.words);
    if (stamp !== null) return stamp;
    // A range states both ends: no stamp, the start is read.
    const ranges = namesTimeSpan(cell.words) && columnKind(samples, index) === 'range';
    return ranges ? undefined : null;
  });
  const candidates: TimeCandidate[] = [];
  stamps.forEach((stamp, index) => {
    if (stamp !== null) candidates.push({ index, stamp, kind: 'other' });
  });
  const value = chooseValue(cells, (index) => stamps[index] !== null);
  if (candidates.length === 0 || value === undefined) return null;
  for (const candidate of candidates) candidate.kind = columnKind(samples, candidate.index);
  const time = chooseTime(candidates);
  if (time === null) return null;
  const unit = cells.findIndex((cell) => UNIT_COLUMN_NAMES.has(cell.words.join(' ')));
  return {
    ...time,
    value: value.index,
    ...(unit === -1 ? {} : { unit }),
    ...(value.unit === undefined ? {} : { valueUnit: value.unit }),
  };
}

/** Whether a record reads as a header: text in its cells, none a number or a timestamp. */
export function looksLikeHeader(cells: readonly string[]): boolean {
  const filled = cells.filter((cell) => !isMissingCell(cell));
  return (
    filled.length > 0 &&
    filled.every(
      (cell) =>
        parseNumberCell(cell, { decimalSeparator: '.' }).kind !== 'value' &&
        parseNumberCell(cell, { decimalSeparator: ',' }).kind !== 'value' &&
        kindOf(cell) === 'other',
    )
  );
}

/** Whether a record reads as data: a timestamp in one cell and a number in another. */
export function looksLikeData(cells: readonly string[]): boolean {
  const stamp = cells.findIndex((cell) => {
    const kind = kindOf(cell);
    return kind === 'dateTime' || kind === 'date' || kind === 'range';
  });
  return (
    stamp !== -1 &&
    cells.some(
      (cell, index) =>
        index !== stamp && parseNumberCell(cell, { decimalSeparator: '.' }).kind === 'value',
    )
  );
}
