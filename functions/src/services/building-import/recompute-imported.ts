/**
 * The metrics of a building import's buildings, recomputed before the reply when the import is
 * small enough.
 */
import type { ImportReport } from '../../shared/schemas/building-import.js';

/**
 * Imports of up to this many buildings get their metrics recomputed before the reply (one
 * building takes tens of milliseconds); larger ones stay in the report's `pendingRecompute` for
 * the nightly `recomputeMetrics` run, which recomputes every building.
 */
export const RECOMPUTE_INLINE_MAX = 200;

/** Where the recompute runs and the report is updated (the import's dependencies). */
export interface RecomputeDependencies {
  /** Recomputes the metrics of these buildings; answers the ids whose recompute failed. */
  recompute?: (buildingIds: string[]) => Promise<string[]>;
  /** One multi-path update from the root, as JSON. */
  update(body: string): Promise<void>;
}

/**
 * Recomputes the imported buildings `ids` (at most {@link RECOMPUTE_INLINE_MAX}; none otherwise)
 * and stores in the report at `reportPath` the ones whose recompute failed as its
 * `pendingRecompute` (null: none); answers the reply with the same `pendingRecompute`.
 */
export async function recomputeImported(
  deps: RecomputeDependencies,
  ids: string[],
  reportPath: string,
  reply: ImportReport,
): Promise<ImportReport> {
  if (!deps.recompute || ids.length === 0 || ids.length > RECOMPUTE_INLINE_MAX) return reply;
  const failed = await deps.recompute(ids);
  const pending = failed.length
    ? Object.fromEntries(failed.map((id) => [id, true as const]))
    : null;
  await deps.update(JSON.stringify({ [`${reportPath}/pendingRecompute`]: pending }));
  const { pendingRecompute: _done, ...rest } = reply;
  return pending ? { ...rest, pendingRecompute: pending } : rest;
}
