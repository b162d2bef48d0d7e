import { randomUUID } from 'node:crypto';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { onValueCreated, onValueWritten } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import {
  COALESCE_MS,
  RECOMPUTE_QUEUE,
  runRecomputeWorker,
  settling,
  type QueueEntry,
} from '../services/recompute-queue.js';

/**
 * Waits while the building's request is still in its burst (`settling`: asked for less than
 * {@link COALESCE_MS} ago, first asked less than `COALESCE_MAX_MS` ago), so the burst costs
 * one recompute and a steady stream of saves still gets figures every couple of seconds.
 */
async function quietPeriod(buildingId: string): Promise<void> {
  const database = getDatabase(adminApp());
  for (;;) {
    const entry = (
      await database.ref(`${RECOMPUTE_QUEUE}/${buildingId}`).get()
    ).val() as QueueEntry | null;
    if (entry === null || entry.claimedBy || !settling(entry, Date.now())) return;
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS / 4));
  }
}

async function work(trigger: string): Promise<void> {
  const outcome = await runRecomputeWorker(
    getDatabase(adminApp()),
    randomUUID(),
    Date.now,
    undefined,
    (buildingId, failure) =>
      logger.error('recompute failed', { buildingId, reason: String(failure) }),
  );
  if (outcome.ran) logger.info('recompute worker', { trigger, ...outcome });
}

/**
 * A building entered the recompute queue: after a short wait for a person's edit (the rest of a
 * burst of saves joins the same entry; bulk entries do not wait), a worker works the queue off,
 * unless every worker slot is busy (a running worker then takes the entry in its next batch).
 */
export const onRecomputeRequested = onValueCreated(
  { ref: '/recompute/queue/{buildingId}', timeoutSeconds: 120, memory: '1GiB' },
  async (event) => {
    const entry = event.data.val() as QueueEntry | null;
    if (entry?.order.startsWith('0-')) {
      await quietPeriod(event.params.buildingId);
    }
    await work('queued');
  },
);

/** A worker that ran out of time handed over: the next one carries on. */
export const onRecomputeWake = onValueWritten(
  { ref: '/recompute/wake', timeoutSeconds: 120, memory: '1GiB' },
  () => work('wake'),
);
