import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../schemas/stored/equipment.js';
import { messageSchema } from '../../schemas/stored/message.js';
import { dayKeyOfMs } from '../common/months.js';
import { dateMs } from '../metrics/reliability/dates.js';
import { MS_PER_DAY } from '../common/durations.js';
import {
  ALERT_MESSAGE_MAX_AGE_DAYS,
  alertMessages,
  scheduledEquipmentMessages,
  warrantyBucketOf,
} from './equipment-messages.js';

const NOW = dateMs('2026-06-15') + 2 * 3_600_000;
const BUILDING = { buildingId: '-B1', buildingName: 'Office Brno' };
const day = (offset: number) => dayKeyOfMs(NOW + offset * MS_PER_DAY);

function item(extra: Partial<Equipment> = {}): Equipment {
  return { assetId: 'AHU-1', name: 'Air handler', type: 'ahu', ...extra };
}

describe('alertMessages', () => {
  const alert = (severity: 'critical' | 'high' | 'low', resolved = false, ageDays = 1) => ({
    severity,
    raisedAtMs: NOW - ageDays * MS_PER_DAY,
    message: 'Vibration',
    resolved,
  });

  it('tells a new unresolved alert, with a valid message', () => {
    const drafts = alertMessages(
      BUILDING,
      '-E1',
      item(),
      item({ alerts: { a1: alert('high') } }),
      NOW,
    );
    expect(drafts.map((draft) => draft.id)).toEqual(['equipmentAlert_-B1_-E1_a1_high']);
    expect(messageSchema.safeParse(drafts[0]!.message).error).toBeUndefined();
  });

  it('tells a raised severity once more, not a lowered, unchanged or resolved one', () => {
    const before = item({ alerts: { a1: alert('high'), a2: alert('high'), a3: alert('high') } });
    const after = item({
      alerts: { a1: alert('critical'), a2: alert('low'), a3: alert('high', true) },
    });
    expect(alertMessages(BUILDING, '-E1', before, after, NOW).map((d) => d.id)).toEqual([
      'equipmentAlert_-B1_-E1_a1_critical',
    ]);
    expect(alertMessages(BUILDING, '-E1', before, before, NOW)).toEqual([]);
  });

  it('ignores history typed in and removed equipment', () => {
    const old = item({ alerts: { a1: alert('critical', false, ALERT_MESSAGE_MAX_AGE_DAYS + 1) } });
    expect(alertMessages(BUILDING, '-E1', null, old, NOW)).toEqual([]);
    expect(alertMessages(BUILDING, '-E1', old, null, NOW)).toEqual([]);
  });
});

describe('scheduledEquipmentMessages', () => {
  const equipment: Record<string, Equipment> = {
    '-E1': item({
      tasks: {
        t1: { title: 'Filters', dueOn: day(14) },
        t2: { title: 'Belts', dueOn: day(15) },
        t3: { title: 'Inspection', dueOn: day(-1) },
        t4: { title: 'Old', dueOn: day(-15) },
        t5: { title: 'Done', dueOn: day(2), doneOn: day(0) },
      },
    }),
    // Commissioned so that the 2-year warranty ends in 45 days.
    '-E2': item({ commissionedOn: '2024-07-30', warrantyYears: 2 }),
    '-E3': item({ commissionedOn: '2020-01-01', warrantyYears: 2 }),
  };

  it('tells tasks due in the next 14 days and missed in the past 14, and expiring warranties', () => {
    const drafts = scheduledEquipmentMessages(BUILDING, equipment, NOW);
    expect(drafts.map((draft) => draft.id)).toEqual([
      `maintenanceDue_-B1_-E1_t1_${day(14)}`,
      `maintenanceMissed_-B1_-E1_t3_${day(-1)}`,
      'warrantyExpiring_-B1_-E2_60_2026-07-30',
    ]);
    for (const draft of drafts)
      expect(messageSchema.safeParse(draft.message).error).toBeUndefined();
  });

  it('gives the same ids on the same day whatever the hour, and no duplicates', () => {
    const morning = scheduledEquipmentMessages(BUILDING, equipment, NOW - 2 * 3_600_000);
    const evening = scheduledEquipmentMessages(BUILDING, equipment, NOW + 20 * 3_600_000);
    expect(evening.map((d) => d.id)).toEqual(morning.map((d) => d.id));
    expect(new Set(morning.map((d) => d.id)).size).toBe(morning.length);
  });

  it('moves a warranty to the next bucket as it nears its end', () => {
    const in25Days = scheduledEquipmentMessages(BUILDING, equipment, NOW + 20 * MS_PER_DAY);
    expect(in25Days.filter((d) => d.message.kind === 'warrantyExpiring').map((d) => d.id)).toEqual([
      'warrantyExpiring_-B1_-E2_30_2026-07-30',
    ]);
  });
});

describe('warrantyBucketOf', () => {
  it.each([
    [0, 30],
    [30, 30],
    [31, 60],
    [60, 60],
    [61, 90],
    [90, 90],
    [91, undefined],
  ])('%i days left: within %s', (days, bucket) => {
    expect(warrantyBucketOf(days)).toBe(bucket);
  });
});
