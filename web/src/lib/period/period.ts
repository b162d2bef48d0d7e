import { DATE_PRESETS, type DatePreset, type Granularity } from '@shared/schemas/enums/analysis';
import {
  addMonths,
  isDayKey,
  isMonthKey,
  monthEndDay,
  monthStartDay,
  type DayRange,
} from './period-days';
import { presetRange } from './period-presets';

/** Granularities of the period selector (spec 2.9, 9.4). */
export const PERIOD_GRANULARITIES = ['year', 'quarter', 'month', 'week', 'day'] as const;
export type PeriodGranularity = (typeof PERIOD_GRANULARITIES)[number];
export const DEFAULT_GRANULARITY: PeriodGranularity = 'month';

/** The name of each granularity of the selector: its code in `enums:granularity`. */
export type GranularityNames = Readonly<Record<PeriodGranularity, Granularity>>;

/** Year, Quarter, Month, Week, Day (spec 2.9, 9.4). */
export const GRANULARITY_NAMES: GranularityNames = {
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  week: 'week',
  day: 'day',
};

/**
 * Year, Quarter, Month, Week, Date: the Improve filters name the day granularity "Date" (spec
 * 2.11, 9.4). The same days, so a period keeps its granularity between the tabs.
 */
export const IMPROVE_GRANULARITY_NAMES: GranularityNames = { ...GRANULARITY_NAMES, day: 'date' };

/** The period a figures screen shows: inclusive days, a granularity, and the preset it came from. */
export interface Period extends DayRange {
  granularity: PeriodGranularity;
  preset?: DatePreset;
}

/**
 * URL search parameters of the period: `?g=month&from=2025-01-01&to=2025-12-31`, or
 * `?g=day&preset=thisWeek` (a preset stays relative to the day the link is opened). `from` and
 * `to` also accept months (`2025-01`: its first day for `from`, its last day for `to`), as the
 * General panel's links had them.
 */
export const PERIOD_PARAMS = {
  granularity: 'g',
  from: 'from',
  to: 'to',
  preset: 'preset',
} as const;

/** Spec 5.3: the message key of a range whose end lies before its start. */
export const PERIOD_ORDER_ERROR = 'validation:startDateAfterEnd' as const;
export type PeriodError = typeof PERIOD_ORDER_ERROR;

/** Where a period is read: the user's today and the allowed days (the data), when known. */
export interface PeriodContext {
  /** The user's day, `yyyy-mm-dd` in their time zone. */
  today: string;
  /** The days the screen has data for; the default period and the clamp's bounds. */
  limits?: DayRange | null;
}

const isPreset = (value: string | null): value is DatePreset =>
  (DATE_PRESETS as readonly (string | null)[]).includes(value);

const isGranularity = (value: string | null): value is PeriodGranularity =>
  (PERIOD_GRANULARITIES as readonly (string | null)[]).includes(value);

/** A `from`/`to` value as a day: a day as is, a month as its first or last day, else undefined. */
export function parseDayBound(value: string | null, bound: 'start' | 'end'): string | undefined {
  if (value === null) return undefined;
  if (isDayKey(value)) return value;
  if (isMonthKey(value)) return bound === 'start' ? monthStartDay(value) : monthEndDay(value);
  return undefined;
}

/** Spec 5.3: the error key when the range ends before it starts. */
export function validatePeriod(range: DayRange): PeriodError | undefined {
  return range.end < range.start ? PERIOD_ORDER_ERROR : undefined;
}

/**
 * A range clamped into the limits. A range wholly outside them stays as chosen (the screen then
 * shows "No data") rather than collapsing onto one edge day.
 */
export function clampRange<T extends DayRange>(range: T, limits: DayRange | null | undefined): T {
  if (!limits || range.start > limits.end || range.end < limits.start) return range;
  const clamp = (day: string) =>
    day < limits.start ? limits.start : day > limits.end ? limits.end : day;
  return { ...range, start: clamp(range.start), end: clamp(range.end) };
}

/**
 * The default period: the screen's data range when it has one, else the last 12 whole months
 * before today's month (today's month is still incomplete). Granularity: month.
 */
export function defaultPeriod(context: PeriodContext): Period {
  if (context.limits) return { granularity: DEFAULT_GRANULARITY, ...context.limits };
  const month = context.today.slice(0, 7);
  return {
    granularity: DEFAULT_GRANULARITY,
    start: monthStartDay(addMonths(month, -12)),
    end: monthEndDay(addMonths(month, -1)),
  };
}

/** The period a URL asks for, clamped into the limits, and its error when it ends before it starts. */
export function readPeriod(
  params: URLSearchParams,
  context: PeriodContext,
): { period: Period; error: PeriodError | undefined } {
  const fallback = defaultPeriod(context);
  const g = params.get(PERIOD_PARAMS.granularity);
  const granularity = isGranularity(g) ? g : fallback.granularity;
  const preset = params.get(PERIOD_PARAMS.preset);
  const asked: Period = isPreset(preset)
    ? { granularity, preset, ...presetRange(preset, context.today) }
    : {
        granularity,
        start: parseDayBound(params.get(PERIOD_PARAMS.from), 'start') ?? fallback.start,
        end: parseDayBound(params.get(PERIOD_PARAMS.to), 'end') ?? fallback.end,
      };
  const period = clampRange(asked, context.limits);
  return { period, error: validatePeriod(period) };
}

/**
 * The period's parameters of a URL, as one string ('' when it has none: the default period). It
 * changes with what a person asks for (Apply, a preset, Reset, back or forward), not with the
 * limits or the default the period is read against.
 */
export function periodParamsOf(params: URLSearchParams): string {
  return Object.values(PERIOD_PARAMS)
    .map((name) => `${name}=${params.get(name) ?? ''}`)
    .join('&');
}

/**
 * The URL parameters with a period written in (`null`: the period's parameters removed, i.e. the
 * default period); every other parameter is kept.
 */
export function writePeriod(params: URLSearchParams, period: Period | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PERIOD_PARAMS)) next.delete(name);
  if (!period) return next;
  next.set(PERIOD_PARAMS.granularity, period.granularity);
  if (period.preset) next.set(PERIOD_PARAMS.preset, period.preset);
  else {
    next.set(PERIOD_PARAMS.from, period.start);
    next.set(PERIOD_PARAMS.to, period.end);
  }
  return next;
}

/**
 * A change applied to a period: a new preset recomputes the days from `today`; new days drop the
 * preset; a change of granularity alone keeps both.
 */
export function changePeriod(current: Period, change: Partial<Period>, today: string): Period {
  if (change.preset) {
    return {
      granularity: change.granularity ?? current.granularity,
      preset: change.preset,
      ...presetRange(change.preset, today),
    };
  }
  const { preset: _dropped, ...rest } = current;
  const keepsPreset = change.start === undefined && change.end === undefined && current.preset;
  return {
    ...rest,
    ...(keepsPreset ? { preset: current.preset } : {}),
    granularity: change.granularity ?? current.granularity,
    start: change.start ?? current.start,
    end: change.end ?? current.end,
  };
}
