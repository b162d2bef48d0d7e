const ARRAY_INDEX = /^(0|[1-9]\d{0,9})$/;

/**
 * What Firebase's REST API does with array-like data: an object whose keys are all integers, with
 * more than half of the indices from 0 to the largest key present, is returned as an array (the
 * missing indices as null). The web SDK does the same in `val()`, so REST readers see the same
 * shape the SDK shows. Applies at every depth; not used for `format=export`.
 */
export function withFirebaseArrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) => [key, withFirebaseArrays(child)] as const,
  );
  if (entries.length > 0 && entries.every(([key]) => ARRAY_INDEX.test(key))) {
    const largest = Math.max(...entries.map(([key]) => Number(key)));
    if (entries.length * 2 > largest + 1) {
      const array: unknown[] = new Array<unknown>(largest + 1).fill(null);
      for (const [key, child] of entries) array[Number(key)] = child;
      return array;
    }
  }
  return Object.fromEntries(entries);
}
