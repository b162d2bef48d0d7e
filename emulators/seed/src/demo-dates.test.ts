/**
 * The demo looks current whatever day it is made (issue 31): the stack dates it from the moment
 * it starts, so on every day of the month, on 29 February and around clock changes, it has tasks
 * due and missed, a warranty ending, unread messages for its owner, and figures whose last month
 * is the last complete month before that day.
 */
import { describe, expect, it } from 'vitest';
import type { BenchmarkSubject } from '../../../functions/src/shared/domain/metrics/benchmarks/benchmark.js';
import type { BuildingMetricsInput } from '../../../functions/src/shared/domain/metrics/pipeline/building-metrics-input.js';
import { computeBuildingMetrics } from '../../../functions/src/shared/domain/metrics/pipeline/compute-building-metrics.js';
import { monthIndexOfMs, monthKeyOf } from '../../../functions/src/shared/domain/common/months.js';
import { maintenanceRegime } from '../../../functions/src/shared/domain/metrics/reliability/maintenance-regime.js';
import { warrantyStatus } from '../../../functions/src/shared/domain/metrics/reliability/warranty.js';
import { scheduledEquipmentMessages } from '../../../functions/src/shared/domain/messages/equipment-messages.js';
import {
  addressed,
  messageRecipients,
} from '../../../functions/src/shared/domain/messages/recipients.js';
import type { Equipment } from '../../../functions/src/shared/schemas/stored/equipment.js';
import type { MemberRole } from '../../../functions/src/shared/schemas/enums/account.js';
import { DEMO_USERS } from './demo-users.js';
import { generateDemoDatabase, type DemoDatabase } from './generate.js';

/**
 * Days the demo must hold on: the first and last days of the halves of a month (a demo dated from
 * the 1st emptied its lists from about the 15th), the 31st, 29 February, and the days around the
 * clock changes of Europe (29 March, 25 October 2026) and the U.S. (8 March, 1 November 2026), at
 * times of day near midnight too.
 */
const DAYS = [
  '2026-11-01T00:00:00Z',
  '2026-11-14T12:00:00Z',
  '2026-11-15T07:30:00Z',
  '2026-11-28T23:59:59Z',
  '2026-11-29T07:04:00Z',
  '2026-12-31T23:30:00Z',
  '2027-01-31T10:00:00Z',
  '2028-02-29T16:45:00Z',
  '2026-03-07T23:00:00Z',
  '2026-03-08T09:00:00Z',
  '2026-03-28T22:00:00Z',
  '2026-03-29T01:30:00Z',
  '2026-03-30T06:00:00Z',
  '2026-10-24T23:00:00Z',
  '2026-10-25T01:30:00Z',
  '2026-10-26T08:00:00Z',
] as const;

const OWNER = DEMO_USERS.find((user) => user.role === 'owner')!;

function membersOf(db: DemoDatabase, buildingId: string): Record<string, MemberRole> {
  return (db.buildings[buildingId] as { members: Record<string, MemberRole> }).members;
}

function equipmentOf(db: DemoDatabase, buildingId: string): Record<string, Equipment> {
  return (db.equipment[buildingId] ?? {}) as unknown as Record<string, Equipment>;
}

/** The owner's inbox after the nightly run on the day: what `runNightlyMessages` would write. */
function ownerInbox(db: DemoDatabase, nowMs: number): string[] {
  const kinds: string[] = [];
  for (const buildingId of Object.keys(db.equipment)) {
    const drafts = scheduledEquipmentMessages({ buildingId }, equipmentOf(db, buildingId), nowMs);
    for (const delivery of addressed(drafts, messageRecipients(membersOf(db, buildingId)))) {
      if (delivery.uid === OWNER.uid) kinds.push(delivery.message.kind);
    }
  }
  return kinds;
}

function metricsOf(db: DemoDatabase, buildingId: string, nowMs: number) {
  const input: BuildingMetricsInput = {
    buildingId,
    building: db.buildings[buildingId] as BuildingMetricsInput['building'],
    series: db.series[buildingId] as BuildingMetricsInput['series'],
    equipment: db.equipment[buildingId] as BuildingMetricsInput['equipment'],
    measures: db.measures[buildingId] as BuildingMetricsInput['measures'],
    peers: [] as BenchmarkSubject[],
    asOfMs: nowMs,
    computedAtMs: nowMs,
  };
  return computeBuildingMetrics(input).metrics;
}

describe.each(DAYS)('the demo made at %s', (iso) => {
  const nowMs = Date.parse(iso);
  const db = generateDemoDatabase({ now: new Date(nowMs) });
  const withEquipment = Object.keys(db.equipment);

  it('has tasks due in the next two weeks and missed in the past two in every building', () => {
    expect(withEquipment.length).toBeGreaterThanOrEqual(10);
    let missed = 0;
    for (const buildingId of withEquipment) {
      const regime = maintenanceRegime(equipmentOf(db, buildingId), nowMs);
      expect(regime.upcoming.length, buildingId).toBeGreaterThan(0);
      missed += regime.missed.length;
    }
    expect(missed).toBeGreaterThanOrEqual(withEquipment.length / 2);
  });

  it('has a warranty ending in the coming quarter in every building', () => {
    for (const buildingId of withEquipment) {
      const states = Object.values(equipmentOf(db, buildingId)).map(
        (item) => warrantyStatus(item, nowMs).state,
      );
      expect(states, buildingId).toContain('expiring');
    }
  });

  it('gives its owner unread messages of every scheduled kind on the day', () => {
    const kinds = new Set(ownerInbox(db, nowMs));
    expect([...kinds].sort()).toEqual(['maintenanceDue', 'maintenanceMissed', 'warrantyExpiring']);
  });

  it('has figures whose last month is the last complete month before the day', () => {
    const lastComplete = monthKeyOf(monthIndexOfMs(nowMs) - 1);
    // A building with hourly sub-metered data and one with bills only.
    const hourly = Object.keys(db.series)[0]!;
    const billsOnly = withEquipment.find((id) => db.series[id] === undefined)!;
    for (const buildingId of [hourly, billsOnly]) {
      const metrics = metricsOf(db, buildingId, nowMs);
      expect(metrics.period.lastMonth, buildingId).toBe(lastComplete);
      expect(metrics.energy.siteKwh, buildingId).toBeGreaterThan(0);
      expect(metrics.reliability?.maintenanceRegime?.upcoming?.length, buildingId).toBeGreaterThan(
        0,
      );
      expect(metrics.reliability?.warranty.expiring, buildingId).toBeGreaterThan(0);
    }
  });
});
