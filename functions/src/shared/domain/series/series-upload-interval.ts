/**
 * The interval each reading of a historized data file measures, and which end of it the file's
 * timestamps mark. Meters and utilities write either: PG&E's Green Button download and most
 * building exports stamp the start, many utility and NREL files the end (00:15 … 24:00), and
 * Southern California Edison's download writes both (`… to …`). Facet stores every reading at the
 * start of its interval (a `kWh` point is the energy of the interval it starts; methodology.md,
 * interval series), so an end-stamped file is shifted back by one interval and its last reading
 * stays in the month it was measured in. Pure.
 */
import type { TimestampAt } from './series-upload-columns.js';

/** How the convention was decided, for the upload's reply. */
export type TimestampsFrom =
  /** The timestamp header says so ("Start Time", "Interval End"). */
  | 'header'
  /** Each timestamp is a range, start to end (`2024-03-10 01:45:00 to 2024-03-10 02:00:00`). */
  | 'range'
  /** The file starts one interval after midnight and ends at midnight. */
  | 'firstLast'
  /** The file writes midnight as 24:00, which only an interval's end can be. */
  | 'hour24'
  /** Nothing says otherwise: the usual convention, start. */
  | 'default';

export interface IntervalConvention {
  at: TimestampAt;
  from: TimestampsFrom;
}

const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;

/**
 * The most frequent of some lengths in minutes (on a tie the shorter); undefined without any.
 */
export function mostFrequentMinutes(lengths: Iterable<number>): number | undefined {
  const counts = new Map<number, number>();
  for (const length of lengths) counts.set(length, (counts.get(length) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [length, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && length < best)) {
      best = length;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The nominal spacing of points sorted by time, in minutes: the most frequent gap between
 * neighbours (a missing reading or a clock change does not change it; on a tie the shorter gap);
 * undefined for fewer than 2 points.
 */
export function typicalIntervalMinutes(points: readonly { atMs: number }[]): number | undefined {
  const gaps: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    gaps.push(Math.round((points[i]!.atMs - points[i - 1]!.atMs) / MS_PER_MINUTE));
  }
  return mostFrequentMinutes(gaps);
}

function minuteOfDay(atMs: number): number {
  const minutes = Math.round(atMs / MS_PER_MINUTE) % MINUTES_PER_DAY;
  return minutes < 0 ? minutes + MINUTES_PER_DAY : minutes;
}

/**
 * Which end of its interval a file's timestamps mark: the start when each is a range (its start is
 * read); else what the header states; else the end when a
 * time is written 24:00, or when a file of an interval that divides the day (15 min, 1 h…) starts
 * one interval after midnight and ends exactly at midnight (a whole day, or month, of end stamps:
 * 00:15 … 24:00); else the start. Daily and longer intervals are never detected: their start and
 * end stamps both fall on midnight.
 */
export function intervalConvention(file: {
  ranges?: boolean;
  stated?: TimestampAt | undefined;
  hour24: boolean;
  firstMs: number;
  lastMs: number;
  intervalMinutes: number | undefined;
}): IntervalConvention {
  if (file.ranges) return { at: 'start', from: 'range' };
  if (file.stated !== undefined) return { at: file.stated, from: 'header' };
  if (file.hour24) return { at: 'end', from: 'hour24' };
  const interval = file.intervalMinutes;
  if (
    interval !== undefined &&
    interval > 0 &&
    interval < MINUTES_PER_DAY &&
    MINUTES_PER_DAY % interval === 0 &&
    minuteOfDay(file.firstMs) === interval &&
    minuteOfDay(file.lastMs) === 0
  ) {
    return { at: 'end', from: 'firstLast' };
  }
  return { at: 'start', from: 'default' };
}

/** Points stamped at their interval's end, moved to its start (`intervalMinutes` earlier). */
export function toIntervalStart<T extends { atMs: number }>(
  points: readonly T[],
  intervalMinutes: number,
): T[] {
  const shift = intervalMinutes * MS_PER_MINUTE;
  return points.map((point) => ({ ...point, atMs: point.atMs - shift }));
}
