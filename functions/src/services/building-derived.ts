import type { Database } from 'firebase-admin/database';
import { digestOf } from '../shared/domain/metrics/pipeline/stored-json.js';
import { removeBuildingInvitations } from './invitations-store.js';

/**
 * Whether a write of `/buildings/{id}` changed what its figures are computed from: anything but
 * `members` (who may see a building changes no figure). Compared by the digest that identifies a
 * version of a building's inputs (`digestOf`: key order, absent and null alike, numbers to 1e-6).
 */
export function inputsChanged(before: unknown, after: unknown): boolean {
  const withoutMembers = (value: unknown) => {
    if (value === null || typeof value !== 'object') return value ?? null;
    const { members: _members, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return digestOf(withoutMembers(before)) !== digestOf(withoutMembers(after));
}

/**
 * What functions derived from a building that is gone: its figures, its recompute dead letter
 * and its pending invitations (its per-user copies are removed by
 * `syncUserCopiesAfterBuildingWrite`, which knows the members).
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
