import type { Database } from 'firebase-admin/database';
import { buildingDeleteUpdate } from '../shared/domain/building/building-delete.js';
import { isMetricsStale } from '../shared/domain/metrics/freshness.js';
import { storedObject } from '../shared/schemas/stored-object.js';
import { USER_COPY_KINDS } from './user-copy-kinds.js';
import { reconcileUserCopies } from './user-copies.js';
import { forEachAtMost } from './for-each-at-most.js';
import { removeExpiredInvitations } from './invitations-store.js';
import { removeOrphanMetrics, removeOrphanUserCopies } from './orphan-sweep.js';
import { forEachPage, type ChildKeys } from './pages-by-key.js';
import { recomputeBuildingMetrics } from './recompute-building.js';

/**
 * The nightly run (`scheduled/nightly-pass.ts`): the safety net behind the triggers. It
 * recomputes every building whose figures are stale, rebuilds the per-user copies, removes what
 * deleted or abandoned buildings left and frees the recompute queue's dead claims. One building's
 * recompute is recompute-building.ts's, as for every other recompute.
 */
/**
 * The copies that follow a building's inputs rather than its figures (the portfolio summaries
 * among them: a recompute only gives existing ones its figures).
 */
const INPUT_COPY_KINDS = USER_COPY_KINDS.filter((kind) => !kind.on.some((on) => on === 'figures'));

export interface NightlyOutcome {
  buildings: number;
  failed: string[];
  batches: number;
  /** Metrics of deleted buildings removed (a client's delete cannot reach `/metrics`). */
  removed: number;
  /**
   * Buildings whose stored figures were out of date (or missing) before this run: figures that
   * the triggers should have kept fresh. Above 0 only after writes without triggers (imports
   * with `disableTriggers`, a lost event) or when the calendar moved on.
   */
  stale: number;
  /**
   * Portfolio entries whose copies (summaries among them) were rebuilt, and orphan copies removed.
   */
  summaries: number;
  /** Buildings left outside every portfolio by an import that died, removed after the grace. */
  abandoned: number;
  /**
   * Buildings recomputed a second time at the end of the run because chosen peers had no figures
   * when they were first computed (peers later in the run, or new).
   */
  peerPasses: number;
  /** Invitations past their 30 days (`INVITATION_TTL_DAYS`) removed, unclaimed. */
  invitationsExpired: number;
  /**
   * Buildings whose figures were already computed on the run's UTC day from the inputs as they
   * are (`keepToday` of recompute-building.ts), kept as they are.
   */
  keptFromToday: number;
}

/**
 * How long a building may stay outside its owner's portfolio before the nightly run takes it for
 * the leftover of an import that died (an import adds the portfolio entries in its last write,
 * seconds after the buildings).
 */
export const ABANDONED_GRACE_MS = 24 * 60 * 60_000;

/** Whether stored figures (`/metrics/{id}/inputVersion`) are out of date for the building. */
async function storedMetricsStale(
  database: Database,
  buildingId: string,
  building: unknown,
): Promise<boolean> {
  const version = (await database.ref(`metrics/${buildingId}/inputVersion`).get()).val();
  const updatedAtMs = storedObject(storedObject(building)['meta'])['updatedAtMs'];
  return (
    typeof version !== 'string' ||
    isMetricsStale(version, typeof updatedAtMs === 'number' ? updatedAtMs : undefined)
  );
}

/**
 * True (and the building removed, with its items) when nobody lists the building: its owner's
 * portfolio entry is missing and it is older than {@link ABANDONED_GRACE_MS}.
 */
async function removeIfAbandoned(
  database: Database,
  buildingId: string,
  building: unknown,
  nowMs: number,
): Promise<boolean> {
  const meta = storedObject(storedObject(building)['meta']);
  const ownerUid = meta['ownerUid'];
  const createdAtMs = meta['createdAtMs'];
  if (typeof ownerUid !== 'string' || typeof createdAtMs !== 'number') return false;
  if (nowMs - createdAtMs < ABANDONED_GRACE_MS) return false;
  const listed = await database.ref(`users/${ownerUid}/buildings/${buildingId}`).get();
  if (listed.exists()) return false;
  const members = Object.keys(storedObject(storedObject(building)['members']));
  await database.ref().update({
    ...buildingDeleteUpdate(buildingId, members),
    [`metrics/${buildingId}`]: null,
  });
  return true;
}

/**
 * The page's copy of the building (`{ building }`) for its recompute when it is still the stored
 * one, by its `meta/updatedAtMs`, which every save of an input writes (data-model.md) and which
 * begins the figures' `inputVersion`; else nothing, and the recompute reads the building afresh.
 * The page was read up to minutes before: an edit meanwhile has recomputed the building from its
 * new inputs, and figures from the page's copy would replace those, shown as out of date until
 * the next recompute. One small read instead of the whole building again.
 */
export async function pagedIfCurrent(
  database: Database,
  buildingId: string,
  building: unknown,
): Promise<{ building?: unknown }> {
  const paged = storedObject(storedObject(building)['meta'])['updatedAtMs'];
  const stored: unknown = (
    await database.ref(`buildings/${buildingId}/meta/updatedAtMs`).get()
  ).val();
  return typeof paged === 'number' && stored === paged ? { building } : {};
}

/** Buildings read per page by the nightly recompute: bounds memory whatever the database size. */
export const NIGHTLY_BATCH_SIZE = 25;

/**
 * Buildings of a page worked on at the same time. Each building's steps are reads and writes that
 * wait on the database most of their time (a dozen round trips, its series the largest), so one
 * building at a time left the function idle between them: the offline stack's pass over the 60
 * demo buildings took 17 s of its 42 s start. Four at once keep it busy while a page still bounds
 * memory (at most four buildings' series at a time).
 */
export const NIGHTLY_CONCURRENCY = 4;

export function emptyNightlyOutcome(): NightlyOutcome {
  return {
    buildings: 0,
    failed: [],
    batches: 0,
    removed: 0,
    stale: 0,
    summaries: 0,
    abandoned: 0,
    peerPasses: 0,
    invitationsExpired: 0,
    keptFromToday: 0,
  };
}

export interface BuildingsPassOptions {
  batchSize?: number;
  concurrency?: number;
  onError?: (buildingId: string, failure: unknown) => void;
  /** The last building key an earlier invocation finished: the pass goes on after it. */
  after?: string | null;
  /** Asked before each page: true ends the pass there (one invocation's time is up). */
  shouldStop?: () => boolean;
  /** After each page: its last key, and its buildings computed before their peers had figures. */
  onPage?: (page: { after: string; waitingForPeers: string[] }) => Promise<void>;
}

export interface BuildingsPassResult {
  /** Every building after `after` was worked on (false: `shouldStop` ended it first). */
  complete: boolean;
  /** The buildings worked on (not those removed as abandoned). */
  seen: Set<string>;
  /** Buildings computed before their chosen peers had figures (a first run, new peers). */
  waitingForPeers: string[];
}

/**
 * Works on every building after `options.after`, paging through `/buildings` by key
 * (`limitToFirst` of a batch, then from the last key on), so only one batch of building documents
 * (and at most `concurrency` buildings' series) is in memory at a time; the buildings of a batch
 * are worked on `concurrency` at a time. A building that fails is logged by id and the pass goes
 * on. Counts go to `outcome`.
 */
export async function passBuildings(
  database: Database,
  nowMs: number,
  outcome: NightlyOutcome,
  options: BuildingsPassOptions = {},
): Promise<BuildingsPassResult> {
  const batchSize = options.batchSize ?? NIGHTLY_BATCH_SIZE;
  const onError = options.onError ?? (() => undefined);
  const seen = new Set<string>();
  const waitingForPeers: string[] = [];
  const run = {
    after: options.after ?? null,
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  };
  const complete = await forEachPage(database, 'buildings', batchSize, run, async (batch) => {
    outcome.batches += 1;
    const waiting: string[] = [];
    await forEachAtMost(
      batch,
      options.concurrency ?? NIGHTLY_CONCURRENCY,
      async ([id, building]) => {
        try {
          if (await removeIfAbandoned(database, id, building, nowMs)) {
            outcome.abandoned += 1;
            return;
          }
          seen.add(id);
          // Each count is added once its step is done (`count += await step()` would read the
          // count before the step, and lose what other buildings added meanwhile).
          const expired = await removeExpiredInvitations(database, id, nowMs);
          outcome.invitationsExpired += expired;
          if (await storedMetricsStale(database, id, building)) outcome.stale += 1;
          // Copies that follow the figures are rebuilt by the recompute below.
          const copies = await reconcileUserCopies(database, INPUT_COPY_KINDS, id);
          outcome.summaries += copies;
          const done = await recomputeBuildingMetrics(database, id, nowMs, {
            ...(await pagedIfCurrent(database, id, building)),
            keepToday: true,
          });
          if (done === 'fresh') outcome.keptFromToday += 1;
          else if (done && done.peersWithoutFigures > 0) waiting.push(id);
          outcome.buildings += 1;
        } catch (failure) {
          outcome.failed.push(id);
          onError(id, failure);
        }
      },
    );
    waitingForPeers.push(...waiting);
    await options.onPage?.({ after: batch[batch.length - 1]![0], waitingForPeers: waiting });
  });
  return { complete, seen, waitingForPeers };
}

/**
 * Recomputes once more the buildings computed before their chosen peers had figures, now that the
 * pass gave the peers theirs; `shouldStop` is asked before each. Answers those done.
 */
export async function recomputeWaitingForPeers(
  database: Database,
  nowMs: number,
  outcome: NightlyOutcome,
  waitingForPeers: readonly string[],
  options: Pick<BuildingsPassOptions, 'onError' | 'shouldStop'> = {},
): Promise<string[]> {
  const done: string[] = [];
  for (const buildingId of waitingForPeers) {
    if (options.shouldStop?.()) break;
    try {
      await recomputeBuildingMetrics(database, buildingId, nowMs);
      outcome.peerPasses += 1;
    } catch (failure) {
      outcome.failed.push(buildingId);
      options.onError?.(buildingId, failure);
    }
    done.push(buildingId);
  }
  return done;
}

/**
 * What deleted buildings left behind, removed (orphan-sweep.ts); `seen`: the buildings the pass
 * worked on, which need not be asked for (empty when the pass ran over several invocations).
 */
export async function sweepOrphans(
  database: Database,
  childKeys: ChildKeys,
  outcome: NightlyOutcome,
  seen: ReadonlySet<string>,
): Promise<void> {
  outcome.removed += await removeOrphanMetrics(database, childKeys, seen);
  outcome.summaries += await removeOrphanUserCopies(database, USER_COPY_KINDS, seen);
}

/**
 * The whole pass over every building in one go (the tests', the stack's first figures);
 * `childKeys`: the keys of a node's children, from a shallow read (the orphans' sweep).
 */
export async function recomputeAllBuildings(
  database: Database,
  childKeys: ChildKeys,
  nowMs: number,
  batchSize: number = NIGHTLY_BATCH_SIZE,
  onError: (buildingId: string, failure: unknown) => void = () => undefined,
  concurrency: number = NIGHTLY_CONCURRENCY,
): Promise<NightlyOutcome> {
  const outcome = emptyNightlyOutcome();
  const pass = await passBuildings(database, nowMs, outcome, { batchSize, onError, concurrency });
  await recomputeWaitingForPeers(database, nowMs, outcome, pass.waitingForPeers, { onError });
  await sweepOrphans(database, childKeys, outcome, pass.seen);
  return outcome;
}
