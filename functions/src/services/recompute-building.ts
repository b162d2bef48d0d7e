import type { Database } from 'firebase-admin/database';
import { computeBuildingMetrics } from '../shared/domain/metrics/pipeline/compute-building-metrics.js';
import { USER_COPY_KINDS } from './user-copy-kinds.js';
import { refreshUserCopies } from './user-copies.js';
import { refreshBuildingShares } from './shares.js';
import { tellFiguresFailed, tellingFailure } from './messages-events.js';
import { readMetricsInput } from './metrics-input.js';
import { inputVersionOf } from '../shared/domain/metrics/pipeline/input-version.js';
import { MS_PER_DAY } from '../shared/domain/common/durations.js';
import { valueWriter } from './database-rest.js';

/**
 * The one recompute of a building's figures, whoever asks for it: the recompute queues
 * (`queues/recompute-tasks.ts`, fed by the triggers on a building, its equipment and its
 * measures and by the import's `requestRecomputes`, all through recompute-requests.ts), the
 * nightly run (nightly-recompute.ts) and the `recomputeBuilding` callable (a person's "Recompute
 * now"). Its steps: the figures already computed since the request are left as they are; the
 * inputs are read (metrics-input.ts), computed, and stored; then what follows the figures (the
 * per-user copies, the share links' snapshots) is refreshed.
 */

/** The UTC day of a time, as days since 1970-01-01. */
const utcDayOf = (ms: number) => Math.floor(ms / MS_PER_DAY);

/** What a recompute wrote. */
export interface RecomputeOutcome {
  buildingId: string;
  inputVersion: string;
  computedAtMs: number;
  /** Parts of the stored data that did not match their schema and were left out. */
  skipped: string[];
  /** Chosen peers not counted because they had no figures yet (`benchmarks.peerSet`). */
  peersWithoutFigures: number;
}

/** What the caller knows of a recompute it asks for. */
export interface RecomputeAsk {
  /** The building as already read (the nightly run pages through them), so it is not read again. */
  building?: unknown;
  /**
   * The time by which everything the recompute is for was stored (a coalesced request: its
   * window's end). Figures computed at or after it already read it (`metrics/{id}/computedAtMs`),
   * and so do figures whose `inputVersion` is that of the inputs as read now (an earlier window's
   * recompute that ran after the burst's last save): either way the building is left as it is
   * (answer `'fresh'`).
   */
  requestedAtMs?: number;
  /**
   * The nightly run's: figures computed on the UTC day of `nowMs` from the inputs as they are
   * now are kept (answer `'fresh'`). The nightly run keeps figures at most a day behind the
   * calendar; figures computed earlier the same UTC day are that, as the run's own would be for
   * the rest of the day (the maintenance tasks due, the year's budget and the last whole month
   * follow the UTC day; a warranty's days remaining and the shares of a year elapsed move within
   * it). A second run the same day (a retry after a timeout, the test suites' runs) computes only
   * what the first did not reach.
   */
  keepToday?: boolean;
}

/**
 * Recomputes one building and replaces `/metrics/{buildingId}` in one write (readers never see a
 * mix of old and new figures). Null when the building does not exist; `'fresh'` when figures
 * computed since `ask.requestedAtMs`, or from the inputs as they are (for a request, or on the
 * day for `ask.keepToday`), are already stored.
 */
export async function recomputeBuildingMetrics(
  database: Database,
  buildingId: string,
  nowMs: number,
  ask?: RecomputeAsk & { requestedAtMs?: undefined; keepToday?: false },
): Promise<RecomputeOutcome | null>;
export async function recomputeBuildingMetrics(
  database: Database,
  buildingId: string,
  nowMs: number,
  ask: RecomputeAsk,
): Promise<RecomputeOutcome | 'fresh' | null>;
export async function recomputeBuildingMetrics(
  database: Database,
  buildingId: string,
  nowMs: number,
  ask: RecomputeAsk = {},
): Promise<RecomputeOutcome | 'fresh' | null> {
  let storedVersion: unknown;
  if (ask.requestedAtMs !== undefined || ask.keepToday) {
    const [computed, version] = await Promise.all([
      database.ref(`metrics/${buildingId}/computedAtMs`).get(),
      database.ref(`metrics/${buildingId}/inputVersion`).get(),
    ]);
    const stored: unknown = computed.val();
    const computedAtMs = typeof stored === 'number' ? stored : undefined;
    const { requestedAtMs } = ask;
    if (computedAtMs !== undefined && requestedAtMs !== undefined && computedAtMs >= requestedAtMs)
      return 'fresh';
    // Compared with the inputs once read (below): a request's figures from the same inputs, or
    // the nightly run's figures of the same day from the same inputs, are kept.
    const sameDay = computedAtMs !== undefined && utcDayOf(computedAtMs) === utcDayOf(nowMs);
    if (requestedAtMs !== undefined || sameDay) storedVersion = version.val();
  }
  const read = await readMetricsInput(database, buildingId, ask.building);
  if (!read) return null;
  // Inputs left out as invalid are told of by a recompute (`figuresFailed`), so they recompute.
  const unchanged =
    typeof storedVersion === 'string' &&
    read.skipped.length === 0 &&
    storedVersion === inputVersionOf(read.input);
  if (unchanged) {
    return 'fresh';
  }
  const { metrics } = await tellingFailure(database, buildingId, nowMs, () =>
    computeBuildingMetrics({ ...read.input, asOfMs: nowMs, computedAtMs: nowMs }),
  );
  if (read.skipped.length > 0) {
    await tellFiguresFailed(database, buildingId, 'invalidData', nowMs, read.skipped);
  }
  await valueWriter(database)(`metrics/${buildingId}`, metrics);
  await refreshUserCopies(database, USER_COPY_KINDS, buildingId, 'figures', {
    metrics,
    equipment: read.input.equipment,
    measures: read.input.measures,
  });
  await refreshBuildingShares(database, buildingId, nowMs, metrics);
  return {
    buildingId,
    inputVersion: metrics.inputVersion,
    computedAtMs: metrics.computedAtMs,
    skipped: read.skipped,
    peersWithoutFigures: Object.values(metrics.benchmarks.peerSet?.excluded ?? {}).filter(
      (reason) => reason === 'noFigures',
    ).length,
  };
}
