/**
 * Months typed by hand: a month field is a text field in every browser (Firefox and desktop
 * Safari have no month picker), so it reads the ways people write a month.
 */

const YEAR_FIRST = /^(\d{4})\s*[-/.\s]\s*(\d{1,2})\.?$/;
const MONTH_FIRST = /^(\d{1,2})\s*\.?\s*[-/.\s]\s*(\d{4})$/;
const NAMED = /^(\p{L}+)\.?\s+(\d{4})$|^(\d{4})\s+(\p{L}+)\.?$/u;

const namesByLocale = new Map<string, Map<string, number>>();

/** Lower case without diacritics: "Březen" and "brezen" are one name. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The month numbers (1–12) by name in `locale` and in English: long and short names, standalone
 * and as in a date (Czech "březen" and "března").
 */
function monthNames(locale: string): Map<string, number> {
  const cached = namesByLocale.get(locale);
  if (cached) return cached;
  const names = new Map<string, number>();
  for (const language of [locale, 'en']) {
    const formats = [
      new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }),
      new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
    ];
    for (let month = 1; month <= 12; month += 1) {
      const ms = Date.UTC(2001, month - 1, 15);
      for (const format of formats) {
        for (const part of format.formatToParts(ms)) {
          if (part.type === 'month') names.set(fold(part.value).replace(/\.$/, ''), month);
        }
      }
    }
  }
  namesByLocale.set(locale, names);
  return names;
}

function monthKey(year: string, month: number): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The month key `yyyy-mm` a text names, or undefined when it names none. Read: `2025-03`,
 * `2025-3`, `2025/03`, `03/2025`, `3.2025`, `3. 2025`, `03-2025`, and a month's name in `locale` or
 * English with a four-digit year (`March 2025`, `Mar 2025`, `březen 2025`, `März 2025`).
 */
export function parseMonthText(text: string, locale: string): string | undefined {
  const trimmed = text.trim();
  const yearFirst = YEAR_FIRST.exec(trimmed);
  if (yearFirst) return monthKey(yearFirst[1]!, Number(yearFirst[2]));
  const monthFirst = MONTH_FIRST.exec(trimmed);
  if (monthFirst) return monthKey(monthFirst[2]!, Number(monthFirst[1]));
  const named = NAMED.exec(trimmed);
  if (!named) return undefined;
  const [name, year] = named[1] ? [named[1], named[2]!] : [named[4]!, named[3]!];
  const month = monthNames(locale).get(fold(name));
  return month === undefined ? undefined : monthKey(year, month);
}
