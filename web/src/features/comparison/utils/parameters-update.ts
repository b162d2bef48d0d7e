import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';

/**
 * The multi-path update that stores a building's comparison parameters: the whole node replaced
 * (an empty choice removes it), with `meta/updatedAtMs` so that the figures show as out of date
 * until the recompute the change starts has run. Empty sets are left out: the database keeps no
 * empty objects, and the rules ask every set to have children.
 */
export function comparisonParametersUpdate(
  buildingId: string,
  parameters: ComparisonParameters,
  nowMs: number,
): Record<string, unknown> {
  const stored: ComparisonParameters = {};
  if (parameters.buildingIds && Object.keys(parameters.buildingIds).length > 0) {
    stored.buildingIds = parameters.buildingIds;
  }
  if (parameters.subSystems && Object.keys(parameters.subSystems).length > 0) {
    stored.subSystems = parameters.subSystems;
  }
  if (parameters.monitoredEquipment && Object.keys(parameters.monitoredEquipment).length > 0) {
    stored.monitoredEquipment = parameters.monitoredEquipment;
  }
  if (parameters.additionalEquipment && Object.keys(parameters.additionalEquipment).length > 0) {
    stored.additionalEquipment = parameters.additionalEquipment;
  }
  const base = `buildings/${buildingId}`;
  return {
    [`${base}/comparison`]: Object.keys(stored).length > 0 ? stored : null,
    [`${base}/meta/updatedAtMs`]: nowMs,
  };
}

/** A set `{key: true}` from a list of keys, or undefined when the list is empty. */
export function keySetOf<K extends string>(
  keys: readonly K[],
): Partial<Record<K, true>> | undefined {
  if (keys.length === 0) return undefined;
  return Object.fromEntries(keys.map((key) => [key, true])) as Partial<Record<K, true>>;
}
