import type { AlertSeverity } from '../../schemas/enums/reliability.js';
import type { FiguresFailureReason, WarrantyBucketDays } from '../../schemas/stored/message.js';

/*
 * Message ids (`/messages/{uid}/{messageId}`) are made from what the message is about, so that
 * the same event noticed twice (the nightly job run twice, a trigger delivered twice) names the
 * same message and writers can write only what is absent. Parts are joined with `_`; a
 * character the database does not allow in keys (`. # $ [ ] /`, control characters,
 * firebase.google.com/docs/database/web/structure-data) becomes `-`.
 */

// eslint-disable-next-line no-control-regex -- the database forbids control characters in keys
const FORBIDDEN_KEY_CHARACTERS = /[.#$[\]/\u0000-\u001f\u007f]/g;

/** The database key of a message made of `parts`. */
export function messageKey(...parts: ReadonlyArray<string | number>): string {
  return parts.map((part) => String(part).replace(FORBIDDEN_KEY_CHARACTERS, '-')).join('_');
}

/** A new alert, or an alert raised to a higher severity (a message per severity reached). */
export function equipmentAlertId(
  buildingId: string,
  equipmentId: string,
  alertId: string,
  severity: AlertSeverity,
): string {
  return messageKey('equipmentAlert', buildingId, equipmentId, alertId, severity);
}

/** A maintenance task due soon or missed, by its due day "YYYY-MM-DD". */
export function maintenanceMessageId(
  kind: 'maintenanceDue' | 'maintenanceMissed',
  buildingId: string,
  equipmentId: string,
  taskId: string,
  dueOn: string,
): string {
  return messageKey(kind, buildingId, equipmentId, taskId, dueOn);
}

/** A warranty ending within a bucket, by its end day "YYYY-MM-DD" (a new period, a new id). */
export function warrantyExpiringId(
  buildingId: string,
  equipmentId: string,
  withinDays: WarrantyBucketDays,
  expiresOn: string,
): string {
  return messageKey('warrantyExpiring', buildingId, equipmentId, withinDays, expiresOn);
}

/** An import finished: one message per import. */
export function importFinishedId(importId: string): string {
  return messageKey('importFinished', importId);
}

/** Figures of a building that could not be computed: at most one per reason and UTC day. */
export function figuresFailedId(
  buildingId: string,
  reason: FiguresFailureReason,
  day: string,
): string {
  return messageKey('figuresFailed', buildingId, reason, day);
}

/** A change of a building's members, by the time of the write that made it (ms). */
export function memberMessageId(
  kind: 'buildingShared' | 'memberAdded' | 'memberRemoved',
  buildingId: string,
  memberUid: string,
  atMs: number,
): string {
  return messageKey(kind, buildingId, memberUid, atMs);
}
