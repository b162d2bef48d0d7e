/**
 * An expiry chosen as a calendar day (`yyyy-mm-dd`, the date field's value) is the end of that
 * day in the owner's time zone: the link works through the whole day and stops at the next
 * midnight. Null for an empty or malformed day.
 */
export function expiryOfDay(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const next = new Date(year, month - 1, date + 1);
  return Number.isNaN(next.getTime()) ? null : next.getTime();
}

/** The day (`yyyy-mm-dd`, local) whose end is `expiresAtMs`: the inverse of `expiryOfDay`. */
export function dayOfExpiry(expiresAtMs: number | undefined): string {
  if (expiresAtMs === undefined) return '';
  const day = new Date(expiresAtMs - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
