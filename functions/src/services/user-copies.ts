import type { Database } from 'firebase-admin/database';
import type { BuildingMetrics } from '../shared/schemas/metrics.js';
import { indexedMembers } from './portfolio-summaries.js';

/**
 * Per-user copies of what is derived from one building: `/{root}/{uid}/{buildingId}` for every
 * member whose portfolio lists the building, so a screen over the whole portfolio (Dashboard,
 * Search) reads one path per user instead of every building. The portfolio summaries
 * (portfolio-summaries.ts) are the first such copy; the kinds here follow the same membership
 * (docs/data-model.md, "Per-user copies").
 */

/** What changed: a building write, its equipment, its measures, or its recomputed figures. */
export type UserCopyInput = 'building' | 'equipment' | 'measures' | 'figures';

/** What the caller already has in hand, so a kind need not read it again. */
export interface UserCopyKnown {
  metrics?: BuildingMetrics;
  equipment?: unknown;
  measures?: unknown;
}

export interface UserCopyKind {
  /** Top-level path: copies live at `/{root}/{uid}/{buildingId}`. */
  root: string;
  /** The inputs whose change rebuilds the copy. */
  on: readonly UserCopyInput[];
  /**
   * The copy of `buildingId` (the same for every member; an object, or a packed string), or null
   * when there is none.
   */
  build(
    database: Database,
    buildingId: string,
    known?: UserCopyKnown,
  ): Promise<Record<string, unknown> | string | null>;
}

/** Every member's copy path of `buildingId` for each kind, with the copy (null removes it). */
async function writeCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  uids: Iterable<string>,
  known?: UserCopyKnown,
): Promise<void> {
  const members = [...uids];
  if (members.length === 0 || kinds.length === 0) return;
  const updates: Record<string, unknown> = {};
  const copies = await Promise.all(kinds.map((kind) => kind.build(database, buildingId, known)));
  kinds.forEach((kind, index) => {
    for (const uid of members) updates[`${kind.root}/${uid}/${buildingId}`] = copies[index] ?? null;
  });
  await database.ref().update(updates);
}

/** Removes `uid`'s copies of `buildingId` of every kind. */
export async function removeUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  uid: string,
  buildingId: string,
): Promise<void> {
  if (kinds.length === 0) return;
  await database
    .ref()
    .update(Object.fromEntries(kinds.map((kind) => [`${kind.root}/${uid}/${buildingId}`, null])));
}

/**
 * After `input` of `buildingId` changed: the kinds that follow it are rebuilt for every member
 * whose portfolio lists the building.
 */
export async function refreshUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  input: UserCopyInput,
  known?: UserCopyKnown,
): Promise<void> {
  const following = kinds.filter((kind) => kind.on.includes(input));
  if (following.length === 0) return;
  const members = await database.ref(`buildings/${buildingId}/members`).get();
  const uids = Object.keys((members.val() as Record<string, unknown> | null) ?? {});
  const indexed = await indexedMembers(database, buildingId, uids);
  await writeCopies(database, following, buildingId, indexed, known);
}

const membersOf = (building: unknown): string[] => {
  if (building === null || typeof building !== 'object') return [];
  const members = (building as Record<string, unknown>)['members'];
  return members && typeof members === 'object' ? Object.keys(members) : [];
};

/**
 * After a write of `/buildings/{buildingId}` (before/after as stored, null when absent): users
 * who are no longer members (all, when the building was deleted) lose their copies; a member
 * just added who lists it (the entry comes in the same write: database.rules.json) gets every
 * kind; the others get the kinds that follow the building rebuilt.
 */
export async function syncUserCopiesAfterBuildingWrite(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const stay = new Set(after === null ? [] : membersOf(after));
  const had = new Set(membersOf(before));
  const gone = [...had].filter((uid) => !stay.has(uid));
  await Promise.all(gone.map((uid) => removeUserCopies(database, kinds, uid, buildingId)));
  if (after === null) return;
  const added = [...stay].filter((uid) => !had.has(uid));
  if (added.length > 0) {
    await writeCopies(
      database,
      kinds,
      buildingId,
      await indexedMembers(database, buildingId, added),
    );
  }
  await refreshUserCopies(database, kinds, buildingId, 'building');
}

/** The nightly reconciliation of one building: every indexed member gets every kind rebuilt. */
export async function reconcileUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  building: unknown,
  known?: UserCopyKnown,
): Promise<number> {
  const indexed = await indexedMembers(database, buildingId, membersOf(building));
  await writeCopies(database, kinds, buildingId, indexed, known);
  return indexed.size;
}

/**
 * Removes copies whose building no longer exists (a safety net for the triggers), root by root.
 * Answers how many were removed.
 */
export async function removeOrphanUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  existing: ReadonlySet<string>,
): Promise<number> {
  const updates: Record<string, null> = {};
  for (const kind of kinds) {
    const users = await database.ref(kind.root).get();
    users.forEach((user) => {
      user.forEach((copy) => {
        if (user.key && copy.key && !existing.has(copy.key)) {
          updates[`${kind.root}/${user.key}/${copy.key}`] = null;
        }
      });
    });
  }
  if (Object.keys(updates).length > 0) await database.ref().update(updates);
  return Object.keys(updates).length;
}
