/** An inclusive range of months, each "YYYY-MM". */
export interface MonthRange {
  start: string;
  end: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** First and last of the given months ("YYYY-MM" sorts as text); null when there are none. */
export function billMonthRange(months: readonly string[]): MonthRange | null {
  const valid = months.filter((month) => MONTH.test(month)).sort();
  const start = valid[0];
  const end = valid[valid.length - 1];
  return start && end ? { start, end } : null;
}

/** Spec 5.3: a range whose end lies before its start is rejected. */
export function isMonthRangeOrdered(range: MonthRange): boolean {
  return range.start <= range.end;
}

/** Clamps a chosen range into the allowed one. */
export function clampMonthRange(chosen: MonthRange, allowed: MonthRange): MonthRange {
  const clamp = (month: string) =>
    month < allowed.start ? allowed.start : month > allowed.end ? allowed.end : month;
  return { start: clamp(chosen.start), end: clamp(chosen.end) };
}
