import { storedJson, type TreeNode } from './node.js';

const ARRAY_INDEX = /^(0|[1-9]\d{0,9})$/;

/**
 * What Firebase's REST API does with array-like data: an object whose keys are all integers, with
 * more than half of the indices from 0 to the largest key present, is returned as an array (the
 * missing indices as null). The web SDK does the same in `val()`, so REST readers see the same
 * shape the SDK shows. Applies at every depth; not used for `format=export`.
 */
export function withFirebaseArrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  // Copied only where a child changes, so a large reply without arrays is walked, not rebuilt.
  let out: Record<string, unknown> | null = null;
  let count = 0;
  let indices = true;
  let largest = -1;
  for (const key in record) {
    count += 1;
    if (indices && ARRAY_INDEX.test(key)) largest = Math.max(largest, Number(key));
    else indices = false;
    const child = record[key];
    const converted = withFirebaseArrays(child);
    if (converted !== child) (out ??= { ...record })[key] = converted;
  }
  const result = out ?? record;
  if (count === 0 || !indices || count * 2 <= largest + 1) return result;
  const array: unknown[] = new Array<unknown>(largest + 1).fill(null);
  for (const key in result) array[Number(key)] = result[key];
  return array;
}

/**
 * `withFirebaseArrays(toJSON(node))` in one walk: the REST reply of a tree, array-like branches
 * as arrays. A key that does not start with a digit settles that its branch is an object, so
 * the 1.2 million keys of a 46,000-building reply are not each tested as an index.
 */
export function toRestJSON(node: TreeNode | null): unknown {
  if (node === null) return null;
  if (node.kind === 'leaf') return node.value;
  const stored = storedJson(node);
  if (stored !== undefined) return withFirebaseArrays(stored);
  const out: Record<string, unknown> = {};
  let indices = true;
  let largest = -1;
  node.children.forEach((child, key) => {
    out[key] = toRestJSON(child);
    if (!indices) return;
    const first = key.charCodeAt(0);
    if (first >= 0x30 && first <= 0x39 && ARRAY_INDEX.test(key)) {
      largest = Math.max(largest, Number(key));
    } else indices = false;
  });
  if (!indices || node.children.size * 2 <= largest + 1) return out;
  const array: unknown[] = new Array<unknown>(largest + 1).fill(null);
  for (const key in out) array[Number(key)] = out[key];
  return array;
}
