import type { Database } from 'firebase-admin/database';

/**
 * The children of `path` in pages of at most `pageSize`, by key, each page `[key, value][]`: a
 * nightly pass over every building never holds the whole node in memory. The next page starts
 * after the last key of the one before, so children added or removed meanwhile are seen at most
 * once.
 */
export async function* pagesByKey(
  database: Database,
  path: string,
  pageSize: number,
): AsyncGenerator<[string, unknown][]> {
  let after: string | null = null;
  for (;;) {
    const query = database.ref(path).orderByKey();
    const page = await (after === null ? query : query.startAfter(after))
      .limitToFirst(pageSize)
      .get();
    const batch: [string, unknown][] = [];
    page.forEach((child) => {
      if (child.key) batch.push([child.key, child.val()]);
    });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < pageSize) return;
    after = batch[batch.length - 1]![0];
  }
}
