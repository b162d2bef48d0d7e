import { isShown, type MaybeNumber } from './number-formats';

/** Texts the date formats take from the `units` catalog (Intl has no quarters or ISO weeks). */
export interface PeriodTexts {
  quarter(quarter: number, year: number): string;
  week(week: number, year: number): string;
}

/** Dates in one locale: instants in the user's time zone, calendar keys as they are. */
export interface DateFormats {
  /** A `yyyy-mm` month key: "Jan 2026" (`short`, default) or "January 2026" (`long`). */
  month(key: string, style?: 'short' | 'long'): string;
  /**
   * The months from `first` to `last` (`yyyy-mm` keys): "Jan 2025 – Dec 2025", one month when they
   * are the same, '' when either is missing.
   */
  monthSpan(first: string | undefined, last: string | undefined): string;
  /** An instant (ms since the epoch) as a date in the user's zone, or a `yyyy-mm-dd` day as is. */
  date(value: MaybeNumber | string): string;
  /** An instant (ms since the epoch) as date and time in the user's zone. */
  dateTime(ms: MaybeNumber): string;
  /**
   * A meter's wall-clock reading, stored as if it were UTC (series uploads without an offset):
   * shown as the meter read it, whatever the user's zone. `withTime` false: the date only.
   */
  wallClock(ms: MaybeNumber, withTime?: boolean): string;
  /**
   * A period key of the figures (`2025`, `2025-Q1`, `2025-03`, `2025-W10` ISO week,
   * `2025-03-04`) as a label in the language; other text is returned unchanged.
   */
  periodLabel(key: string): string;
  /** A country by its ISO 3166-1 alpha-2 code, in the language; the code when unknown. */
  region(code: string | null | undefined): string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const WEEK = /^(\d{4})-W(\d{2})$/;

/** Calendar keys name days, not instants: they are formatted in UTC so no zone shifts them. */
function calendarMs(year: string, month: string, day = '01'): number {
  return Date.UTC(Number(year), Number(month) - 1, Number(day));
}

/** `make` called on the first use only: an `Intl` formatter costs ~1 ms or more to construct. */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The date formats of a locale. Each `Intl` formatter is made on its first use, not here: a screen
 * that shows no instant never pays for the zoned ones, and a page load's first render (which
 * makes the formats of its language) pays only for those it shows.
 */
export function createDateFormats(
  locale: string,
  timeZone: string,
  texts: PeriodTexts,
): DateFormats {
  const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat(locale, options));
  const monthShort = dateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' });
  const monthLong = dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  const calendarDay = dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const zonedDay = dateTimeFormat({ dateStyle: 'medium', timeZone });
  const zonedDateTime = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone });
  const wallDateTime = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  // A runtime without region names (old engines) shows the codes.
  const regions = onFirstUse(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  });
  const month: DateFormats['month'] = (key, style = 'short') => {
    const match = MONTH.exec(key);
    if (!match) return key;
    return (style === 'long' ? monthLong : monthShort)().format(calendarMs(match[1]!, match[2]!));
  };
  const date: DateFormats['date'] = (value) => {
    if (typeof value === 'string') {
      const match = DAY.exec(value);
      return match ? calendarDay().format(calendarMs(match[1]!, match[2]!, match[3]!)) : value;
    }
    return isShown(value) ? zonedDay().format(value) : '';
  };
  return {
    month,
    monthSpan(first, last) {
      if (!first || !last) return '';
      return first === last ? month(first) : `${month(first)} – ${month(last)}`;
    },
    date,
    dateTime: (ms) => (isShown(ms) ? zonedDateTime().format(ms) : ''),
    wallClock: (ms, withTime = true) =>
      isShown(ms) ? (withTime ? wallDateTime : calendarDay)().format(ms) : '',
    periodLabel(key) {
      const quarter = QUARTER.exec(key);
      if (quarter) return texts.quarter(Number(quarter[2]), Number(quarter[1]));
      const week = WEEK.exec(key);
      if (week) return texts.week(Number(week[2]), Number(week[1]));
      if (MONTH.test(key)) return month(key);
      return DAY.test(key) ? date(key) : key;
    },
    region(code) {
      if (!code) return '';
      try {
        return regions()?.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}
