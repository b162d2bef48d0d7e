/**
 * The database's data model: an immutable tree with structural sharing, so that a write builds a
 * new root while the old one stays valid (rules compare `data` with `newData`, listeners diff old
 * and new, transaction hashes read a consistent snapshot).
 *
 * A node is either a leaf (string, number or boolean) or a branch with at least one child; an
 * empty branch does not exist (it is `null` on the wire). Either may carry a priority, as in
 * Firebase (`.priority`).
 */
import { PersistentMap } from './persistent-map.js';

/** A stored primitive. */
export type LeafValue = string | number | boolean;
/** A node's priority (`.priority`). */
export type Priority = string | number;

/** Any stored node; `null` stands for "nothing here". */
export type TreeNode = LeafNode | BranchNode;

/** A primitive value, optionally with a priority. */
export interface LeafNode {
  readonly kind: 'leaf';
  readonly value: LeafValue;
  readonly priority?: Priority;
}

/**
 * A node with children. `children` is a plain Map for small branches and a {@link PersistentMap}
 * for large ones; read it only through the ReadonlyMap interface.
 */
export interface BranchNode {
  readonly kind: 'branch';
  /** Never empty. Keys are path segments (no '/', '.', '#', '$', '[', ']'). */
  readonly children: ReadonlyMap<string, TreeNode>;
  readonly priority?: Priority;
}

/** A path as its segments; the root is `[]`. */
export type Path = readonly string[];

/** Splits `/a/b/c` (leading, trailing and doubled slashes ignored) into segments. */
export function parsePath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The node at `path` below `node`, or null when nothing is stored there. */
export function getNode(node: TreeNode | null, path: Path): TreeNode | null {
  let current = node;
  for (const segment of path) {
    if (current === null || current.kind === 'leaf') return null;
    current = current.children.get(segment) ?? null;
  }
  return current;
}

/**
 * Returns a new tree with `value` (or nothing, for null) at `path`. Ancestors that become empty
 * disappear; a leaf on the way is replaced by a branch. Unchanged subtrees are shared.
 */
export function setNode(
  root: TreeNode | null,
  path: Path,
  value: TreeNode | null,
): TreeNode | null {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const children = root?.kind === 'branch' ? root.children : undefined;
  const nextChild = setNode(children?.get(head) ?? null, rest, value);
  if (children?.get(head) === nextChild && root !== null) return root;
  const nextChildren = withChild(children, head, nextChild);
  if (nextChildren.size === 0) return null;
  const priority = root?.kind === 'branch' ? root.priority : undefined;
  return priority === undefined
    ? { kind: 'branch', children: nextChildren }
    : { kind: 'branch', children: nextChildren, priority };
}

/** Branches with more children than this are copied persistently instead of as a whole Map. */
const PERSISTENT_THRESHOLD = 32;

function withChild(
  children: ReadonlyMap<string, TreeNode> | undefined,
  key: string,
  child: TreeNode | null,
): ReadonlyMap<string, TreeNode> {
  if (children instanceof PersistentMap || (children && children.size >= PERSISTENT_THRESHOLD)) {
    const map: PersistentMap<TreeNode> =
      children instanceof PersistentMap ? children : PersistentMap.from(children);
    return child === null ? map.delete(key) : map.set(key, child);
  }
  const next = new Map(children ?? []);
  if (child === null) next.delete(key);
  else next.set(key, child);
  return next;
}

/**
 * Builds a tree from JSON as the wire carries it: objects become branches (empty ones vanish),
 * `null` is nothing, `.value`/`.priority` keys carry a leaf's priority, `.priority` on an object
 * a branch's. Arrays are objects keyed "0", "1"…; `.sv` server values must be resolved first.
 */
export function fromJSON(json: unknown): TreeNode | null {
  if (json === null || json === undefined) return null;
  if (typeof json === 'string' || typeof json === 'number' || typeof json === 'boolean') {
    return { kind: 'leaf', value: json };
  }
  if (typeof json !== 'object') throw new TypeError(`Unsupported value type: ${typeof json}`);
  const record = json as Record<string, unknown>;
  const priority = readPriority(record['.priority']);
  if ('.value' in record) {
    const leaf = fromJSON(record['.value']);
    if (leaf === null) return null;
    return priority === undefined ? leaf : { ...leaf, priority };
  }
  const children = new Map<string, TreeNode>();
  for (const [key, child] of Object.entries(record)) {
    if (key === '.priority') continue;
    const node = fromJSON(child);
    if (node !== null) children.set(key, node);
  }
  if (children.size === 0) return null;
  return priority === undefined
    ? { kind: 'branch', children }
    : { kind: 'branch', children, priority };
}

function readPriority(value: unknown): Priority | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * Plain JSON of a node. With `exportFormat` priorities are kept (`.value`/`.priority`), as
 * `format=export` and the SDK's `exportVal()` show them; without, they are dropped.
 */
export function toJSON(node: TreeNode | null, exportFormat = false): unknown {
  if (node === null) return null;
  if (node.kind === 'leaf') {
    return exportFormat && node.priority !== undefined
      ? { '.value': node.value, '.priority': node.priority }
      : node.value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of node.children) out[key] = toJSON(child, exportFormat);
  if (exportFormat && node.priority !== undefined) out['.priority'] = node.priority;
  return out;
}
