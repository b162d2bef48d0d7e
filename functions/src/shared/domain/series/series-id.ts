/*
 * The key of a historized series under `/series/{buildingId}` (spec 2.7 "Data uploads"), shared
 * by the `series` function that stores uploads, the wizard that reads them and the demo seed.
 */

/**
 * The id of the series of a scope (and its equipment) under `/series/{buildingId}`: one series
 * per scope and equipment, so a new upload for it adds to, or replaces months of, the same series.
 */
export function seriesIdFor(scope: string, equipmentId?: string): string {
  return equipmentId === undefined ? scope : `${scope}~${equipmentId}`;
}
