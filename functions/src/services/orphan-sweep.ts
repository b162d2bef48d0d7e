import type { Database } from 'firebase-admin/database';
import { storedObject } from '../shared/schemas/stored-object.js';
import { forEachKeyPage, forEachPage, type ChildKeys, type Resumable } from './pages-by-key.js';
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

/** Figures' keys looked at between two looks at `run.shouldStop` (one existence check each). */
export const METRICS_KEYS_A_PAGE = EXISTENCE_CHECKS_AT_ONCE;

/**
 * Removes `/metrics/{id}` of buildings that do not exist. The figures' keys come from one shallow
 * read (`childKeys`): paging through `/metrics` itself read every building's figures (tens of kB
 * each, ~2 GB a night at 100,000 buildings) only to learn their keys. The keys `seen` does not
 * hold are asked for again, {@link METRICS_KEYS_A_PAGE} at a time, and the orphans of each page
 * removed in one multi-path update. `run`: where to start and when to stop, for a pass over
 * several invocations.
 */
export async function removeOrphanMetrics(
  database: Database,
  childKeys: ChildKeys,
  seen: ReadonlySet<string>,
  run: Resumable = {},
): Promise<number> {
  let removed = 0;
  const keys = await childKeys('metrics');
  await forEachKeyPage(keys, METRICS_KEYS_A_PAGE, run, async (page) => {
    const unseen = page.filter((key) => !seen.has(key));
    const orphans = [...(await buildingsMissingNow(database, unseen))];
    if (orphans.length > 0) {
      await database
        .ref()
        .update(Object.fromEntries(orphans.map((key) => [`metrics/${key}`, null])));
      removed += orphans.length;
    }
  });
  return removed;
}

/** Users whose copies of one kind are read at once (halved for an answer over 256 MB). */
export const COPY_USERS_AT_ONCE = 50;

/** Bytes of paths in one removal update: far below the 16 MB of one SDK write. */
export const REMOVAL_UPDATE_BYTES = 1_000_000;

/**
 * Removes every kind's copies (`/{root}/{uid}/{buildingId}`) of buildings that do not exist (a
 * safety net for the triggers). Each root is read {@link COPY_USERS_AT_ONCE} users at a time
 * (`pagesByKey`, fewer when their copies are more than one answer may hold), never whole: the
 * copies of every user of a large database are more than the 256 MB the database answers at once,
 * and more than the function's memory. The buildings of a page the pass did not see are asked for
 * again (each once a run), and the copies of those still missing removed in updates of at most
 * {@link REMOVAL_UPDATE_BYTES} of paths (one update of them all would pass Firebase's 16 MB for
 * one SDK write past ~20,000 orphans with long keys). No trigger watches the copies' roots.
 * Answers how many were removed.
 */
export async function removeOrphanUserCopies(
  database: Database,
  kinds: readonly UserCopyKind[],
  seen: ReadonlySet<string>,
  usersAtOnce = COPY_USERS_AT_ONCE,
  run: Resumable = {},
): Promise<number> {
  /** Buildings the pass did not see, by whether they are stored now (asked once). */
  const storedNow = new Map<string, boolean>();
  let removed = 0;
  // A resumed sweep's cursor is `{root}/{uid}`: the kinds before that root are done.
  const [afterRoot, afterUid] = splitCursor(run.after);
  const from = Math.max(
    0,
    kinds.findIndex((kind) => kind.root === afterRoot),
  );
  const rest = kinds.slice(from);
  for (const [index, kind] of rest.entries()) {
    const kindRun: Resumable = {
      after: kind.root === afterRoot ? afterUid : null,
      ...(run.shouldStop ? { shouldStop: run.shouldStop } : {}),
      onPage: async (uid) => run.onPage?.(`${kind.root}/${uid}`),
    };
    await forEachPage(database, kind.root, usersAtOnce, kindRun, async (users) => {
      const unseen: { id: string; path: string }[] = [];
      for (const [uid, copies] of users) {
        for (const id of Object.keys(storedObject(copies))) {
          if (!seen.has(id)) unseen.push({ id, path: `${kind.root}/${uid}/${id}` });
        }
      }
      const unknown = [...new Set(unseen.map(({ id }) => id))].filter((id) => !storedNow.has(id));
      const missing = await buildingsMissingNow(database, unknown);
      for (const id of unknown) storedNow.set(id, !missing.has(id));
      const orphans = unseen.filter(({ id }) => storedNow.get(id) === false);
      removed += await removePaths(
        database,
        orphans.map(({ path }) => path),
      );
    });
    if (kindRun.stopped) {
      run.stopped = true;
      break;
    }
    // The next kind from its start: a resumed sweep does not go over this one again.
    const next = rest[index + 1];
    if (next) await run.onPage?.(next.root);
  }
  return removed;
}

/** `{root}/{uid}` of a resumed copies' sweep, as [root, uid]; [null, null] from the start. */
function splitCursor(after: string | null | undefined): [string | null, string | null] {
  if (!after) return [null, null];
  const slash = after.indexOf('/');
  return slash < 0 ? [after, null] : [after.slice(0, slash), after.slice(slash + 1)];
}

/** Removes `paths` in updates of at most {@link REMOVAL_UPDATE_BYTES} of paths; answers how many. */
async function removePaths(database: Database, paths: readonly string[]): Promise<number> {
  let batch: Record<string, null> = {};
  let bytes = 0;
  const send = async () => {
    if (bytes === 0) return;
    await database.ref().update(batch);
    batch = {};
    bytes = 0;
  };
  for (const path of paths) {
    // The path's JSON in the update (`"path":null,`), UTF-8 counted as at most 3 bytes a unit.
    const pathBytes = path.length * 3 + 8;
    if (bytes + pathBytes > REMOVAL_UPDATE_BYTES) await send();
    batch[path] = null;
    bytes += pathBytes;
  }
  await send();
  return paths.length;
}
