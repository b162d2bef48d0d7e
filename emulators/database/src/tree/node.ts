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
  /**
   * The clean JSON object this branch was written as (json-children.ts): its children are made
   * from it, and without a priority its JSON is this object. Never changed; absent on a branch a
   * write built or changed.
   */
  readonly json?: Readonly<Record<string, unknown>>;
}

/** The JSON object a branch was written as, when that is its JSON (no priority on it). */
export function storedJson(node: BranchNode): Readonly<Record<string, unknown>> | undefined {
  return node.priority === undefined ? node.json : undefined;
}

/** A path as its segments; the root is `[]`. */
export type Path = readonly string[];

/** Splits `/a/b/c` (leading, trailing and doubled slashes ignored) into segments. */
export function parsePath(path: string): string[] {
  const segments = path.split('/');
  return segments.includes('') ? segments.filter((segment) => segment.length > 0) : segments;
}

/** `parsePath(relative)` below `base`, e.g. one key of a multi-path update. */
export function childPath(base: Path, relative: string): string[] {
  const below = parsePath(relative);
  return base.length === 0 ? below : [...base, ...below];
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

/** The child `key` of `node`, or null (a leaf or a missing node has no children). */
export function childNode(node: TreeNode | null, key: string): TreeNode | null {
  return node?.kind === 'branch' ? (node.children.get(key) ?? null) : null;
}

/** Whether two nodes hold the same value, priorities included; shared subtrees by identity first. */
export function sameNode(a: TreeNode | null, b: TreeNode | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.kind !== b.kind || a.priority !== b.priority) return false;
  if (a.kind === 'leaf' || b.kind === 'leaf') {
    return a.kind === 'leaf' && b.kind === 'leaf' && a.value === b.value;
  }
  if (a.children.size !== b.children.size) return false;
  for (const [key, child] of a.children) {
    if (!sameNode(child, b.children.get(key) ?? null)) return false;
  }
  return true;
}

/**
 * Returns a new tree with `value` (or nothing, for null) at `path`. Ancestors that become empty
 * disappear; a leaf on the way is replaced by a branch. Unchanged subtrees are shared. The node
 * that was at `path`, if any, is added to `replaced`.
 */
export function setNode(
  root: TreeNode | null,
  path: Path,
  value: TreeNode | null,
  replaced?: TreeNode[],
): TreeNode | null {
  if (path.length === 0) {
    if (root !== null) replaced?.push(root);
    return value;
  }
  const [head, ...rest] = path as [string, ...string[]];
  const children = root?.kind === 'branch' ? root.children : undefined;
  const nextChild = setNode(children?.get(head) ?? null, rest, value, replaced);
  if (children?.get(head) === nextChild && root !== null) return root;
  const nextChildren = withChildren(children, [[head, nextChild]]);
  if (nextChildren.size === 0) return null;
  const priority = root?.kind === 'branch' ? root.priority : undefined;
  return priority === undefined
    ? { kind: 'branch', children: nextChildren }
    : { kind: 'branch', children: nextChildren, priority };
}

/**
 * `setNode` for many paths at once: the tree that setting each `[path, value]` in order gives,
 * copying each changed branch once for the whole batch instead of once per path (a 90,000-path
 * update used to copy the path from the root down 90,000 times). Undefined when the outcome
 * could depend on the order, which the caller then follows path by path: paths that overlap (one
 * at or below another), and deletes below a branch with a priority (applied in order, the branch
 * may empty mid-way and lose its priority). The nodes the writes replace are added to `replaced`
 * (nothing, when undefined is returned).
 */
export function setNodes(
  root: TreeNode | null,
  writes: readonly (readonly [Path, TreeNode | null])[],
  replaced?: TreeNode[],
): TreeNode | null | undefined {
  if (writes.length === 1) return setNode(root, writes[0]![0], writes[0]![1], replaced);
  const patch: Patch = new Map();
  let deletes = false;
  for (const [path, value] of writes) {
    if (path.length === 0) return undefined;
    let level = patch;
    for (let i = 0; i < path.length - 1; i++) {
      const below = level.get(path[i]!);
      if (below === undefined) {
        const next: Patch = new Map();
        level.set(path[i]!, next);
        level = next;
      } else if (below instanceof Map) level = below;
      else return undefined;
    }
    const last = path[path.length - 1]!;
    if (level.has(last)) return undefined;
    level.set(last, value);
    if (value === null) deletes = true;
  }
  const before = replaced?.length ?? 0;
  const result = applyPatch(root, patch, deletes, replaced);
  if (result !== ORDER_DEPENDENT) return result;
  if (replaced) replaced.length = before;
  return undefined;
}

/** Writes below one node: a child's new value, or writes below that child. */
type Patch = Map<string, TreeNode | null | Patch>;

const ORDER_DEPENDENT = Symbol('order-dependent');

function applyPatch(
  node: TreeNode | null,
  patch: Patch,
  deletes: boolean,
  replaced: TreeNode[] | undefined,
): TreeNode | null | typeof ORDER_DEPENDENT {
  const priority = node?.kind === 'branch' ? node.priority : undefined;
  if (deletes && priority !== undefined) return ORDER_DEPENDENT;
  const children = node?.kind === 'branch' ? node.children : undefined;
  const changes: [string, TreeNode | null][] = [];
  for (const [key, write] of patch) {
    const old = children?.get(key);
    let next: TreeNode | null;
    if (write instanceof Map) {
      const applied = applyPatch(old ?? null, write, deletes, replaced);
      if (applied === ORDER_DEPENDENT) return applied;
      next = applied;
    } else {
      next = write;
      if (old !== undefined) replaced?.push(old);
    }
    // As setNode: an unchanged child keeps its parent; a null written where nothing was does not.
    if (old !== next || node === null) changes.push([key, next]);
  }
  if (changes.length === 0) return node;
  const nextChildren = withChildren(children, changes);
  if (nextChildren.size === 0) return null;
  return priority === undefined
    ? { kind: 'branch', children: nextChildren }
    : { kind: 'branch', children: nextChildren, priority };
}

/** Branches with more children than this are copied persistently instead of as a whole Map. */
const PERSISTENT_THRESHOLD = 32;

/** `children` with each change applied in order (null removes the key). */
function withChildren(
  children: ReadonlyMap<string, TreeNode> | undefined,
  changes: readonly (readonly [string, TreeNode | null])[],
): ReadonlyMap<string, TreeNode> {
  if (
    children instanceof PersistentMap ||
    (children?.size ?? 0) + changes.length > PERSISTENT_THRESHOLD
  ) {
    const map: PersistentMap<TreeNode> =
      children instanceof PersistentMap ? children : PersistentMap.from(children ?? []);
    return map.withChanges(changes);
  }
  const next = new Map(children ?? []);
  for (const [key, child] of changes) {
    if (child === null) next.delete(key);
    else next.set(key, child);
  }
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
 * `format=export` and the SDK's `exportVal()` show them; without, they are dropped. A branch
 * written as clean JSON answers that very object (json-children.ts): callers must not change
 * what they get.
 */
export function toJSON(node: TreeNode | null, exportFormat = false): unknown {
  if (node === null) return null;
  if (node.kind === 'leaf') {
    return exportFormat && node.priority !== undefined
      ? { '.value': node.value, '.priority': node.priority }
      : node.value;
  }
  const stored = storedJson(node);
  if (stored !== undefined) return stored;
  const out: Record<string, unknown> = {};
  node.children.forEach((child, key) => {
    out[key] = toJSON(child, exportFormat);
  });
  if (exportFormat && node.priority !== undefined) out['.priority'] = node.priority;
  return out;
}
