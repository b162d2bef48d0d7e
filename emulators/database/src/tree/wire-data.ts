import type { LeafNode, Path, Priority, TreeNode } from './node.js';
import { jsonBranch } from './json-children.js';

/** Thrown for data or paths the database refuses (`invalid_data` on the wire, 400 over REST). */
export class InvalidDataError extends Error {
  override readonly name = 'InvalidDataError';
}

const MAX_DEPTH = 32;
const MAX_KEY_BYTES = 768;
const MAX_STRING_BYTES = 10 * 1024 * 1024;

function isInvalidKeyChar(code: number): boolean {
  // . # $ / [ ] and ASCII control characters.
  return (
    code < 0x20 ||
    code === 0x7f ||
    code === 0x2e ||
    code === 0x23 ||
    code === 0x24 ||
    code === 0x2f ||
    code === 0x5b ||
    code === 0x5d
  );
}

/**
 * What is wrong with a key under Firebase's key rules: `token` for an empty key or one holding
 * `. # $ / [ ]` or an ASCII control character, `length` for more than 768 UTF-8 bytes, or null.
 */
export function keyProblem(key: string): 'token' | 'length' | null {
  if (key.length === 0) return 'token';
  for (let i = 0; i < key.length; i++) if (isInvalidKeyChar(key.charCodeAt(i))) return 'token';
  return key.length <= MAX_KEY_BYTES / 4 || Buffer.byteLength(key) <= MAX_KEY_BYTES
    ? null
    : 'length';
}

/** Checks one key against Firebase's key rules. */
export function isValidKey(key: string): boolean {
  return keyProblem(key) === null;
}

/**
 * Keys of written objects found valid lately. Written data repeats its keys (an import's 46,615
 * buildings have the same 30 or so, 2.2 million in all): a lookup is about a quarter of the
 * check, as JSON.parse's keys carry their hash. Emptied when full, so unique keys cannot grow it.
 */
const validKeys = new Set<string>();
const VALID_KEYS_KEPT = 4096;

/** {@link isValidKey} for a key of written data, remembering the valid ones. */
function isValidDataKey(key: string): boolean {
  if (validKeys.has(key)) return true;
  if (keyProblem(key) !== null) return false;
  if (validKeys.size >= VALID_KEYS_KEPT) validKeys.clear();
  validKeys.add(key);
  return true;
}

/**
 * Why a path cannot be addressed (a final `.priority` is allowed), or null: the first invalid
 * key's problem, or `depth` beyond 32 levels.
 */
export function pathProblem(path: Path): 'token' | 'length' | 'depth' | null {
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (segment === '.priority' && i === path.length - 1) continue;
    const problem = keyProblem(segment);
    if (problem !== null) return problem;
  }
  return path.length > MAX_DEPTH ? 'depth' : null;
}

/** Throws unless every segment is a valid key (a final `.priority` is allowed) and depth ≤ 32. */
export function assertValidPath(path: Path): void {
  if (path.length > MAX_DEPTH) throw new InvalidDataError('Path is more than 32 levels deep');
  path.forEach((segment, i) => {
    if (segment === '.priority' && i === path.length - 1) return;
    if (!isValidKey(segment)) throw new InvalidDataError(`Invalid key in path: ${segment}`);
  });
}

/** Throws unless `json` is a primitive the database stores (finite numbers, strings ≤ 10 MB). */
function checkLeaf(json: unknown): asserts json is LeafNode['value'] {
  switch (typeof json) {
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(json)) throw new InvalidDataError('Numbers must be finite');
      return;
    case 'string':
      if (json.length > MAX_STRING_BYTES / 4 && Buffer.byteLength(json) > MAX_STRING_BYTES) {
        throw new InvalidDataError('String exceeds 10 MB');
      }
      return;
    default:
      throw new InvalidDataError(`Unsupported value: ${typeof json}`);
  }
}

/**
 * The two boolean leaves, shared by every write (nodes are never changed): an import's commit
 * writes 46,615 `true`s.
 */
const TRUE_LEAF: LeafNode = Object.freeze({ kind: 'leaf', value: true });
const FALSE_LEAF: LeafNode = Object.freeze({ kind: 'leaf', value: false });

function leaf(json: unknown): LeafNode {
  if (json === true) return TRUE_LEAF;
  if (json === false) return FALSE_LEAF;
  checkLeaf(json);
  return { kind: 'leaf', value: json };
}

function readPriority(value: unknown): Priority | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new InvalidDataError('Priority must be a string or number');
}

/** Counts the nodes {@link parseWireData} builds. */
export interface NodeCounter {
  nodes: number;
}

/**
 * What {@link build} answers for a clean object: valid keys and values, no null, no empty object,
 * no array, no priority, at most {@link JSON_BRANCH_MAX_KEYS} keys, and the same below. It is
 * left as it is, and its parent makes a branch over it (json-children.ts).
 */
const CLEAN = Symbol('clean');

/**
 * Objects with more keys are built into nodes: walking a parsed object's keys gets slower per key
 * as it grows (V8 keeps a large one as a dictionary: ~23 ns a key for 32 keys, ~70 for 1,000,
 * 350 for a million, against 9 ns for a `Map`), and a branch's keys are walked whenever it is
 * measured, answered through a query or written into.
 */
const JSON_BRANCH_MAX_KEYS = 1000;

/**
 * Validates `json` and builds its tree in one pass over it (each object's keys are read once).
 * A clean object is not built: {@link CLEAN}. An object found not clean builds its earlier
 * children then (the clean ones as branches over their JSON) and goes on building.
 */
function build(json: unknown, depth: number, counter: NodeCounter): TreeNode | null | typeof CLEAN {
  if (json === null || json === undefined) return null;
  if (typeof json !== 'object') {
    counter.nodes++;
    return leaf(json);
  }
  if (depth > MAX_DEPTH) throw new InvalidDataError('Data is more than 32 levels deep');
  const record = json as Record<string, unknown>;
  if ('.sv' in record) throw new InvalidDataError('Unresolved server value');
  const priority = readPriority(record['.priority']);
  if ('.value' in record) {
    const inner = record['.value'];
    if (inner !== null && typeof inner === 'object') {
      throw new InvalidDataError('.value must be a primitive');
    }
    const value = inner === null || inner === undefined ? null : leaf(inner);
    if (value === null) return null;
    counter.nodes++;
    return priority === undefined ? value : { ...value, priority };
  }
  const keys = Object.keys(record);
  let children: Map<string, TreeNode> | null =
    keys.length > JSON_BRANCH_MAX_KEYS || Array.isArray(record) || '.priority' in record
      ? new Map()
      : null;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key === '.priority') continue;
    if (!isValidDataKey(key)) throw new InvalidDataError(`Invalid key: ${key}`);
    const value = record[key];
    let child: TreeNode | null | typeof CLEAN;
    if (value !== null && typeof value === 'object') child = build(value, depth + 1, counter);
    else if (value === null || value === undefined) child = null;
    else {
      checkLeaf(value);
      counter.nodes++;
      if (children === null) continue;
      child = { kind: 'leaf', value };
    }
    if (children === null) {
      if (child === CLEAN) continue;
      children = builtBefore(record, keys, i);
    }
    if (child === CLEAN) child = jsonBranch(value as Record<string, unknown>);
    if (child !== null) children.set(key, child);
  }
  if (children === null) {
    if (keys.length === 0) return null;
    counter.nodes++;
    return CLEAN;
  }
  if (children.size === 0) return null;
  counter.nodes++;
  return priority === undefined
    ? { kind: 'branch', children }
    : { kind: 'branch', children, priority };
}

/** The nodes of the first `count` children of a clean object (checked and counted already). */
function builtBefore(
  record: Record<string, unknown>,
  keys: readonly string[],
  count: number,
): Map<string, TreeNode> {
  const children = new Map<string, TreeNode>();
  for (let j = 0; j < count; j++) {
    const key = keys[j]!;
    const value = record[key];
    children.set(
      key,
      typeof value === 'object'
        ? jsonBranch(value as Record<string, unknown>)
        : { kind: 'leaf', value: value as LeafNode['value'] },
    );
  }
  return children;
}

/**
 * Validates export-format JSON from a client (keys, depth, types; server values resolved
 * already) and builds a tree from it in one pass, as `fromJSON` would. Arrays become objects
 * keyed "0", "1"…; empty objects vanish. Adds the nodes built to `counter`. A clean object
 * (see {@link CLEAN}) becomes a branch over the object itself (json-children.ts), which is the
 * tree's from then on.
 */
export function parseWireData(
  json: unknown,
  depth = 0,
  counter: NodeCounter = { nodes: 0 },
): TreeNode | null {
  const built = build(json, depth, counter);
  return built === CLEAN ? jsonBranch(json as Record<string, unknown>) : built;
}
