import type { PvSystem, Renewables } from '@shared/schemas/stored/renewables';
import type { PvSystemRow } from '@shared/schemas/stored/wizard-renewables';

/** The stored P.V. systems as form rows, in display order (`order`, then key for ties). */
export function toFormRows(pvSystems: Renewables['pvSystems']): PvSystemRow[] {
  return Object.entries(pvSystems ?? {})
    .sort(([keyA, a], [keyB, b]) => a.order - b.order || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([pvId, { order: _order, ...system }]) => ({ pvId, ...system }));
}

/**
 * Form rows as the stored map `{pvId: system}`: existing keys are kept, new rows get `newId()`;
 * `order` is the list position. Empty fields and unset "Unknown" choices are left out, since the
 * database does not store `undefined` and `false` says nothing an absent flag does not.
 */
export function toKeyedMap(
  rows: readonly PvSystemRow[],
  newId: () => string,
): Record<string, PvSystem> {
  const map: Record<string, PvSystem> = {};
  rows.forEach(({ pvId, inclineUnknown, orientationUnknown, ...fields }, order) => {
    const system = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as unknown as Omit<PvSystem, 'order'>;
    map[pvId ?? newId()] = {
      ...system,
      ...(inclineUnknown ? { inclineUnknown: true } : {}),
      ...(orientationUnknown ? { orientationUnknown: true } : {}),
      order,
    };
  });
  return map;
}

/** The value of the Renewable Energy step for `/buildings/{id}/renewables` (`{}` when none). */
export function toRenewables(rows: readonly PvSystemRow[], newId: () => string): Renewables {
  return rows.length ? { pvSystems: toKeyedMap(rows, newId) } : {};
}

/** A database key for a new P.V. system (no `. # $ / [ ]`). */
export function newPvId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
