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

function leaf(json: unknown): LeafNode | null {
  switch (typeof json) {
    case 'boolean':
      return { kind: 'leaf', value: json };
    case 'number':
      if (!Number.isFinite(json)) throw new InvalidDataError('Numbers must be finite');
      return { kind: 'leaf', value: json };
    case 'string':
      if (json.length > MAX_STRING_BYTES / 4 && Buffer.byteLength(json) > MAX_STRING_BYTES) {
        throw new InvalidDataError('String exceeds 10 MB');
      }
      return { kind: 'leaf', value: json };
    default:
      throw new InvalidDataError(`Unsupported value: ${typeof json}`);
  }
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

function build(json: unknown, depth: number, counter: NodeCounter): TreeNode | null {
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
  const children = new Map<string, TreeNode>();
  for (const key in record) {
    if (key === '.priority') continue;
    if (!isValidKey(key)) throw new InvalidDataError(`Invalid key: ${key}`);
    const child = build(record[key], depth + 1, counter);
    if (child !== null) children.set(key, child);
  }
  if (children.size === 0) return null;
  counter.nodes++;
  return priority === undefined
    ? { kind: 'branch', children }
    : { kind: 'branch', children, priority };
}

/**
 * The nodes of `json` at `depth` when it is clean, -1 when it is not: a clean value is a valid
 * primitive or an object (not an array) of valid keys whose values are all clean, so that its
 * tree is the object as it is (no null or empty object to leave out, no priority, no array to
 * key by index). Anything else, invalid data included, is -1 and left to {@link build}, which
 * says what is wrong.
 */
function cleanNodes(json: unknown, depth: number): number {
  switch (typeof json) {
    case 'string':
      return json.length > MAX_STRING_BYTES / 4 ? -1 : 1;
    case 'number':
      return Number.isFinite(json) ? 1 : -1;
    case 'boolean':
      return 1;
    case 'object':
      break;
    default:
      return -1;
  }
  if (json === null || Array.isArray(json) || depth > MAX_DEPTH) return -1;
  const record = json as Record<string, unknown>;
  let nodes = 1;
  for (const key in record) {
    if (!isValidKey(key)) return -1;
    const below = cleanNodes(record[key], depth + 1);
    if (below < 0) return -1;
    nodes += below;
  }
  return nodes > 1 ? nodes : -1;
}

/**
 * Validates export-format JSON from a client (keys, depth, types; server values resolved
 * already) and builds a tree from it in one pass, as `fromJSON` would. Arrays become objects
 * keyed "0", "1"…; empty objects vanish. Adds the nodes built to `counter`. A clean object
 * ({@link cleanNodes}) becomes a branch over the object itself (json-children.ts), which is the
 * tree's from then on.
 */
export function parseWireData(
  json: unknown,
  depth = 0,
  counter: NodeCounter = { nodes: 0 },
): TreeNode | null {
  if (typeof json === 'object' && json !== null) {
    const nodes = cleanNodes(json, depth);
    if (nodes > 0) {
      counter.nodes += nodes;
      return jsonBranch(json as Record<string, unknown>);
    }
  }
  return build(json, depth, counter);
}
