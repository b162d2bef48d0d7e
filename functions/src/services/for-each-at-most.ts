/**
 * Runs `work` on every item of `items`, at most `limit` at a time, each started as soon as an
 * earlier one is done, in the items' order; resolves when all are done. `work` handles its own
 * failures: one that rejects rejects the whole (the others already started still run).
 */
export async function forEachAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
}
