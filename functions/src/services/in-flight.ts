/**
 * `work` of each of `items`, at most `inFlight` at once, started in the items' order; the results
 * in that order. Rejects with the first failure (the work already started is left to finish).
 */
export async function mapInFlight<T, R>(
  items: readonly T[],
  inFlight: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
  return results;
}
