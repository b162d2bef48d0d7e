/**
 * Daylight-saving clock changes in a meter file written in local wall-clock time (spec 2.7 "Data
 * uploads"). Utilities and meters export local time as it reads: in autumn the clock goes back
 * one hour and that hour's timestamps come twice; in spring it goes forward and an hour has no
 * timestamps. Facet stores the wall clock as if it were UTC, so a repeated hour keeps both
 * readings by adding each pair into its wall-clock interval (daily and monthly totals stay exact;
 * the profile shows that hour doubled), and a skipped hour is stored as 0 kWh intervals (nothing
 * was consumed in an hour that did not exist, and the month's count of intervals is complete).
 * Anything else that repeats a timestamp is not a clock change. Pure.
 *
 * When clocks change (IANA tz database, files `europe`, `northamerica`, `australasia`,
 * `southamerica`): EU last Sunday of March and October at 01:00 UTC (02:00 → 03:00 and
 * 03:00 → 02:00 in Central Europe, 01:00 ↔ 02:00 in the UK); US second Sunday of March and first
 * Sunday of November at 02:00 (02:00 → 03:00, 02:00 → 01:00); Australia first Sunday of October
 * and of April at 02:00 standard time; New Zealand last Sunday of September and first Sunday of
 * April; Chile first Sunday of September (00:00 → 01:00; its autumn change repeats Saturday's
 * 23:00, which is not recognized). All the others fall on a Sunday between 00:00 and 03:59 local,
 * and each moves the clock by one whole hour.
 */
import type { ClockChange } from '../../schemas/contracts/series-upload.js';
import { MS_PER_HOUR, MS_PER_DAY } from '../common/durations.js';

/** Months in which clocks go back: October, November (north); March, April (south). */
const REPEAT_MONTHS: ReadonlySet<number> = new Set([3, 4, 10, 11]);
/** Months in which clocks go forward: March, April (north); September, October (south). */
const SKIP_MONTHS: ReadonlySet<number> = new Set([3, 4, 9, 10]);
/** The last hour of the day a change starts in (00:00 … 03:59 local, see above). */
const LAST_CHANGE_HOUR = 3;

/** A reading at the start of its interval, kWh. */
interface Reading {
  atMs: number;
  kwh: number;
}

const MS_PER_MINUTE = 60_000;

/**
 * Whether `hourAt` (wall clock as if UTC) starts a whole hour between 00:00 and 03:59 on a Sunday
 * of one of `months`: the only hours a clock change repeats or skips.
 */
function isChangeHour(hourAt: number, months: ReadonlySet<number>): boolean {
  if (hourAt % MS_PER_HOUR !== 0) return false;
  const date = new Date(hourAt);
  return (
    date.getUTCDay() === 0 &&
    date.getUTCHours() <= LAST_CHANGE_HOUR &&
    months.has(date.getUTCMonth() + 1)
  );
}

/** The number of intervals in an hour, or null for an interval that does not divide the hour. */
function intervalsPerHour(intervalMinutes: number | undefined): number | null {
  if (intervalMinutes === undefined || intervalMinutes <= 0 || intervalMinutes > 60) return null;
  return 60 % intervalMinutes === 0 ? 60 / intervalMinutes : null;
}

/** Keeps one candidate per day: two candidate hours on one day are not one clock change. */
function onePerDay<T>(candidates: readonly T[], hourOf: (candidate: T) => number): T[] {
  const perDay = new Map<number, number>();
  for (const candidate of candidates) {
    const day = Math.floor(hourOf(candidate) / MS_PER_DAY);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return candidates.filter((c) => perDay.get(Math.floor(hourOf(c) / MS_PER_DAY)) === 1);
}

/** A timestamp that several rows of a file share: the time as written, and the rows' positions. */
export interface RepeatedTimestamp {
  /** The timestamp as read (epoch ms), before an end stamp is moved to its interval's start. */
  atMs: number;
  /** Positions of its rows among the file's data rows, ascending. */
  positions: readonly number[];
}

/**
 * Whether the rows of a run of `n` repeated timestamps follow each other in the file as a clock
 * writes them: the whole hour then the whole hour again, or each reading right after its twin
 * (times ascending, or descending in a file written newest first), with no other row between.
 */
function writtenAsRepeatedHour(run: readonly RepeatedTimestamp[]): boolean {
  const n = run.length;
  const rows = run
    .flatMap((repeated, index) => repeated.positions.map((position) => ({ position, index })))
    .sort((a, b) => a.position - b.position);
  if (rows[rows.length - 1]!.position - rows[0]!.position !== 2 * n - 1) return false;
  const orders = [(k: number) => k % n, (k: number) => Math.floor(k / 2)];
  return orders.some(
    (order) =>
      rows.every((row, k) => row.index === order(k)) ||
      rows.every((row, k) => row.index === n - 1 - order(k)),
  );
}

/**
 * The repeated timestamps of a file (sorted by time) that are autumn clock changes: per day, one
 * run of timestamps `intervalMinutes` apart that covers exactly one whole hour (at the intervals'
 * starts, `shiftMinutes` before the timestamps of an end-stamped file), each written exactly
 * twice, in the order a clock writes them (see {@link writtenAsRepeatedHour}), in an hour a clock
 * change repeats (Sunday 00:00 – 03:59, see the module's sources). An interval that does not
 * divide the hour has no repeated hour. Answers the accepted timestamps (as written) and the
 * changes.
 */
export function findRepeatedHours(
  repeated: readonly RepeatedTimestamp[],
  file: { intervalMinutes: number | undefined; shiftMinutes: number },
): { accepted: Set<number>; changes: ClockChange[] } {
  const perHour = intervalsPerHour(file.intervalMinutes);
  const accepted = new Set<number>();
  if (perHour === null || repeated.length === 0) return { accepted, changes: [] };
  const step = file.intervalMinutes! * MS_PER_MINUTE;
  const runs: RepeatedTimestamp[][] = [];
  for (const timestamp of repeated) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && timestamp.atMs - last.atMs === step) run.push(timestamp);
    else runs.push([timestamp]);
  }
  const shift = file.shiftMinutes * MS_PER_MINUTE;
  const hours = runs.filter(
    (run) =>
      run.length === perHour &&
      run.every((timestamp) => timestamp.positions.length === 2) &&
      isChangeHour(run[0]!.atMs - shift, REPEAT_MONTHS) &&
      writtenAsRepeatedHour(run),
  );
  const changes = onePerDay(hours, (run) => run[0]!.atMs - shift).map((run): ClockChange => {
    for (const timestamp of run) accepted.add(timestamp.atMs);
    return {
      kind: 'repeated',
      hourAt: run[0]!.atMs - shift,
      readings: 2 * perHour,
      intervals: perHour,
    };
  });
  return { accepted, changes };
}

/**
 * Fills the hours a spring clock change skipped with 0 kWh intervals. `points` are sorted, unique
 * and at their intervals' starts; a skipped hour is a gap of exactly one whole hour of intervals
 * between two readings, in an hour a clock change skips (Sunday 00:00 – 03:59, see the module's
 * sources), the only such gap of its day. Other gaps stay as they are.
 */
export function fillSkippedHours(
  points: readonly Reading[],
  intervalMinutes: number | undefined,
): { points: Reading[]; changes: ClockChange[] } {
  const perHour = intervalsPerHour(intervalMinutes);
  if (perHour === null) return { points: [...points], changes: [] };
  const step = intervalMinutes! * MS_PER_MINUTE;
  const gaps: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const missingAt = points[i - 1]!.atMs + step;
    if (points[i]!.atMs - missingAt === MS_PER_HOUR && isChangeHour(missingAt, SKIP_MONTHS)) {
      gaps.push(missingAt);
    }
  }
  const skipped = onePerDay(gaps, (hourAt) => hourAt);
  if (skipped.length === 0) return { points: [...points], changes: [] };
  const filled: Reading[] = [];
  let next = 0;
  for (const point of points) {
    while (next < skipped.length && skipped[next]! < point.atMs) {
      for (let k = 0; k < perHour; k += 1) filled.push({ atMs: skipped[next]! + k * step, kwh: 0 });
      next += 1;
    }
    filled.push(point);
  }
  const changes = skipped.map((hourAt): ClockChange => ({
    kind: 'skipped',
    hourAt,
    readings: 0,
    intervals: perHour,
  }));
  return { points: filled, changes };
}
