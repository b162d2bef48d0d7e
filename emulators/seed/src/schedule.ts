import {
  ACTIVITY_DAYS,
  type UseType,
} from '../../../functions/src/shared/schemas/enums/building.js';

/** The seven weekdays of the Activity step, Sunday first (the shared list adds Public Holiday). */
export const DAY_CODES = ACTIVITY_DAYS.filter(
  (day): day is Exclude<(typeof ACTIVITY_DAYS)[number], 'publicHoliday'> => day !== 'publicHoliday',
);
export type DayCode = (typeof ACTIVITY_DAYS)[number];

/** Opening hours of one day; `null` when the building does not operate. */
export interface OpeningHours {
  start: string;
  end: string;
}

/** Weekly operating schedule (Sunday first) and the public-holiday one. */
export interface WeeklySchedule {
  week: readonly (OpeningHours | null)[];
  publicHoliday: OpeningHours | null;
}

const h = (start: string, end: string): OpeningHours => ({ start, end });

/** Typical operating hours by use type (local time). */
export function scheduleFor(useType: UseType, country: string): WeeklySchedule {
  const us = country === 'US';
  switch (useType) {
    case 'office':
      return {
        week: [null, ...Array.from({ length: 5 }, () => h('07:00', '19:00')), null],
        publicHoliday: null,
      };
    case 'education':
      return {
        week: [null, ...Array.from({ length: 5 }, () => h('07:00', '18:00')), h('08:00', '13:00')],
        publicHoliday: null,
      };
    case 'retail':
      return {
        week: [
          us ? h('11:00', '18:00') : null,
          ...Array.from({ length: 6 }, () => h('09:00', '20:00')),
        ],
        publicHoliday: us ? h('10:00', '17:00') : null,
      };
    case 'hospitality':
      return {
        week: Array.from({ length: 7 }, () => h('00:00', '23:59')),
        publicHoliday: h('00:00', '23:59'),
      };
    case 'industrial':
      return {
        week: [null, ...Array.from({ length: 5 }, () => h('06:00', '22:00')), h('06:00', '14:00')],
        publicHoliday: null,
      };
    case 'mixedUse':
      return {
        week: [h('09:00', '20:00'), ...Array.from({ length: 6 }, () => h('07:00', '22:00'))],
        publicHoliday: h('09:00', '20:00'),
      };
    default:
      return {
        week: [null, ...Array.from({ length: 5 }, () => h('08:00', '17:00')), null],
        publicHoliday: null,
      };
  }
}

/** Minutes since midnight of an `"HH:MM"` time. */
export function minutesOf(time: string): number {
  const [hh, mm] = time.split(':').map(Number);
  return (hh ?? 0) * 60 + (mm ?? 0);
}

/** Weekly operating hours of a schedule (holidays not counted). */
export function weeklyHours(schedule: WeeklySchedule): number {
  let minutes = 0;
  for (const day of schedule.week) {
    if (day) minutes += minutesOf(day.end) - minutesOf(day.start);
  }
  return minutes / 60;
}
