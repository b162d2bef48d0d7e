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
