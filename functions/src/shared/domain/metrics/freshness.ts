/*
 * Whether stored figures are out of date. The pipeline stores `inputVersion` as
 * `<meta.updatedAtMs>-<digest>` (`inputVersionOf`): the building's last update time when the
 * figures were computed, then a digest of everything they were computed from. The figures are out
 * of date once the building's `meta.updatedAtMs` is later than that time. The marker needs no
 * change when database triggers recompute after each change: a recompute stores the building's
 * current update time, so figures show as out of date only until it has run.
 */

const INPUT_VERSION = /^(\d+)-[0-9a-f]{8}$/;

/**
 * The building's `meta.updatedAtMs` (ms since the epoch) that figures with this `inputVersion`
 * were computed from; undefined when the text is not an input version.
 */
export function metricsInputUpdatedAtMs(inputVersion: string): number | undefined {
  const match = INPUT_VERSION.exec(inputVersion);
  if (!match) return undefined;
  const ms = Number(match[1]);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/**
 * True when the building changed after the figures were computed: its `meta.updatedAtMs` is later
 * than the one in the figures' `inputVersion`. A building without an update time counts as 0, as
 * in `inputVersionOf`; an unreadable input version counts as out of date (a recompute rewrites it).
 */
export function isMetricsStale(
  inputVersion: string,
  buildingUpdatedAtMs: number | undefined,
): boolean {
  const computedFrom = metricsInputUpdatedAtMs(inputVersion);
  if (computedFrom === undefined) return true;
  return (buildingUpdatedAtMs ?? 0) > computedFrom;
}
