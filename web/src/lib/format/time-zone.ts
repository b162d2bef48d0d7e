let browserZone: string | undefined;

/**
 * The browser's IANA time zone ("Europe/Prague"); UTC when the runtime names none. Read once: a
 * new `Intl.DateTimeFormat` per call cost every component that formats a date ~1 ms.
 */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

/** The calendar day (`yyyy-mm-dd`) of an instant in a time zone: "today" for the user. */
export function dayKeyInZone(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
