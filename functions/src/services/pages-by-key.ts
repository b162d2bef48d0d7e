import type { Database } from 'firebase-admin/database';
import { storedObject } from '../shared/schemas/stored-object.js';
import type { RestDatabase } from './database-rest.js';

/**
 * Whether `failure` is the database refusing to answer a read over the size of one response:
 * 256 MB in production ("Size of a single response served by the database",
 * https://firebase.google.com/docs/database/usage/limits). The SDKs reject `get()` with the
 * server's reason as the message, "The data requested exceeds the maximum size that can be
 * accessed with a single request." (a listen's error is prefixed `too_big at /path:`).
 */
export function isReadTooLarge(failure: unknown): boolean {
  return (
    failure instanceof Error &&
    failure.message.includes('exceeds the maximum size that can be accessed')
  );
}

/**
 * The children of `path` in pages of at most `pageSize`, by key, each page `[key, value][]`: a
 * nightly pass over every building never holds the whole node in memory. The next page starts
 * after the last key of the one before, so children added or removed meanwhile are seen at most
 * once. With `startAfter`, the children after that key only (a pass resumed where it stopped).
 *
 * A page the database refuses for its size ({@link isReadTooLarge}: a few children that are
 * each large) is asked for again with half as many children, down to one; the pages after it
 * double again up to `pageSize`. Only a single child over the limit still fails.
 */
export async function* pagesByKey(
  database: Database,
  path: string,
  pageSize: number,
  startAfter: string | null = null,
): AsyncGenerator<[string, unknown][]> {
  let after = startAfter;
  let size = pageSize;
  for (;;) {
    const query = database.ref(path).orderByKey();
    let page;
    try {
      page = await (after === null ? query : query.startAfter(after)).limitToFirst(size).get();
    } catch (failure) {
      if (!isReadTooLarge(failure) || size === 1) throw failure;
      size = Math.max(1, Math.floor(size / 2));
      continue;
    }
    const batch: [string, unknown][] = [];
    page.forEach((child) => {
      if (child.key) batch.push([child.key, child.val()]);
    });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1]![0];
    size = Math.min(pageSize, size * 2);
  }
}

/**
 * A paged job one invocation may leave unfinished for the next (the nightly pass,
 * nightly-run.ts): it starts after the key `after`, asks `shouldStop` before each page, and tells
 * `onPage` the last key of each page it finished. `stopped` is set when `shouldStop` ended it.
 */
export interface Resumable {
  after?: string | null;
  shouldStop?: () => boolean;
  onPage?: (after: string) => Promise<void>;
  stopped?: boolean;
}

/**
 * Runs `work` on the children of `path`, a page of at most `pageSize` at a time by key
 * ({@link pagesByKey}), as `run` says ({@link Resumable}); answers false when it stopped first.
 */
export async function forEachPage(
  database: Database,
  path: string,
  pageSize: number,
  run: Resumable,
  work: (page: [string, unknown][]) => Promise<void>,
): Promise<boolean> {
  const pages = pagesByKey(database, path, pageSize, run.after ?? null);
  for (;;) {
    if (run.shouldStop?.()) {
      run.stopped = true;
      await pages.return(undefined);
      return false;
    }
    const next = await pages.next();
    if (next.done) return true;
    await work(next.value);
    await run.onPage?.(next.value[next.value.length - 1]![0]);
  }
}

/**
 * The keys of a node's children without their values: a shallow REST read (`shallow=true`),
 * which Firebase answers with each child as `true` ("work with large datasets without needing to
 * download everything"; https://firebase.google.com/docs/reference/rest/database). About 30 bytes
 * a child, so a node of a million children answers in ~30 MB, far below the 256 MB of one
 * response; a shallow read cannot be paged.
 */
export type ChildKeys = (path: string) => Promise<string[]>;

/** {@link ChildKeys} read through `rest`'s shallow GET. */
export function shallowChildKeys(rest: Pick<RestDatabase, 'get'>): ChildKeys {
  return async (path) => Object.keys(storedObject(await rest.get(path, { shallow: 'true' })));
}

/**
 * Runs `work` on `keys` (from {@link ChildKeys}) in their order, `pageSize` at a time, as `run`
 * says ({@link Resumable}: the keys after `after` only, `shouldStop` before each page, `onPage`
 * with each page's last key); answers false when it stopped first.
 */
export async function forEachKeyPage(
  keys: readonly string[],
  pageSize: number,
  run: Resumable,
  work: (page: string[]) => Promise<void>,
): Promise<boolean> {
  const after = run.after ?? null;
  const rest = keys.filter((key) => after === null || key > after).sort();
  for (let start = 0; start < rest.length; start += pageSize) {
    if (run.shouldStop?.()) {
      run.stopped = true;
      return false;
    }
    const page = rest.slice(start, start + pageSize);
    await work(page);
    await run.onPage?.(page[page.length - 1]!);
  }
  return true;
}
