import { getDatabase, type Database } from 'firebase-admin/database';
import { scheduledEquipmentMessages } from '../shared/domain/messages/equipment-messages.js';
import { addressed, messageRecipients } from '../shared/domain/messages/recipients.js';
import { equipmentSchema, type Equipment } from '../shared/schemas/stored/equipment.js';
import { adminApp } from './admin-app.js';
import { restDatabase, type RestDatabase } from './database-rest.js';
import { buildingAudience, deliverMessages, pruneMessages } from './messages-store.js';
import { pagesByKey } from './pages-by-key.js';

/** Buildings' equipment read per page by the nightly messages pass. */
export const MESSAGES_BATCH_SIZE = 25;

export interface NightlyMessagesOutcome {
  /** Buildings with equipment looked at. */
  buildings: number;
  /** Messages written (those already in their inbox are not counted). */
  written: number;
  /** Messages older than a year removed. */
  pruned: number;
}

function validEquipment(value: unknown): Record<string, Equipment> {
  const out: Record<string, Equipment> = {};
  const items = value !== null && typeof value === 'object' ? Object.entries(value) : [];
  for (const [id, item] of items) {
    const parsed = equipmentSchema.safeParse(item);
    if (parsed.success) out[id] = parsed.data;
  }
  return out;
}

/**
 * The nightly messages: pages through `/equipment` by building (only buildings with equipment
 * can call for a maintenance or warranty message), tells every member of each building what its
 * equipment calls for on the day (`scheduledEquipmentMessages`; written only when absent, so a
 * second run the same day writes nothing), then prunes messages older than a year.
 */
export async function runNightlyMessages(
  database: Database,
  rest: RestDatabase,
  nowMs: number,
  batchSize: number = MESSAGES_BATCH_SIZE,
): Promise<NightlyMessagesOutcome> {
  const outcome: NightlyMessagesOutcome = { buildings: 0, written: 0, pruned: 0 };
  for await (const batch of pagesByKey(database, 'equipment', batchSize)) {
    for (const [buildingId, equipment] of batch) {
      outcome.buildings += 1;
      const drafts = scheduledEquipmentMessages({ buildingId }, validEquipment(equipment), nowMs);
      if (drafts.length === 0) continue;
      const { members, buildingName } = await buildingAudience(database, buildingId);
      const named = buildingName
        ? drafts.map((draft) => ({ ...draft, message: { ...draft.message, buildingName } }))
        : drafts;
      outcome.written += await deliverMessages(
        database,
        addressed(named, messageRecipients(members)),
      );
    }
  }
  outcome.pruned = await pruneMessages(database, rest, nowMs);
  return outcome;
}

/** {@link runNightlyMessages} on the app's database, for the nightly job. */
export function nightlyMessages(nowMs: number): Promise<NightlyMessagesOutcome> {
  const app = adminApp();
  return runNightlyMessages(getDatabase(app), restDatabase(app.options), nowMs);
}
