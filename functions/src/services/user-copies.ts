import type { Database } from 'firebase-admin/database';
import type { BuildingMetrics } from '../shared/schemas/derived/metrics.js';

/**
 * Per-user copies of what is derived from one building: `/{root}/{uid}/{buildingId}` for every
 * member whose portfolio lists the building (`/users/{uid}/buildings/{buildingId}`), so a screen
 * over the whole portfolio (Portfolio, Dashboard, Search) reads one path per user instead of
 * every building. The kinds are listed in user-copy-kinds.ts; the verbs here (after a building
 * write, after an input changed, the nightly reconciliation, the orphans) are the same for all
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

/**
 * A copy that is the same for every member: built once per building and written for every
 * member, with the other such kinds' copies, in one multi-path update.
 */
export interface SharedCopyKind {
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

/** How one member's stored copy changes: the next value from the stored one (null removes it). */
export type CopyUpdate = (stored: unknown) => unknown;

/**
 * A copy of each member's own (the portfolio summary carries the member's role), written member
 * by member in a transaction of the stored copy (so that figures it carries never go back). It
 * follows the building's writes (`copies`) and, when it carries figures, takes those of every
 * recompute into the copies that exist (`withFigures`) without being rebuilt from them.
 */
export interface MemberCopyKind {
  /** Top-level path: copies live at `/{root}/{uid}/{buildingId}`. */
  root: string;
  on: readonly 'building'[];
  /**
   * The updates of `uids`' copies for the building as stored (`building`): every one, or, given
   * the building `before` a write (null when it did not exist), only those that changed.
   */
  copies(
    database: Database,
    buildingId: string,
    uids: ReadonlySet<string>,
    building: unknown,
    before?: unknown,
  ): Promise<Map<string, CopyUpdate>>;
  /** After a recompute: the update of an existing copy by `metrics` (null: nothing to take). */
  withFigures?(metrics: BuildingMetrics): CopyUpdate | null;
}

export type UserCopyKind = SharedCopyKind | MemberCopyKind;

const isShared = (kind: UserCopyKind): kind is SharedCopyKind => 'build' in kind;
const memberKinds = (kinds: readonly UserCopyKind[]): MemberCopyKind[] =>
  kinds.filter((kind): kind is MemberCopyKind => !isShared(kind));

const membersOf = (building: unknown): string[] => {
  if (building === null || typeof building !== 'object') return [];
  const members = (building as Record<string, unknown>)['members'];
  return members && typeof members === 'object' ? Object.keys(members) : [];
};

/** The users among `uids` whose portfolio index lists `buildingId`. */
export async function indexedMembers(
  database: Database,
  buildingId: string,
  uids: Iterable<string>,
): Promise<Set<string>> {
  const indexed = new Set<string>();
  await Promise.all(
    [...new Set(uids)].map(async (uid) => {
      const entry = await database.ref(`users/${uid}/buildings/${buildingId}`).get();
      if (entry.exists()) indexed.add(uid);
    }),
  );
  return indexed;
}

/** The members' copies of `buildingId` of the shared kinds, in one multi-path update. */
async function writeSharedCopies(
  database: Database,
  kinds: readonly SharedCopyKind[],
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

/** Applies a member kind's updates, each member's copy in its own transaction. */
async function writeMemberCopies(
  database: Database,
  kind: MemberCopyKind,
  buildingId: string,
  updates: ReadonlyMap<string, CopyUpdate>,
): Promise<void> {
  await Promise.all(
    [...updates].map(([uid, update]) =>
      database.ref(`${kind.root}/${uid}/${buildingId}`).transaction(update),
    ),
  );
}

/** Every member kind's copies of `uids` as the building is stored (with `before`: changed ones). */
async function writeMemberKinds(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  uids: ReadonlySet<string>,
  building: unknown,
  before?: unknown,
): Promise<void> {
  await Promise.all(
    memberKinds(kinds).map(async (kind) =>
      writeMemberCopies(
        database,
        kind,
        buildingId,
        await kind.copies(database, buildingId, uids, building, before),
      ),
    ),
  );
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
 * After `input` of `buildingId` changed: the shared kinds that follow it are rebuilt for every
 * member whose portfolio lists the building; after a recompute (`figures`, with `known.metrics`)
 * the member kinds' existing copies take the figures. Member kinds follow the building's writes
 * through {@link syncUserCopiesAfterBuildingWrite}.
 */
export async function refreshUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  input: UserCopyInput,
  known?: UserCopyKnown,
): Promise<void> {
  const following = kinds.filter(
    (kind): kind is SharedCopyKind => isShared(kind) && kind.on.includes(input),
  );
  const metrics = input === 'figures' ? known?.metrics : undefined;
  const taking = metrics
    ? memberKinds(kinds).flatMap((kind) => {
        const update = kind.withFigures?.(metrics);
        return update ? [{ kind, update }] : [];
      })
    : [];
  if (following.length === 0 && taking.length === 0) return;
  const members = await database.ref(`buildings/${buildingId}/members`).get();
  const uids = Object.keys((members.val() as Record<string, unknown> | null) ?? {});
  const indexed = await indexedMembers(database, buildingId, uids);
  await Promise.all([
    ...taking.map(({ kind, update }) =>
      writeMemberCopies(database, kind, buildingId, new Map([...indexed].map((u) => [u, update]))),
    ),
    writeSharedCopies(database, following, buildingId, indexed, known),
  ]);
}

/** What {@link syncUserCopiesAfterBuildingWrite} found. */
export interface UserCopiesSynced {
  /** Members of the building as written whose portfolio lists it. */
  listedBy: number;
  /** Users who are no longer members (all, when the building was deleted): copies removed. */
  removedFor: number;
}

/**
 * After a write of `/buildings/{buildingId}` (before/after as stored, null when absent). Every
 * change of a portfolio entry comes with a write of the building (its creation, a member added or
 * removed, its deletion; database.rules.json allows no other), so this is the one writer of
 * copies after a change of membership:
 * - the member kinds' copies that changed are written for the members who list the building;
 * - users who are no longer members (all, when the building was deleted) lose every copy;
 * - a member just added who lists it (the entry comes in the same write) gets every shared kind,
 *   and the other members the shared kinds that follow the building, rebuilt.
 * The import writes the portfolio summaries of its new buildings in its commit, and their other
 * copies come from the recompute it asks for.
 */
export async function syncUserCopiesAfterBuildingWrite(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  before: unknown,
  after: unknown,
): Promise<UserCopiesSynced> {
  const stay = new Set(after === null ? [] : membersOf(after));
  const had = new Set(membersOf(before));
  const listed = await indexedMembers(database, buildingId, stay);
  await writeMemberKinds(database, kinds, buildingId, listed, after, before);
  const gone = [...had].filter((uid) => !stay.has(uid));
  await Promise.all(gone.map((uid) => removeUserCopies(database, kinds, uid, buildingId)));
  const synced = { listedBy: listed.size, removedFor: gone.length };
  if (after === null) return synced;
  const shared = kinds.filter(isShared);
  const added = [...stay].filter((uid) => !had.has(uid) && listed.has(uid));
  await writeSharedCopies(database, shared, buildingId, added);
  await refreshUserCopies(database, shared, buildingId, 'building');
  await removeCopiesOfUnlisted(database, kinds, buildingId, listed);
  return synced;
}

/**
 * Events of different functions run side by side: a late creation or update event may write
 * copies after the event of the building's deletion (or a member's removal) took them away. So
 * each listing member's entry is read again once they are written, and one who no longer lists
 * the building loses them; an entry removed after this read comes with a building write whose
 * event removes them later.
 */
async function removeCopiesOfUnlisted(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  listed: ReadonlySet<string>,
): Promise<void> {
  const still = await indexedMembers(database, buildingId, listed);
  const lost = [...listed].filter((uid) => !still.has(uid));
  await Promise.all(lost.map((uid) => removeUserCopies(database, kinds, uid, buildingId)));
}

/**
 * What the member kinds' copies are made of (`meta`, `general`, `members`), as stored now; null
 * when the building is gone.
 */
async function copyInputsNow(database: Database, buildingId: string): Promise<unknown> {
  const [meta, general, members] = await Promise.all(
    ['meta', 'general', 'members'].map(
      async (part) =>
        (await database.ref(`buildings/${buildingId}/${part}`).get()).val() as unknown,
    ),
  );
  return meta === null ? null : { meta, general, members };
}

/**
 * The nightly reconciliation of one building: every indexed member gets every kind rebuilt, from
 * the building as stored now, not as the pass's page read it (seconds before, with four
 * buildings of a page of 25 at a time: a summary made from that copy would undo an edit made
 * meanwhile, which its trigger had already copied). Answers how many members list the building
 * (none when it is gone).
 */
export async function reconcileUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  buildingId: string,
  known?: UserCopyKnown,
): Promise<number> {
  const building = await copyInputsNow(database, buildingId);
  if (building === null) return 0;
  const indexed = await indexedMembers(database, buildingId, membersOf(building));
  await writeMemberKinds(database, kinds, buildingId, indexed, building);
  await writeSharedCopies(database, kinds.filter(isShared), buildingId, indexed, known);
  return indexed.size;
}
