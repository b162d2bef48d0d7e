import type { DatePreset } from '@shared/schemas/enums/analysis';
import { addDays, isoWeekday, monthEndDay, monthStartDay, type DayRange } from './period-days';

/**
 * Spec 2.9 and 9.4 presets, as whole calendar units around `today` (the user's day, `yyyy-mm-dd`
 * in their time zone): This Year is 1 January to 31 December, This Month the whole month, This
 * Week Monday to Sunday (ISO 8601 weeks, as the figures' week keys), Today the day itself. Days
 * beyond the data are trimmed by the period's limits.
 */
export function presetRange(preset: DatePreset, today: string): DayRange {
  const year = today.slice(0, 4);
  const month = today.slice(0, 7);
  switch (preset) {
    case 'thisYear':
      return { start: `${year}-01-01`, end: `${year}-12-31` };
    case 'thisMonth':
      return { start: monthStartDay(month), end: monthEndDay(month) };
    case 'thisWeek': {
      const monday = addDays(today, 1 - isoWeekday(today));
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'today':
      return { start: today, end: today };
  }
}
