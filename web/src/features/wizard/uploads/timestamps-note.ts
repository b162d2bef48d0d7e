import { MS_PER_HOUR } from '@shared/domain/common/durations';
import type { ClockChange, SeriesUploadReply } from '@shared/schemas/contracts/series-upload';

/** How an upload read its timestamps, as its reply says (stored and consumption uploads alike). */
export type TimestampsRead = Pick<
  SeriesUploadReply,
  'intervalMinutes' | 'timestampsAt' | 'timestampsFrom' | 'clockChanges'
>;

/** The `wizardUploads` keys of the sentence about the timestamps (`convention.*`). */
export type TimestampsNoteKey =
  | 'single'
  | 'start'
  | 'startHeader'
  | 'startRange'
  | 'endHeader'
  | 'endFirstLast'
  | 'endHour24';

/**
 * Which sentence tells how the timestamps were read: as the start or the end of each interval,
 * and what said so (the header, time ranges, the file's first and last times, a time written
 * 24:00). A single reading has no interval to name.
 */
export function timestampsNoteKey(read: TimestampsRead): TimestampsNoteKey {
  if (read.intervalMinutes === undefined) return 'single';
  if (read.timestampsAt === 'start') {
    if (read.timestampsFrom === 'range') return 'startRange';
    return read.timestampsFrom === 'header' ? 'startHeader' : 'start';
  }
  if (read.timestampsFrom === 'header') return 'endHeader';
  return read.timestampsFrom === 'hour24' ? 'endHour24' : 'endFirstLast';
}

/** The interval named in whole days or hours when it is whole days or hours ("1-hour"). */
export function intervalWording(minutes: number): {
  unit: 'days' | 'hours' | 'minutes';
  count: number;
} {
  if (minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  return minutes % 60 === 0
    ? { unit: 'hours', count: minutes / 60 }
    : { unit: 'minutes', count: minutes };
}

/**
 * What the sentence about a clock change says (`clockChange.*`): repeated or skipped, the hour
 * from its start to its end (wall clock as UTC ms; a change always moves the clock one hour), the
 * intervals stored and the readings of the file in it.
 */
export function clockChangeWording(change: ClockChange): {
  key: ClockChange['kind'];
  fromMs: number;
  toMs: number;
  intervals: number;
  readings: number;
} {
  return {
    key: change.kind,
    fromMs: change.hourAt,
    toMs: change.hourAt + MS_PER_HOUR,
    intervals: change.intervals,
    readings: change.readings,
  };
}
