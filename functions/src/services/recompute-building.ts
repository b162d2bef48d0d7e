import type { Database } from 'firebase-admin/database';
import { computeBuildingMetrics } from '../shared/domain/metrics/pipeline/compute-building-metrics.js';
import { USER_COPY_KINDS } from './user-copy-kinds.js';
import { refreshUserCopies } from './user-copies.js';
import { refreshBuildingShares } from './shares.js';
import { tellFiguresFailed, tellingFailure } from './messages-events.js';
import { readMetricsInput } from './metrics-input.js';

/**
 * The one recompute of a building's figures, whoever asks for it: the recompute queues
 * (`queues/recompute-tasks.ts`, fed by the triggers on a building, its equipment and its
 * measures and by the import's `requestRecomputes`, all through recompute-requests.ts), the
 * nightly run (nightly-recompute.ts) and the `recomputeBuilding` callable (a person's "Recompute
 * now"). Its steps: the figures already computed since the request are left as they are; the
 * inputs are read (metrics-input.ts), computed, and stored; then what follows the figures (the
 * per-user copies, the share links' snapshots) is refreshed.
 */

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
   * When the recompute was asked for: figures computed at or after it already read what it was
   * for (`metrics/{id}/computedAtMs`), and the building is left as it is (answer `'fresh'`).
   */
  requestedAtMs?: number;
}

/**
 * Recomputes one building and replaces `/metrics/{buildingId}` in one write (readers never see a
 * mix of old and new figures). Null when the building does not exist; `'fresh'` when figures
 * computed since `ask.requestedAtMs` are already stored.
 */
export async function recomputeBuildingMetrics(
  database: Database,
  buildingId: string,
  nowMs: number,
  ask?: RecomputeAsk & { requestedAtMs?: undefined },
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
  if (ask.requestedAtMs !== undefined) {
    const computed = (await database.ref(`metrics/${buildingId}/computedAtMs`).get()).val();
    if (typeof computed === 'number' && computed >= ask.requestedAtMs) return 'fresh';
  }
  const read = await readMetricsInput(database, buildingId, ask.building);
  if (!read) return null;
  const { metrics } = await tellingFailure(database, buildingId, nowMs, () =>
    computeBuildingMetrics({ ...read.input, asOfMs: nowMs, computedAtMs: nowMs }),
  );
  if (read.skipped.length > 0) {
    await tellFiguresFailed(database, buildingId, 'invalidData', nowMs, read.skipped);
  }
  await database.ref(`metrics/${buildingId}`).set(metrics);
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
