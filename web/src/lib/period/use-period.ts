import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { nowMs } from '@/lib/clock';
import { useFormatSettings } from '@/lib/format/format-settings-context';
import { dayKeyInZone } from '@/lib/format/time-zone';
import {
  changePeriod,
  defaultPeriod,
  periodParamsOf,
  readPeriod,
  writePeriod,
  type Period,
  type PeriodError,
} from './period';
import type { DayRange } from './period-days';

export interface PeriodControls {
  /** The period in the URL (or the default), clamped into the limits. */
  period: Period;
  /**
   * The period's parameters as the URL has them (`periodParamsOf`): they change when a person
   * asks for a period, while `period` also changes when the limits arrive with the data.
   */
  requested: string;
  /** Spec 5.3's message key when the period ends before it starts; the figures wait for a fix. */
  error: PeriodError | undefined;
  /** What `reset` returns to: the limits, or the last 12 whole months. */
  defaultPeriod: Period;
  /** The user's day (`yyyy-mm-dd` in their time zone) the presets are relative to. */
  today: string;
  /** Changes the period in the URL, replacing the history entry and keeping other parameters. */
  setPeriod(change: Partial<Period>): void;
  /** Back to the default period (the period's parameters leave the URL). */
  reset(): void;
}

/**
 * The period of a figures screen (General panel, Building Performance, Improve, Asset
 * Reliability), kept in the URL (`?g=&from=&to=` or `?g=&preset=`, see `PERIOD_PARAMS`) so every
 * screen of a building shows the same one. `limits`: the days the screen has data for.
 */
export function usePeriod({ limits }: { limits?: DayRange | null } = {}): PeriodControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const { timeZone } = useFormatSettings();
  const today = useMemo(() => dayKeyInZone(nowMs(), timeZone), [timeZone]);
  const start = limits?.start;
  const end = limits?.end;
  const context = useMemo(
    () => ({ today, limits: start && end ? { start, end } : null }),
    [today, start, end],
  );
  const read = useMemo(() => readPeriod(searchParams, context), [searchParams, context]);
  const requested = useMemo(() => periodParamsOf(searchParams), [searchParams]);
  const fallback = useMemo(() => defaultPeriod(context), [context]);
  // react-router hands a functional update the parameters of the last render: two changes made
  // before the screen re-renders (a granularity, then Apply while a long chart still renders)
  // would lose the first. Each change builds on the latest parameters written instead.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const write = useCallback(
    (next: URLSearchParams) => {
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );
  const setPeriod = useCallback(
    (change: Partial<Period>) => {
      const current = latest.current;
      write(writePeriod(current, changePeriod(readPeriod(current, context).period, change, today)));
    },
    [write, context, today],
  );
  const reset = useCallback(() => write(writePeriod(latest.current, null)), [write]);
  return {
    period: read.period,
    requested,
    error: read.error,
    defaultPeriod: fallback,
    today,
    setPeriod,
    reset,
  };
}
