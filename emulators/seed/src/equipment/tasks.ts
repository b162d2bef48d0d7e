/** Maintenance tasks of a demo asset around `now`. */
import { dayKeyOfMs } from '../../../../functions/src/shared/domain/common/months.js';
import type { MaintenanceTask } from '../../../../functions/src/shared/schemas/stored/equipment.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import { DAY_MS } from '../time.js';
import type { AssetTemplate } from './asset-template.js';

/** One done, one due in the next two weeks, sometimes one missed in the past two. */
export function tasksOf(asset: AssetTemplate, nowMs: number, rng: Rng): MaintenanceTask[] {
  const tasks: MaintenanceTask[] = [
    {
      title: 'Planned preventive maintenance',
      dueOn: dayKeyOfMs(nowMs - rng.int(30, 80) * DAY_MS),
      doneOn: dayKeyOfMs(nowMs - rng.int(20, 29) * DAY_MS),
    },
    {
      title: asset.rotating ? 'Vibration analysis and lubrication' : 'Visual inspection',
      dueOn: dayKeyOfMs(nowMs + rng.int(1, 13) * DAY_MS),
    },
  ];
  if (rng.chance(0.4)) {
    tasks.push({
      title: 'Replace filters / consumables',
      dueOn: dayKeyOfMs(nowMs - rng.int(1, 13) * DAY_MS),
    });
  }
  return tasks;
}
