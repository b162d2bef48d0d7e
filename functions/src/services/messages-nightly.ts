import type { Database } from 'firebase-admin/database';
import { scheduledEquipmentMessages } from '../shared/domain/messages/equipment-messages.js';
import { addressed, messageRecipients } from '../shared/domain/messages/recipients.js';
import { equipmentSchema, type Equipment } from '../shared/schemas/stored/equipment.js';
import type { RestDatabase } from './database-rest.js';
import { buildingAudience, deliverMessages, pruneMessages } from './messages-store.js';
import { forEachPage, type Resumable } from './pages-by-key.js';

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
 * The day's maintenance and warranty messages: pages through `/equipment` by building (only
 * buildings with equipment can call for one), tells every member of each building what its
 * equipment calls for on the day (`scheduledEquipmentMessages`; written only when absent, so a
 * second run the same day writes nothing). `run`: where to start and when to stop, for a pass over
 * several invocations. Answers the buildings looked at and the messages written.
 */
export async function deliverScheduledMessages(
  database: Database,
  nowMs: number,
  batchSize: number = MESSAGES_BATCH_SIZE,
  run: Resumable = {},
): Promise<Omit<NightlyMessagesOutcome, 'pruned'>> {
  const outcome = { buildings: 0, written: 0 };
  await forEachPage(database, 'equipment', batchSize, run, async (batch) => {
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
  });
  return outcome;
}

/**
 * The nightly messages in one go: the day's messages ({@link deliverScheduledMessages}), then
 * messages older than a year pruned.
 */
export async function runNightlyMessages(
  database: Database,
  rest: RestDatabase,
  nowMs: number,
  batchSize: number = MESSAGES_BATCH_SIZE,
): Promise<NightlyMessagesOutcome> {
  const delivered = await deliverScheduledMessages(database, nowMs, batchSize);
  return { ...delivered, pruned: await pruneMessages(database, rest, nowMs) };
}
