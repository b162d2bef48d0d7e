import { randomUUID } from 'node:crypto';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { onValueCreated, onValueWritten } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import {
  COALESCE_MAX_MS,
  COALESCE_MS,
  RECOMPUTE_QUEUE,
  runRecomputeWorker,
  type QueueEntry,
} from '../services/recompute-queue.js';

/**
 * Waits until the building's request has been quiet for {@link COALESCE_MS} (a burst of saves
 * keeps moving its `requestedAtMs`), at most {@link COALESCE_MAX_MS}: the burst then costs one
 * recompute, and a steady stream of saves still gets figures every couple of seconds.
 */
async function quietPeriod(buildingId: string): Promise<void> {
  const database = getDatabase(adminApp());
  const started = Date.now();
  for (;;) {
    const entry = (
      await database.ref(`${RECOMPUTE_QUEUE}/${buildingId}`).get()
    ).val() as QueueEntry | null;
    if (entry === null || entry.claimedBy) return;
    const quietMs = Date.now() - entry.requestedAtMs;
    const left = Math.min(COALESCE_MS - quietMs, COALESCE_MAX_MS - (Date.now() - started));
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, left));
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
