import { createHash } from 'node:crypto';
import type { Database } from 'firebase-admin/database';
import { getFunctions, type TaskOptions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/logger';
import { adminApp } from './admin-app.js';
import { recomputeBuildingMetrics } from './recompute-building.js';
import { mapInFlight } from './in-flight.js';
import {
  singleRequestTask,
  type RecomputePriority,
  type RecomputeTask,
} from './recompute-coalescing.js';

/**
 * Recomputes fan out on Cloud Tasks (docs/data-model.md, "Recomputes on Cloud Tasks"): two
 * task queues, one per task-queue function (`queues/recompute-tasks.ts`), so that a person's edit
 * never waits behind an import's thousands of buildings:
 * - `recomputeInteractive`: a person's edit. One task per building and 1-second window of the
 *   saves' times (their events' times, not when a trigger got to them), named after both, run at
 *   the window's end: a burst of saves costs one recompute, a steady stream one a second.
 * - `recomputeBulk`: imports, admin writes, the per-asset events of an asset-register import. A
 *   single request is one task per building and 2-second window; an import's new buildings are
 *   fan-out tasks of up to {@link RECOMPUTE_FAN_OUT} buildings, each of which enqueues their
 *   batches of {@link RECOMPUTE_TASK_BATCH} (`fanOutBatches`), so that the import's reply waits
 *   for 24 enqueues instead of 467.
 * Cloud Tasks retries a failed single-building task with backoff; after the last attempt the
 * building is written to `/recompute/deadLetters/{buildingId}` (and its members were told by the
 * recompute's own failure message). The nightly run recomputes every building anyway.
 */

/** The task-queue function of each priority. */
export const RECOMPUTE_QUEUES: Record<RecomputePriority, string> = {
  interactive: 'recomputeInteractive',
  bulk: 'recomputeBulk',
};

/**
 * Buildings per task of a bulk batch: a few seconds of work (tens of ms a building), and few
 * enqueue calls (each is a request to Cloud Tasks, ~50 ms): 46,615 buildings are 467 tasks.
 */
export const RECOMPUTE_TASK_BATCH = 100;

/**
 * Buildings per fan-out task, which only enqueues their batches. The enqueue request carries the
 * task base64-encoded in JSON: 2,000 push ids are ~46 kB of task, ~62 kB of request, within the
 * 100 kB request body that firebase-tools' Cloud Tasks emulator accepts (`express.json()`'s
 * default limit; a larger task is refused with 413) and far within Cloud Tasks' 1 MB task
 * (https://cloud.google.com/tasks/docs/quotas). 46,615 buildings are 24 enqueues on the import's
 * reply (its 467 batches took 3.5 s of it on the offline stack; ~100 ms an enqueue there, 16 at
 * once).
 */
export const RECOMPUTE_FAN_OUT = 2_000;

/** Tasks enqueued at once by {@link requestRecomputes}. */
const ENQUEUES_IN_FLIGHT = 16;

/** Attempts of a single-building task before it is a dead letter (`retryConfig.maxAttempts`). */
export const RECOMPUTE_MAX_ATTEMPTS = 5;

function queueOf(priority: RecomputePriority, region: string) {
  return getFunctions(adminApp()).taskQueue<RecomputeTask>(
    `locations/${region}/functions/${RECOMPUTE_QUEUES[priority]}`,
  );
}

const alreadyQueued = (failure: unknown) =>
  (failure as { code?: string } | null)?.code === 'functions/task-already-exists';

/**
 * Asks for `buildingId` to be recomputed after a write stored at `savedAtMs`: a task in the queue
 * of `priority`, coalesced with the other writes of its window.
 */
export async function requestRecompute(
  region: string,
  buildingId: string,
  priority: RecomputePriority,
  reason: string,
  savedAtMs: number,
): Promise<void> {
  const { id, scheduleTime, task } = singleRequestTask(buildingId, priority, reason, savedAtMs);
  const options: TaskOptions = { id, scheduleTime };
  try {
    await queueOf(priority, region).enqueue(task, options);
  } catch (failure) {
    if (!alreadyQueued(failure)) throw failure;
  }
}

/**
 * Asks for many buildings to be recomputed as bulk work (an import's new buildings): tasks of
 * {@link RECOMPUTE_TASK_BATCH} buildings, enqueued {@link ENQUEUES_IN_FLIGHT} at a time.
 */
export async function requestRecomputes(
  region: string,
  buildingIds: readonly string[],
  reason: string,
  nowMs: number,
): Promise<void> {
  const tasks = slices(buildingIds, RECOMPUTE_FAN_OUT).map((ids): RecomputeTask => ({
    buildingIds: ids,
    requestedAtMs: nowMs,
    reason,
  }));
  await enqueueAll(
    queueOf('bulk', region),
    tasks.map((task) => ({ task })),
  );
}

const slices = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
};

/** Enqueues `tasks`, {@link ENQUEUES_IN_FLIGHT} at once; a task already queued is not an error. */
async function enqueueAll(
  queue: ReturnType<typeof queueOf>,
  tasks: readonly { task: RecomputeTask; options?: TaskOptions }[],
): Promise<void> {
  await mapInFlight(tasks, ENQUEUES_IN_FLIGHT, async ({ task, options }) => {
    try {
      await queue.enqueue(task, options);
    } catch (failure) {
      if (!alreadyQueued(failure)) throw failure;
    }
  });
}

/** A task of more buildings than a batch: it only enqueues their batches ({@link fanOutBatches}). */
export const isFanOut = (task: RecomputeTask): boolean =>
  task.buildingIds.length > RECOMPUTE_TASK_BATCH;

/**
 * The batches of a fan-out task, each named after the task's request and its position: a
 * fan-out retried by Cloud Tasks after enqueueing some of them enqueues the rest, and the ones
 * already queued are refused by name (`task-already-exists`) rather than computed twice.
 */
export function fanOutBatches(task: RecomputeTask): { id: string; task: RecomputeTask }[] {
  const digest = createHash('sha256')
    .update(`${task.requestedAtMs}\u0000${task.buildingIds.join(',')}`)
    .digest('hex')
    .slice(0, 16);
  return slices(task.buildingIds, RECOMPUTE_TASK_BATCH).map((buildingIds, index) => ({
    id: `batch-${digest}-${index}`,
    task: { ...task, buildingIds },
  }));
}

/** Runs a fan-out task: enqueues its batches on the bulk queue. */
export async function fanOutRecomputeTask(region: string, task: RecomputeTask): Promise<number> {
  const batches = fanOutBatches(task);
  await enqueueAll(
    queueOf('bulk', region),
    batches.map(({ id, task: batch }) => ({ task: batch, options: { id } })),
  );
  return batches.length;
}

/** What one task did, for the log and the tests. */
export interface TaskOutcome {
  recomputed: number;
  /** Figures already computed after the request: nothing to do. */
  fresh: number;
  failed: { buildingId: string; reason: string }[];
}

/** Dead letters: buildings whose recompute failed on every attempt (functions only). */
export const DEAD_LETTERS = 'recompute/deadLetters';

/**
 * Runs one recompute task: waits for its window's end, recomputes each building whose figures
 * are older than the request (a deleted building has nothing to compute), and answers what it
 * did. Failures are the caller's to retry.
 */
export async function runRecomputeTask(
  database: Database,
  task: RecomputeTask,
  now: () => number = Date.now,
): Promise<TaskOutcome> {
  const wait = (task.notBeforeMs ?? 0) - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 15_000)));
  const outcome: TaskOutcome = { recomputed: 0, fresh: 0, failed: [] };
  for (const buildingId of task.buildingIds) {
    try {
      const done = await recomputeBuildingMetrics(database, buildingId, now(), {
        requestedAtMs: task.requestedAtMs,
      });
      if (done === 'fresh') outcome.fresh += 1;
      else if (done) outcome.recomputed += 1;
    } catch (failure) {
      outcome.failed.push({ buildingId, reason: String(failure) });
    }
  }
  return outcome;
}

/**
 * After a task: a batch's failed buildings become tasks of their own (so that Cloud Tasks retries
 * each alone); a single building's failure is thrown for Cloud Tasks to retry, until the last
 * attempt, which writes the dead letter instead. A single building that succeeds after a retry
 * clears its dead letter.
 */
export async function settleRecomputeTask(
  database: Database,
  region: string,
  task: RecomputeTask,
  outcome: TaskOutcome,
  retryCount: number,
  nowMs: number,
): Promise<void> {
  if (outcome.failed.length === 0) {
    if (retryCount > 0 && task.buildingIds.length === 1) {
      await database.ref().update({ [`${DEAD_LETTERS}/${task.buildingIds[0]}`]: null });
    }
    return;
  }
  if (task.buildingIds.length > 1) {
    const queue = queueOf('bulk', region);
    for (const { buildingId } of outcome.failed) {
      await queue.enqueue({
        buildingIds: [buildingId],
        requestedAtMs: task.requestedAtMs,
        reason: task.reason,
      });
    }
    return;
  }
  const [failure] = outcome.failed;
  if (retryCount + 1 < RECOMPUTE_MAX_ATTEMPTS) {
    throw new Error(`recompute of ${failure!.buildingId} failed: ${failure!.reason}`);
  }
  logger.error('recompute failed on every attempt', { ...failure, attempts: retryCount + 1 });
  await database.ref().update({
    [`${DEAD_LETTERS}/${failure!.buildingId}`]: {
      failedAtMs: nowMs,
      attempts: retryCount + 1,
      reason: failure!.reason.slice(0, 500),
      requestedAtMs: task.requestedAtMs,
    },
  });
}
