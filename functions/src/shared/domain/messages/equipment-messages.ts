import type { Alert } from '../../schemas/stored/reliability.js';
import type { Equipment } from '../../schemas/stored/equipment.js';
import { ALERT_SEVERITIES } from '../../schemas/enums/reliability.js';
import { WARRANTY_BUCKETS_DAYS, type WarrantyBucketDays } from '../../schemas/stored/message.js';
import { dayKeyOfMs } from '../common/months.js';
import { MS_PER_DAY } from '../common/durations.js';
import { maintenanceRegime } from '../metrics/reliability/maintenance-regime.js';
import { warrantyStatus } from '../metrics/reliability/warranty.js';
import { equipmentAlertId, maintenanceMessageId, warrantyExpiringId } from './message-ids.js';
import type { MessageDraft } from './recipients.js';

/*
 * Messages about a building's equipment. Alerts are told as they are raised (the equipment
 * trigger compares the item before and after a write); maintenance tasks and warranties are told
 * by the nightly job from the equipment as it is on the day, with the windows of the Asset
 * Reliability figures: tasks due in the next 14 days or missed in the past 14 (spec 9.1,
 * `maintenanceRegime`), warranties in their last 90 days (`warrantyStatus`), told once per
 * bucket of 90, 60 and 30 days left (issue 19).
 */

/**
 * Alerts raised longer ago than this when they are written are history being typed in (or
 * loaded), not news: no message. Days; a month covers an alert entered after a holiday.
 */
export const ALERT_MESSAGE_MAX_AGE_DAYS = 30;

/** Where a building's messages come from: its id and its name at the time. */
export interface BuildingRef {
  buildingId: string;
  buildingName?: string;
}

/** Rank of a severity: 0 for critical, larger for lesser ones. */
function severityRank(alert: Pick<Alert, 'severity'>): number {
  return ALERT_SEVERITIES.indexOf(alert.severity);
}

function equipmentNames(equipment: Pick<Equipment, 'name' | 'assetId'>) {
  return { equipmentName: equipment.name, assetId: equipment.assetId };
}

/**
 * Messages for the alerts of one equipment written from `before` to `after` (either null when
 * the item is created or removed): an unresolved alert that is new, or whose severity was raised,
 * and that was raised at most {@link ALERT_MESSAGE_MAX_AGE_DAYS} before `nowMs`.
 */
export function alertMessages(
  building: BuildingRef,
  equipmentId: string,
  before: Pick<Equipment, 'alerts'> | null,
  after: Pick<Equipment, 'alerts' | 'name' | 'assetId'> | null,
  nowMs: number,
): MessageDraft[] {
  if (after === null) return [];
  const drafts: MessageDraft[] = [];
  for (const [alertId, alert] of Object.entries(after.alerts ?? {})) {
    if (alert.resolved) continue;
    if (alert.raisedAtMs < nowMs - ALERT_MESSAGE_MAX_AGE_DAYS * MS_PER_DAY) continue;
    const earlier = before?.alerts?.[alertId];
    if (earlier && !earlier.resolved && severityRank(earlier) <= severityRank(alert)) continue;
    if (earlier?.resolved && earlier.severity === alert.severity) continue;
    drafts.push({
      id: equipmentAlertId(building.buildingId, equipmentId, alertId, alert.severity),
      message: {
        kind: 'equipmentAlert',
        ...building,
        equipmentId,
        createdAtMs: nowMs,
        params: {
          ...equipmentNames(after),
          alertId,
          severity: alert.severity,
          alertMessage: alert.message.slice(0, 500),
        },
      },
    });
  }
  return drafts;
}

/** The smallest bucket (days) that `daysRemaining` falls in, if any. */
export function warrantyBucketOf(daysRemaining: number): WarrantyBucketDays | undefined {
  return WARRANTY_BUCKETS_DAYS.find((days) => daysRemaining <= days);
}

/**
 * What a building's equipment calls for on the UTC day of `asOfMs`: a message for each task not
 * done that falls due within the next 14 days or fell due within the past 14 days, and for each
 * warranty that ends within 30, 60 or 90 days (its smallest bucket). `createdAtMs` is `asOfMs`;
 * the id does not depend on it, so a message already written is the same message.
 */
export function scheduledEquipmentMessages(
  building: BuildingRef,
  equipment: Readonly<Record<string, Equipment>>,
  asOfMs: number,
): MessageDraft[] {
  const drafts: MessageDraft[] = [];
  const regime = maintenanceRegime(equipment, asOfMs);
  const tasks = [
    ...regime.upcoming.map((task) => ({ task, kind: 'maintenanceDue' as const })),
    ...regime.missed.map((task) => ({ task, kind: 'maintenanceMissed' as const })),
  ];
  for (const { task, kind } of tasks) {
    const item = equipment[task.equipmentId]!;
    drafts.push({
      id: maintenanceMessageId(
        kind,
        building.buildingId,
        task.equipmentId,
        task.taskId,
        task.dueOn,
      ),
      message: {
        kind,
        ...building,
        equipmentId: task.equipmentId,
        createdAtMs: asOfMs,
        params: {
          ...equipmentNames(item),
          taskId: task.taskId,
          taskTitle: task.title,
          dueOn: task.dueOn,
        },
      },
    });
  }
  for (const [equipmentId, item] of Object.entries(equipment)) {
    const warranty = warrantyStatus(item, asOfMs);
    if (warranty.state !== 'expiring' || warranty.expiresAtMs === undefined) continue;
    const withinDays = warrantyBucketOf(warranty.daysRemaining ?? 0);
    if (withinDays === undefined) continue;
    const expiresOn = dayKeyOfMs(warranty.expiresAtMs);
    drafts.push({
      id: warrantyExpiringId(building.buildingId, equipmentId, withinDays, expiresOn),
      message: {
        kind: 'warrantyExpiring',
        ...building,
        equipmentId,
        createdAtMs: asOfMs,
        params: { ...equipmentNames(item), withinDays, expiresOn },
      },
    });
  }
  return drafts;
}
