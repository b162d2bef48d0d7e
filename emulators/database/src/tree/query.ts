import type { LeafValue, TreeNode } from './node.js';
import { getNode, parsePath } from './node.js';
import {
  MAX_NAME,
  MIN_NAME,
  compareKeys,
  compareNodeValues,
  comparePriorities,
  sortChildren,
  type Index,
} from './order.js';

/** A query object as the SDK sends it in `q` and `g` (see rtdb-protocol.md §6). */
export interface WireQuery {
  i?: string;
  sp?: unknown;
  sn?: string;
  sin?: boolean;
  ep?: unknown;
  en?: string;
  ein?: boolean;
  l?: number;
  vf?: 'l' | 'r';
}

/** A parsed query: index, optional bounds and limit. */
export interface QuerySpec {
  readonly index: Index;
  readonly start?: { value: unknown; name: string; inclusive: boolean };
  readonly end?: { value: unknown; name: string; inclusive: boolean };
  readonly limit?: { count: number; fromLeft: boolean };
}

/** Parses a wire query object; `{}` or undefined is the default (unfiltered) query. */
export function parseWireQuery(q: WireQuery | undefined | null): QuerySpec {
  const wire = q ?? {};
  const index: Index =
    wire.i === undefined
      ? { kind: 'priority' }
      : wire.i === '.key'
        ? { kind: 'key' }
        : wire.i === '.value'
          ? { kind: 'value' }
          : wire.i === '.priority'
            ? { kind: 'priority' }
            : { kind: 'child', path: parsePath(wire.i) };
  const spec: {
    index: Index;
    start?: QuerySpec['start'];
    end?: QuerySpec['end'];
    limit?: QuerySpec['limit'];
  } = { index };
  if ('sp' in wire || wire.sn !== undefined) {
    spec.start = {
      value: wire.sp ?? null,
      name: wire.sn ?? MIN_NAME,
      inclusive: wire.sin !== false,
    };
  }
  if ('ep' in wire || wire.en !== undefined) {
    spec.end = { value: wire.ep ?? null, name: wire.en ?? MAX_NAME, inclusive: wire.ein !== false };
  }
  if (typeof wire.l === 'number') spec.limit = { count: wire.l, fromLeft: wire.vf !== 'r' };
  return spec;
}

/** True when the query loads all children (no bounds, no limit): its result is the whole node. */
export function loadsAllData(spec: QuerySpec): boolean {
  return spec.start === undefined && spec.end === undefined && spec.limit === undefined;
}

function boundNode(value: unknown): TreeNode | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { kind: 'leaf', value: value as LeafValue };
  }
  return null;
}

/** Compares a child with a bound `(value, name)` under the query's index. */
function compareToBound(
  spec: QuerySpec,
  key: string,
  node: TreeNode,
  bound: { value: unknown; name: string },
): number {
  const { index } = spec;
  if (index.kind === 'key') {
    return compareKeys(key, typeof bound.value === 'string' ? bound.value : String(bound.value));
  }
  let cmp: number;
  if (index.kind === 'priority') {
    const p = bound.value;
    cmp = comparePriorities(
      node.priority,
      typeof p === 'string' || typeof p === 'number' ? p : undefined,
    );
  } else {
    const indexed = index.kind === 'child' ? getNode(node, index.path) : node;
    cmp = compareNodeValues(indexed, boundNode(bound.value));
  }
  return cmp !== 0 ? cmp : compareKeys(key, bound.name);
}

/**
 * The query's view of `node`: children sorted by the index, filtered by the bounds, cut to the
 * limit from the chosen side. Returns a branch holding only the matching children, or null.
 * A leaf is returned unchanged for a default query and as null otherwise.
 */
export function applyQuery(node: TreeNode | null, spec: QuerySpec): TreeNode | null {
  if (node === null || loadsAllData(spec)) return node;
  if (node.kind === 'leaf') return null;
  const { start, end, limit } = spec;
  // Bounds first, then sort what is left: an equalTo over 100,000 children sorts a handful.
  let entries: [string, TreeNode][] = [];
  node.children.forEach((child, key) => {
    if (start) {
      const c = compareToBound(spec, key, child, start);
      if (c < 0 || (c === 0 && !start.inclusive)) return;
    }
    if (end) {
      const c = compareToBound(spec, key, child, end);
      if (c > 0 || (c === 0 && !end.inclusive)) return;
    }
    entries.push([key, child]);
  });
  // Order decides only which children a limit keeps: the result is a JSON object either way,
  // whose order neither REST ("returned in an undefined order") nor the SDKs (which sort what
  // they receive) rely on. An equalTo over 46,000 matching children skips a 150 ms sort.
  if (limit) sortChildren(entries, spec.index);
  if (limit && entries.length > limit.count) {
    entries = limit.fromLeft
      ? entries.slice(0, limit.count)
      : entries.slice(entries.length - limit.count);
  }
  if (entries.length === 0) return null;
  if (entries.length === node.children.size) return node;
  return { kind: 'branch', children: new Map(entries) };
}

/** A stable identity for a wire query, to match `n` with its `q`. "" is the default listen. */
export function queryIdentity(q: WireQuery | undefined | null): string {
  if (!q) return '';
  const keys = Object.keys(q).sort();
  if (keys.length === 0) return '';
  return JSON.stringify(keys.map((k) => [k, (q as Record<string, unknown>)[k]]));
}
