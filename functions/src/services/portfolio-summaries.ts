import type { Database } from 'firebase-admin/database';
import {
  portfolioSummaryFor,
  portfolioSummaryPath,
  portfolioSummaryUpdates,
  type BuildingSummaryInputs,
} from '../shared/domain/portfolio-summary.js';

/**
 * Keeps `/portfolios/{uid}/{buildingId}` (one summary per building a user lists, read by the
 * portfolio with one listen) in line with the buildings, by the triggers in `triggers/` and the
 * nightly run. Pure decisions live in `shared/domain/portfolio-summary.ts`.
 */

type Raw = Record<string, unknown>;

/** The summary inputs (`meta`, `general`, `members`) of a stored building value, or null. */
export function summaryInputsOf(building: unknown): BuildingSummaryInputs | null {
  if (building === null || typeof building !== 'object') return null;
  const raw = building as Raw;
  return {
    meta: (raw['meta'] as BuildingSummaryInputs['meta']) ?? null,
    general: (raw['general'] as BuildingSummaryInputs['general']) ?? null,
    members: (raw['members'] as BuildingSummaryInputs['members']) ?? null,
  };
}

/** The members of `inputs` (before or after) whose portfolio index lists `buildingId`. */
async function indexedMembers(
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

/**
 * After a write of `/buildings/{buildingId}` (before/after: the stored values, null when absent):
 * writes the summaries that changed and removes those of users no longer members (all of them
 * when the building was deleted). Answers the number of paths written.
 */
export async function syncBuildingSummaries(
  database: Database,
  buildingId: string,
  before: unknown,
  after: unknown,
): Promise<number> {
  const inputsBefore = summaryInputsOf(before);
  const inputsAfter = summaryInputsOf(after);
  const indexed = await indexedMembers(
    database,
    buildingId,
    Object.keys(inputsAfter?.members ?? {}),
  );
  const updates = portfolioSummaryUpdates(buildingId, inputsBefore, inputsAfter, indexed);
  const count = Object.keys(updates).length;
  if (count > 0) await database.ref().update(updates);
  return count;
}

/**
 * After `/users/{uid}/buildings/{buildingId}` was written: the user's summary of that building
 * exists exactly while the entry does and the user is a member.
 */
export async function syncIndexEntrySummary(
  database: Database,
  uid: string,
  buildingId: string,
  listed: boolean,
): Promise<void> {
  const path = portfolioSummaryPath(uid, buildingId);
  if (!listed) {
    await database.ref(path).remove();
    return;
  }
  const [meta, general, role] = await Promise.all(
    ['meta', 'general', `members/${uid}`].map((part) =>
      database.ref(`buildings/${buildingId}/${part}`).get(),
    ),
  );
  const summary = portfolioSummaryFor(uid, buildingId, {
    meta: meta!.val() as BuildingSummaryInputs['meta'],
    general: general!.val() as BuildingSummaryInputs['general'],
    members: role!.exists() ? { [uid]: role!.val() as never } : null,
  });
  if (summary) await database.ref(path).set(summary);
  else await database.ref(path).remove();
}

/**
 * The nightly reconciliation of one building (already read): every indexed member gets the
 * summary it should have. Used by the nightly run, which also builds the summaries of buildings
 * written without triggers (the demo seed, firebase-tools imports).
 */
export async function reconcileBuildingSummaries(
  database: Database,
  buildingId: string,
  building: unknown,
): Promise<number> {
  const inputs = summaryInputsOf(building);
  const members = Object.keys(inputs?.members ?? {});
  const indexed = await indexedMembers(database, buildingId, members);
  const updates: Record<string, unknown> = {};
  for (const uid of indexed) {
    updates[portfolioSummaryPath(uid, buildingId)] = portfolioSummaryFor(uid, buildingId, inputs);
  }
  if (Object.keys(updates).length > 0) await database.ref().update(updates);
  return Object.keys(updates).length;
}

/**
 * Removes summaries whose building no longer exists or no longer lists the user (a safety net
 * for the triggers), paging through `/portfolios` user by user. Answers how many were removed.
 */
export async function removeOrphanSummaries(
  database: Database,
  existing: ReadonlySet<string>,
): Promise<number> {
  const users = await database.ref('portfolios').get();
  const updates: Record<string, null> = {};
  users.forEach((user) => {
    user.forEach((summary) => {
      if (user.key && summary.key && !existing.has(summary.key)) {
        updates[portfolioSummaryPath(user.key, summary.key)] = null;
      }
    });
  });
  if (Object.keys(updates).length > 0) await database.ref().update(updates);
  return Object.keys(updates).length;
}
