import { getDatabase, type Database } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { scheduledEquipmentMessages } from '../shared/domain/messages/equipment-messages.js';
import { addressed, messageRecipients } from '../shared/domain/messages/recipients.js';
import { equipmentSchema } from '../shared/schemas/stored/equipment.js';
import { adminApp } from './admin-app.js';
import type { WrittenEvent } from './messages-events.js';
import { buildingAudience, deliverMessages } from './messages-store.js';

/**
 * `/equipment/{buildingId}/{equipmentId}` written: what the item calls for today tells every
 * member at once, not only at night — a task not done that falls due within the next 14 days or
 * fell due within the past 14, a warranty inside its 30-, 60- or 90-day window
 * (`scheduledEquipmentMessages`, the nightly pass's own rule for one item). The ids are the
 * nightly pass's, and a message is written only when absent, so neither ever writes one twice.
 * Reads nothing when the item calls for nothing; a failure is logged, never fails the trigger.
 */
export async function tellEquipmentSchedule(
  database: Database,
  buildingId: string,
  equipmentId: string,
  after: unknown,
  nowMs: number,
): Promise<void> {
  const parsed = equipmentSchema.safeParse(after);
  if (!parsed.success) return;
  const drafts = scheduledEquipmentMessages({ buildingId }, { [equipmentId]: parsed.data }, nowMs);
  if (drafts.length === 0) return;
  try {
    const { members, buildingName } = await buildingAudience(database, buildingId);
    const named = drafts.map((draft) => ({
      ...draft,
      message: { ...draft.message, ...(buildingName ? { buildingName } : {}) },
    }));
    await deliverMessages(database, addressed(named, messageRecipients(members)));
  } catch (failure) {
    logger.warn('messages: equipment schedule failed', {
      buildingId,
      equipmentId,
      reason: String(failure),
    });
  }
}

/** The equipment trigger's event: see {@link tellEquipmentSchedule}. */
export function tellEquipmentScheduleOn(
  event: WrittenEvent<{ buildingId: string; equipmentId: string }>,
): Promise<void> {
  const { buildingId, equipmentId } = event.params;
  return tellEquipmentSchedule(
    getDatabase(adminApp()),
    buildingId,
    equipmentId,
    event.data.after.val(),
    Date.now(),
  );
}
