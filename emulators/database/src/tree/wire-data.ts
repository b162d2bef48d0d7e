import type { Path, TreeNode } from './node.js';
import { fromJSON } from './node.js';

/** Thrown for data or paths the database refuses (`invalid_data` on the wire, 400 over REST). */
export class InvalidDataError extends Error {
  override readonly name = 'InvalidDataError';
}

const MAX_DEPTH = 32;
const MAX_KEY_BYTES = 768;
const MAX_STRING_BYTES = 10 * 1024 * 1024;
// Keys may not contain . # $ / [ ] or ASCII control characters.
// eslint-disable-next-line no-control-regex
const INVALID_KEY = /[.#$/[\]\u0000-\u001f\u007f]/;

/** Checks one key against Firebase's key rules. */
export function isValidKey(key: string): boolean {
  return key.length > 0 && !INVALID_KEY.test(key) && Buffer.byteLength(key) <= MAX_KEY_BYTES;
}

/** Throws unless every segment is a valid key (a final `.priority` is allowed) and depth ≤ 32. */
export function assertValidPath(path: Path): void {
  if (path.length > MAX_DEPTH) throw new InvalidDataError('Path is more than 32 levels deep');
  path.forEach((segment, i) => {
    if (segment === '.priority' && i === path.length - 1) return;
    if (!isValidKey(segment)) throw new InvalidDataError(`Invalid key in path: ${segment}`);
  });
}

function check(json: unknown, depth: number): void {
  if (json === null || typeof json === 'boolean') return;
  if (typeof json === 'number') {
    if (!Number.isFinite(json)) throw new InvalidDataError('Numbers must be finite');
    return;
  }
  if (typeof json === 'string') {
    if (json.length > MAX_STRING_BYTES / 4 && Buffer.byteLength(json) > MAX_STRING_BYTES) {
      throw new InvalidDataError('String exceeds 10 MB');
    }
    return;
  }
  if (typeof json !== 'object') throw new InvalidDataError(`Unsupported value: ${typeof json}`);
  if (depth > MAX_DEPTH) throw new InvalidDataError('Data is more than 32 levels deep');
  for (const [key, child] of Object.entries(json as Record<string, unknown>)) {
    if (key === '.priority') {
      if (child !== null && typeof child !== 'string' && typeof child !== 'number') {
        throw new InvalidDataError('Priority must be a string or number');
      }
      continue;
    }
    if (key === '.value') {
      if (child !== null && typeof child === 'object') {
        throw new InvalidDataError('.value must be a primitive');
      }
      check(child, depth);
      continue;
    }
    if (key === '.sv') throw new InvalidDataError('Unresolved server value');
    if (!isValidKey(key)) throw new InvalidDataError(`Invalid key: ${key}`);
    check(child, depth + 1);
  }
}

/**
 * Validates export-format JSON from a client (keys, depth, types; server values resolved
 * already) and builds a tree from it. Arrays become objects keyed "0", "1"…
 */
export function parseWireData(json: unknown, depth = 0): TreeNode | null {
  check(json, depth);
  return fromJSON(json);
}
