/**
 * The Maintenance & Sensor Log of a demo asset over the last two years: planned services, yearly
 * inspections, sensor readings and the odd repair.
 */
import { dayKeyOfMs } from '../../../../functions/src/shared/domain/common/months.js';
import type { EquipmentLog } from '../../../../functions/src/shared/schemas/stored/equipment.js';
import type { SubSystem } from '../../../../functions/src/shared/schemas/enums/equipment.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import { compact } from '../json.js';
import { DAY_MS, round } from '../time.js';
import type { AssetTemplate } from './asset-template.js';

const REPAIRS: Readonly<Record<SubSystem, readonly string[]>> = {
  cooling: [
    'Replaced condenser fan motor',
    'Repaired refrigerant leak at service valve',
    'Replaced expansion valve',
  ],
  heating: [
    'Replaced ignition electrode',
    'Replaced motorised control valve actuator',
    'Flushed and descaled heat exchanger',
  ],
  lighting: ['Replaced failed DALI gateway', 'Replaced 14 LED drivers on level 3'],
  mechanicalVentilation: [
    'Replaced supply fan V-belts',
    'Replaced damper actuator',
    'Replaced frequency inverter fan',
  ],
  facilityEnvelope: ['Sealed membrane seam near roof outlet', 'Replaced cracked skylight pane'],
  renewables: ['Replaced failed string fuse', 'Replaced inverter cooling fan'],
  plugLoads: ['Replaced UPS battery block', 'Replaced UPS fan module'],
  others: ['Replaced door operator belt', 'Re-levelled car after rope stretch'],
};

/** Log entries by date, from the commissioning or two years before `nowMs`, whichever is later. */
export function logsOf(
  asset: AssetTemplate,
  commissionedMs: number,
  wear: number,
  nowMs: number,
  rng: Rng,
): EquipmentLog[] {
  const logs: EquipmentLog[] = [];
  const from = Math.max(commissionedMs, nowMs - 730 * DAY_MS);
  for (
    let t = from + rng.int(5, 40) * DAY_MS;
    t < nowMs;
    t += asset.serviceMonths * 30.4 * DAY_MS
  ) {
    logs.push(
      compact<EquipmentLog>({
        kind: 'maintenance',
        date: dayKeyOfMs(t),
        durationHours: round(rng.range(1, 6) * (asset.rotating ? 1.5 : 1), 1),
        note:
          asset.serviceMonths <= 3
            ? 'Quarterly planned preventive maintenance'
            : 'Planned preventive maintenance per service contract',
        cost: round(asset.initialValue * rng.range(0.004, 0.01), -1),
      }),
    );
  }
  for (let t = from + 90 * DAY_MS; t < nowMs; t += 365 * DAY_MS) {
    logs.push({
      kind: 'inspection',
      date: dayKeyOfMs(t),
      durationHours: round(rng.range(1, 3), 1),
      note: 'Annual statutory inspection, no defects',
    });
  }
  for (let t = from + rng.int(10, 60) * DAY_MS; t < nowMs; t += rng.int(45, 75) * DAY_MS) {
    logs.push({
      kind: 'sensor',
      date: dayKeyOfMs(t),
      durationHours: 0.2,
      note: asset.sensorNote(rng),
    });
  }
  const repairs = REPAIRS[asset.subSystem];
  const repairCount = wear > 0.6 ? 2 : rng.chance(0.5) ? 1 : 0;
  for (let r = 0; r < repairCount; r += 1) {
    const t = nowMs - rng.int(20, 700) * DAY_MS;
    if (t < commissionedMs) continue;
    logs.push({
      kind: 'repair',
      date: dayKeyOfMs(t),
      durationHours: round(rng.range(2, 12), 1),
      note: rng.pick(repairs),
      cost: round(asset.initialValue * rng.range(0.01, 0.05), -1),
    });
  }
  logs.sort((a, b) => a.date.localeCompare(b.date));
  return logs;
}
