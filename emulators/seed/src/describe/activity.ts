/** The operating days and hours of a demo building (`/buildings/{id}/activity`). */
import type { Activity } from '../../../../functions/src/shared/schemas/stored/activity.js';
import type { BuildingSpec } from '../catalog.js';
import { DAY_CODES, scheduleFor } from '../schedule.js';

export function activityOf(spec: BuildingSpec): Activity {
  const schedule = scheduleFor(spec.useType, spec.country);
  const days: Activity['days'] = {};
  DAY_CODES.forEach((code, index) => {
    const hours = schedule.week[index];
    days[code] = hours ? { operates: true, ...hours } : { operates: false };
  });
  days.publicHoliday = schedule.publicHoliday
    ? { operates: true, ...schedule.publicHoliday }
    : { operates: false };
  return { days };
}
