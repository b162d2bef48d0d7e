/**
 * The shapes calendarization gives (bills and series turned into calendar months): one month of a
 * carrier, a run of days and a run of days.
 */

/** One calendar month of a carrier after calendarization. */
export interface CalendarMonth {
  month: string;
  kwh: number;
  cost: number;
  /** Days of the month covered by at least one bill (or by series points). */
  coveredDays: number;
  daysInMonth: number;
}

/** A run of days that no bill covers, or that more than one bill covers. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
  days: number;
}

/** Bills calendarized: their months, the days no bill covers, the days several cover. */
export interface CalendarizedBills {
  months: CalendarMonth[];
  gaps: DayRange[];
  overlaps: DayRange[];
  /** Bills that could not be read (end before start, negative energy), by index. */
  rejected: number[];
}
