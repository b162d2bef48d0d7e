import type { Database } from 'firebase-admin/database';
import { removeBuildingInvitations } from './invitations-store.js';

/**
 * Whether a write of `/buildings/{id}` changed what its figures are computed from: anything but
 * `members` (who may see a building changes no figure).
 */
export function inputsChanged(before: unknown, after: unknown): boolean {
  const withoutMembers = (value: unknown) => {
    if (value === null || typeof value !== 'object') return value ?? null;
    const { members: _members, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return (
    JSON.stringify(sorted(withoutMembers(before))) !== JSON.stringify(sorted(withoutMembers(after)))
  );
}

/** A JSON value with object keys in order, so that equal values serialise equally. */
function sorted(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sorted);
  return Object.fromEntries(
    Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/**
 * What functions derived from a building that is gone: its figures, its recompute dead letter
 * and its pending invitations (the summaries are removed by `syncBuildingSummaries`, which knows
 * the members).
 */
export async function removeBuildingDerivedData(
  database: Database,
  buildingId: string,
): Promise<void> {
  await database.ref().update({
    [`metrics/${buildingId}`]: null,
    [`recompute/deadLetters/${buildingId}`]: null,
  });
  await removeBuildingInvitations(database, buildingId);
}
