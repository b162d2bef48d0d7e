/**
 * A write's entries: one location per key of a multi-path update (`m` over WebSocket, `PATCH`
 * over REST), and the check that no key is at or below another.
 */
import type { Path } from '../tree/node.js';
import { childPath } from '../tree/node.js';

/** One location of a write: a path and export-format JSON (may contain `.sv`). */
export interface WriteEntry {
  readonly path: Path;
  readonly data: unknown;
  /** Set when the data is known to hold no `.sv` (saves a walk over large imports). */
  readonly plain?: boolean;
  /**
   * `path` joined with slashes, when the writer had it as text (a multi-path update's key, set
   * by {@link updateEntries} only: the keys of one update are distinct): {@link overlapOf} reads
   * it instead of joining the path again.
   */
  readonly key?: string;
}

const SLASH = 0x2f;

/** Whether a key of an update is its path joined with slashes (no empty segment to drop). */
const isJoinedPath = (relative: string): boolean =>
  relative.length > 0 &&
  relative.charCodeAt(0) !== SLASH &&
  relative.charCodeAt(relative.length - 1) !== SLASH &&
  !relative.includes('//');

/**
 * The entries of a multi-path update at `base` (`m` over WebSocket, `PATCH` over REST): one per
 * key, each key a path relative to `base`.
 */
export function updateEntries(
  base: Path,
  update: Record<string, unknown>,
  plain?: boolean,
): WriteEntry[] {
  const entries: WriteEntry[] = [];
  // The keys of a large update share their parents (`buildings/{id}`, `users/{uid}/buildings/{id}`):
  // each parent is split once.
  const parents = new Map<string, readonly string[]>();
  const above = base.length === 0 ? '' : `${base.join('/')}/`;
  for (const relative in update) {
    const path = childPathWithin(base, relative, parents);
    const data = update[relative];
    if (!isJoinedPath(relative)) entries.push(plain ? { path, data, plain } : { path, data });
    else {
      const key = above === '' ? relative : above + relative;
      entries.push(plain ? { path, data, plain, key } : { path, data, key });
    }
  }
  return entries;
}

/**
 * Two paths of a multi-path update of which the first is the second or above it, or null. The
 * Firebase SDKs refuse such an update before they send it, and Firebase documents no meaning for
 * one (its keys have no order): refused here too, over REST and WebSocket, so that no writer
 * comes to rely on the order in which this emulator applies the keys.
 */
export function overlapOf(entries: readonly WriteEntry[]): [Path, Path] | null {
  if (entries.length < 2) return null;
  // Keys kept as text are an update's own keys, so distinct, and a key can only be at or above a
  // deeper one: those of the deepest level need not be looked up (an import's commit is 46,615
  // entries of one depth and its report).
  let deepest = 0;
  for (const { path, key } of entries) {
    if (key === undefined) return overlapAmongAll(entries);
    if (path.length > deepest) deepest = path.length;
  }
  const shallower = new Map<string, Path>();
  for (const { path, key } of entries) if (path.length < deepest) shallower.set(key!, path);
  return shallower.size === 0
    ? null
    : firstBelow(
        entries.map((entry) => entry.key!),
        entries,
        shallower,
      );
}

/** {@link overlapOf} of entries some of which were not given as text: every path joined. */
function overlapAmongAll(entries: readonly WriteEntry[]): [Path, Path] | null {
  const byKey = new Map<string, Path>();
  const keys: string[] = [];
  for (const { path, key: given } of entries) {
    const key = given ?? path.join('/');
    const same = byKey.get(key);
    if (same) return [same, path];
    byKey.set(key, path);
    keys.push(key);
  }
  const root = byKey.get('');
  if (root) return [root, entries.find(({ path }) => path.length > 0)!.path];
  return firstBelow(keys, entries, byKey);
}

/**
 * The first of `keys` (joined paths of `entries`, in order) below one of `above`, with it. Each
 * key's ancestors are its prefixes up to a slash (a segment holds none): sliced, not joined
 * again segment by segment. Siblings share them: a parent none of whose prefixes is in `above`
 * is checked once.
 */
function firstBelow(
  keys: readonly string[],
  entries: readonly WriteEntry[],
  above: ReadonlyMap<string, Path>,
): [Path, Path] | null {
  const clear = new Set<string>();
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const last = key.lastIndexOf('/');
    if (last === -1) continue;
    const parent = key.slice(0, last);
    if (clear.has(parent)) continue;
    for (let slash = key.indexOf('/'); slash !== -1; slash = key.indexOf('/', slash + 1)) {
      const found = above.get(key.slice(0, slash));
      if (found) return [found, entries[index]!.path];
    }
    clear.add(parent);
  }
  return null;
}

/** The error of an update whose paths overlap ({@link overlapOf}). */
export function overlapMessage([above, below]: [Path, Path]): string {
  return `Invalid data; an update may not write both /${above.join('/')} and /${below.join('/')}, which is at or below it.`;
}

/**
 * `childPath(base, relative)`, its parent's segments taken from `parents` (and kept there) when
 * `relative` has one: a key of a multi-path update.
 */
function childPathWithin(
  base: Path,
  relative: string,
  parents: Map<string, readonly string[]>,
): string[] {
  const slash = relative.lastIndexOf('/');
  if (slash <= 0 || slash === relative.length - 1) return childPath(base, relative);
  const parent = relative.slice(0, slash);
  let above = parents.get(parent);
  if (above === undefined) {
    above = childPath(base, parent);
    parents.set(parent, above);
  }
  const path = above.slice();
  path.push(relative.slice(slash + 1));
  return path;
}
