import type { Database } from 'firebase-admin/database';
import { pagesByKey } from './pages-by-key.js';
import type { UserCopyKind } from './user-copies.js';

/**
 * The nightly run's last step (`nightly-recompute.ts`): what deleted buildings left behind, their
 * figures (`/metrics`, which a client's delete cannot reach) and their per-user copies, removed.
 *
 * The run knows the buildings it paged through (`seen`), but it takes minutes, and a building
 * created meanwhile (an import, the wizard) is not among them, while its portfolio summary,
 * written with it, and its figures, written just after, are: the run would take them for orphans
 * and remove them, and the building would vanish from its owner's Portfolio, Search and Dashboard
 * (an import's three buildings once did, in a journey running beside the pass). So what `seen`
 * does not hold is asked for again just before it is removed (`buildingsMissingNow`): a building
 * id is never used twice, and nothing writes a building's copies or figures before the building
 * itself, so what is still missing then is an orphan.
 */

/** Buildings asked for at once by {@link buildingsMissingNow}. */
export const EXISTENCE_CHECKS_AT_ONCE = 500;

/**
 * Those of `candidates` that are not stored now: no `/buildings/{id}/meta`, which every stored
 * building has (the rules require `meta` and `members`).
 */
export async function buildingsMissingNow(
  database: Database,
  candidates: Iterable<string>,
): Promise<Set<string>> {
  const ids = [...new Set(candidates)];
  const missing = new Set<string>();
  for (let start = 0; start < ids.length; start += EXISTENCE_CHECKS_AT_ONCE) {
    const checked = await Promise.all(
      ids.slice(start, start + EXISTENCE_CHECKS_AT_ONCE).map(async (id) => ({
        id,
        exists: (await database.ref(`buildings/${id}/meta`).get()).exists(),
      })),
    );
    for (const { id, exists } of checked) if (!exists) missing.add(id);
  }
  return missing;
}

/**
 * Removes `/metrics/{id}` of buildings that do not exist: pages through `/metrics` by key like
 * the recompute, and removes the orphans of each page, asked for again, in one multi-path update.
 */
export async function removeOrphanMetrics(
  database: Database,
  seen: ReadonlySet<string>,
  batchSize: number,
): Promise<number> {
  let removed = 0;
  for await (const page of pagesByKey(database, 'metrics', batchSize)) {
    const unseen = page.map(([key]) => key).filter((key) => !seen.has(key));
    const orphans = [...(await buildingsMissingNow(database, unseen))];
    if (orphans.length > 0) {
      await database
        .ref()
        .update(Object.fromEntries(orphans.map((key) => [`metrics/${key}`, null])));
      removed += orphans.length;
    }
  }
  return removed;
}

/**
 * Removes every kind's copies (`/{root}/{uid}/{buildingId}`) of buildings that do not exist (a
 * safety net for the triggers), asked for again {@link EXISTENCE_CHECKS_AT_ONCE} buildings at a
 * time, each time in one multi-path update: a few hundred kB at most, however many orphans there
 * are (one update of them all would pass Firebase's 16 MB for one SDK write past ~20,000 orphans
 * with long keys). No trigger watches the copies' roots. Answers how many were removed.
 */
export async function removeOrphanUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  seen: ReadonlySet<string>,
): Promise<number> {
  /** The copies of each building the pass did not see, by building id. */
  const unseen = new Map<string, string[]>();
  for (const kind of kinds) {
    const users = await database.ref(kind.root).get();
    users.forEach((user) => {
      user.forEach((copy) => {
        if (!user.key || !copy.key || seen.has(copy.key)) return;
        const paths = unseen.get(copy.key) ?? [];
        paths.push(`${kind.root}/${user.key}/${copy.key}`);
        unseen.set(copy.key, paths);
      });
    });
  }
  const ids = [...unseen.keys()];
  let removed = 0;
  for (let start = 0; start < ids.length; start += EXISTENCE_CHECKS_AT_ONCE) {
    const missing = await buildingsMissingNow(
      database,
      ids.slice(start, start + EXISTENCE_CHECKS_AT_ONCE),
    );
    const orphans = [...missing].flatMap((id) => unseen.get(id) ?? []);
    if (orphans.length === 0) continue;
    await database.ref().update(Object.fromEntries(orphans.map((path) => [path, null])));
    removed += orphans.length;
  }
  return removed;
}
