import type { Database } from 'firebase-admin/database';
import { recomputeBuildingMetrics } from './recompute-metrics.js';

/**
 * The recompute queue: figures follow every change of a building's inputs without a recompute per
 * write (DESIGN.md section 10, docs/architecture.md "Derived data").
 *
 * - `/recompute/queue/{buildingId}`: `{requestedAtMs, order, reason}`, one entry per building
 *   however many writes asked for it (a burst of saves coalesces into one entry). `order` sorts
 *   the queue: `0-…` for a person's edit, `1-…` for bulk writes (imports, functions), then by
 *   request time; a claimed entry sorts last (`9-…`) until it is done.
 * - `/recompute/workers/{workerId}`: start time of each running worker; at most
 *   {@link MAX_WORKERS} run at once, each working through the queue in batches of
 *   {@link QUEUE_BATCH} until it is empty or its time is up, then handing over by touching
 *   `/recompute/wake` (a trigger starts the next worker).
 *
 * An entry is removed only if no new request came while its recompute ran (a transaction on
 * `requestedAtMs`); otherwise it goes back into the queue, so the last write is always computed.
 * Functions only: no rule grants any client access to `/recompute`.
 */

/** Root of the queue. */
export const RECOMPUTE_QUEUE = 'recompute/queue';
/** Workers at once: the machine (and an emulator) has two cores; more only contend. */
export const MAX_WORKERS = 2;
/** Entries a worker claims at a time. */
export const QUEUE_BATCH = 25;
/** A worker older than this is taken for dead (its slot and claims are freed). */
export const WORKER_LEASE_MS = 10 * 60_000;
/** Time a worker works before handing over (event functions time out after 540 s at most). */
export const WORKER_BUDGET_MS = 50_000;
/** Quiet time after a person's last request before its recompute, so a burst joins one entry. */
export const COALESCE_MS = 400;
/** Longest wait for quiet: a steady stream of saves still gets fresh figures this often. */
export const COALESCE_MAX_MS = 2_000;

/** One entry of the queue. */
export interface QueueEntry {
  requestedAtMs: number;
  order: string;
  reason: string;
  claimedBy?: string;
  claimedAtMs?: number;
}

/** Who asked: a person's edit goes before bulk work. */
export type RecomputePriority = 'interactive' | 'bulk';

function orderOf(priority: RecomputePriority | '0' | '1', requestedAtMs: number): string {
  const rank = priority === 'interactive' || priority === '0' ? '0' : '1';
  return `${rank}-${String(requestedAtMs).padStart(15, '0')}`;
}

/**
 * Asks for `buildingId` to be recomputed. An entry already waiting keeps its place (and is
 * promoted to interactive if this request is one); a claimed entry gets the new request time, so
 * its worker computes it again after the run that is under way. A bulk request that finds an
 * entry waiting unclaimed changes nothing (its worker has not read the building yet, so it will
 * see what this request is for): an import of 5,000 assets fires 5,000 requests for one
 * building, which then cost a read each instead of 5,000 transactions on one node.
 */
export async function requestRecompute(
  database: Database,
  buildingId: string,
  priority: RecomputePriority,
  reason: string,
  nowMs: number,
): Promise<void> {
  const ref = database.ref(`${RECOMPUTE_QUEUE}/${buildingId}`);
  if (priority === 'bulk') {
    const waiting = (await ref.get()).val() as QueueEntry | null;
    if (waiting !== null && !waiting.claimedBy) return;
  }
  await ref.transaction((current: unknown) => {
    const entry = current as QueueEntry | null;
    if (entry === null) return { requestedAtMs: nowMs, order: orderOf(priority, nowMs), reason };
    const rank = priority === 'interactive' ? '0' : (entry.order[0] ?? '1');
    return {
      ...entry,
      requestedAtMs: Math.max(nowMs, entry.requestedAtMs + 1),
      reason,
      order: entry.claimedBy ? entry.order : orderOf(rank === '0' ? '0' : '1', entry.requestedAtMs),
    };
  });
}

/**
 * Requests written in one update by {@link requestRecomputes}: each new queue entry fires
 * `onRecomputeRequested` once, and Firebase refuses a write that would trigger more than 500
 * 2nd-gen functions in one region (https://firebase.google.com/docs/database/usage/limits).
 */
export const RECOMPUTE_REQUESTS_PER_WRITE = 400;

/**
 * Asks for many buildings to be recomputed as bulk work (an import's new buildings), in updates
 * of {@link RECOMPUTE_REQUESTS_PER_WRITE}. Each entry's fields are written one by one, so an
 * entry already waiting keeps its claim and place and only gets the new request time (its worker
 * then computes it again), as {@link requestRecompute} does, without a transaction per building.
 */
export async function requestRecomputes(
  database: Database,
  buildingIds: readonly string[],
  reason: string,
  nowMs: number,
): Promise<void> {
  for (let at = 0; at < buildingIds.length; at += RECOMPUTE_REQUESTS_PER_WRITE) {
    const update: Record<string, unknown> = {};
    for (const buildingId of buildingIds.slice(at, at + RECOMPUTE_REQUESTS_PER_WRITE)) {
      const path = `${RECOMPUTE_QUEUE}/${buildingId}`;
      update[`${path}/requestedAtMs`] = nowMs;
      update[`${path}/reason`] = reason;
      update[`${path}/order`] = orderOf('bulk', nowMs);
    }
    await database.ref().update(update);
  }
}

/** Takes a worker slot; false when {@link MAX_WORKERS} live workers hold them all. */
async function takeSlot(database: Database, workerId: string, nowMs: number): Promise<boolean> {
  const result = await database.ref('recompute/workers').transaction((current: unknown) => {
    const workers = { ...((current as Record<string, number> | null) ?? {}) };
    for (const [id, startedAtMs] of Object.entries(workers)) {
      if (nowMs - startedAtMs > WORKER_LEASE_MS) delete workers[id];
    }
    if (Object.keys(workers).length >= MAX_WORKERS) return undefined;
    workers[workerId] = nowMs;
    return workers;
  });
  return result.committed;
}

/**
 * A person's request still in its burst: asked for less than {@link COALESCE_MS} ago, and first
 * asked (the time in its `order`) less than {@link COALESCE_MAX_MS} ago. Workers leave it for
 * now, so that a worker busy with other entries does not split a burst of saves in two; the
 * entry's own trigger runs a worker once it is quiet.
 */
export function settling(entry: QueueEntry, nowMs: number): boolean {
  if (!entry.order.startsWith('0-')) return false;
  const firstMs = Number(entry.order.slice(2));
  return nowMs - entry.requestedAtMs < COALESCE_MS && nowMs - firstMs < COALESCE_MAX_MS;
}

/** Claims up to {@link QUEUE_BATCH} waiting entries, best first (bursts still settling wait). */
async function claimBatch(
  database: Database,
  workerId: string,
  nowMs: number,
): Promise<{ claimed: Map<string, number>; waiting: number }> {
  const page = await database
    .ref(RECOMPUTE_QUEUE)
    .orderByChild('order')
    .endBefore('9')
    .limitToFirst(QUEUE_BATCH)
    .get();
  const ids: string[] = [];
  let waiting = 0;
  page.forEach((child) => {
    if (!child.key) return;
    if (settling(child.val() as QueueEntry, nowMs)) waiting += 1;
    else ids.push(child.key);
  });
  const claimed = new Map<string, number>();
  for (const id of ids) {
    const result = await database
      .ref(`${RECOMPUTE_QUEUE}/${id}`)
      .transaction((current: unknown) => {
        const entry = current as QueueEntry | null;
        // The SDK first calls with its cached value (null when none): writing null against the
        // stored entry fails its hash check, and the function runs again with the real value.
        if (entry === null) return null;
        if (entry.claimedBy) return undefined;
        return { ...entry, claimedBy: workerId, claimedAtMs: nowMs, order: `9-${entry.order}` };
      });
    const entry = result.snapshot.val() as QueueEntry | null;
    if (result.committed && entry?.claimedBy === workerId) claimed.set(id, entry.requestedAtMs);
  }
  return { claimed, waiting };
}

/** Removes a computed entry, or puts it back when a request came in meanwhile. */
async function settle(database: Database, id: string, workerId: string, seenAtMs: number) {
  await database.ref(`${RECOMPUTE_QUEUE}/${id}`).transaction((current: unknown) => {
    const entry = current as QueueEntry | null;
    if (entry === null) return null;
    if (entry.claimedBy !== workerId) return entry;
    if (entry.requestedAtMs === seenAtMs) return null;
    const { claimedBy: _by, claimedAtMs: _at, ...rest } = entry;
    return { ...rest, order: entry.order.replace(/^9-/, '') };
  });
}

/** What one worker did. */
export interface WorkerOutcome {
  /** False when every worker slot was taken (the queue is in other hands). */
  ran: boolean;
  recomputed: number;
  /** Entries whose figures were already computed after the request (nothing to do). */
  fresh: number;
  failed: string[];
  /** True when the worker stopped for time with entries left (it woke a successor). */
  handedOver: boolean;
}

/**
 * Works through the queue as one worker: takes a slot, claims batches, recomputes each building
 * (a deleted building has nothing to compute; its entry just goes), settles each entry, until
 * the queue has nothing unclaimed or `budgetMs` is spent; then frees the slot and, if work is
 * left, touches `/recompute/wake` so that another worker carries on.
 */
export async function runRecomputeWorker(
  database: Database,
  workerId: string,
  now: () => number = Date.now,
  budgetMs: number = WORKER_BUDGET_MS,
  onError: (buildingId: string, failure: unknown) => void = () => undefined,
): Promise<WorkerOutcome> {
  const outcome: WorkerOutcome = {
    ran: false,
    recomputed: 0,
    fresh: 0,
    failed: [],
    handedOver: false,
  };
  const startedAtMs = now();
  if (!(await takeSlot(database, workerId, startedAtMs))) return outcome;
  outcome.ran = true;
  try {
    for (;;) {
      if (now() - startedAtMs > budgetMs) {
        outcome.handedOver = true;
        break;
      }
      const { claimed: batch, waiting } = await claimBatch(database, workerId, now());
      if (batch.size === 0) {
        if (waiting === 0) break;
        // Only bursts still settling (one may be an entry this worker put back): wait for them.
        await new Promise((resolve) => setTimeout(resolve, COALESCE_MS / 4));
        continue;
      }
      for (const [buildingId, seenAtMs] of batch) {
        try {
          // Figures whose computation started after this request (an import's own recompute,
          // the callable) already read the data it was made for.
          const computed = await database.ref(`metrics/${buildingId}/computedAtMs`).get();
          const computedAtMs = computed.val() as number | null;
          if (typeof computedAtMs === 'number' && computedAtMs >= seenAtMs) {
            outcome.fresh += 1;
          } else {
            await recomputeBuildingMetrics(database, buildingId, now());
            outcome.recomputed += 1;
          }
        } catch (failure) {
          outcome.failed.push(buildingId);
          onError(buildingId, failure);
        }
        await settle(database, buildingId, workerId, seenAtMs);
      }
    }
  } finally {
    await database.ref(`recompute/workers/${workerId}`).remove();
  }
  if (outcome.handedOver) await database.ref('recompute/wake').set(now());
  return outcome;
}

/**
 * Frees what dead workers left (slots and claims older than {@link WORKER_LEASE_MS}), for the
 * nightly run; answers how many entries were put back.
 */
export async function releaseStaleClaims(database: Database, nowMs: number): Promise<number> {
  const claimed = await database.ref(RECOMPUTE_QUEUE).orderByChild('order').startAt('9').get();
  let released = 0;
  const stale: string[] = [];
  claimed.forEach((child) => {
    const entry = child.val() as QueueEntry;
    if (child.key && nowMs - (entry.claimedAtMs ?? 0) > WORKER_LEASE_MS) stale.push(child.key);
  });
  for (const id of stale) {
    await database.ref(`${RECOMPUTE_QUEUE}/${id}`).transaction((current: unknown) => {
      const entry = current as QueueEntry | null;
      if (entry === null || nowMs - (entry.claimedAtMs ?? 0) <= WORKER_LEASE_MS) return entry;
      const { claimedBy: _by, claimedAtMs: _at, ...rest } = entry;
      released += 1;
      return { ...rest, order: entry.order.replace(/^9-/, '') };
    });
  }
  return released;
}
