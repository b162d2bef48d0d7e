/**
 * An in-memory stand-in for the part of the Admin SDK's `Database` that handlers use:
 * `ref(path).get()` (with the snapshot's `key` and `forEach` over its children), the root's
 * multi-path `ref().update(values)`, `ref(path).set(value)` (kept in `updates` as one path) and
 * `ref(path).transaction(update)` (run on null first, as the SDK does, then on the stored value;
 * nothing else writes in between), with the database's rules of storage (null removes, empty objects vanish,
 * overlapping paths in one update are refused), and the key query of paging,
 * `ref(path).orderByKey()[.startAfter(key)].limitToFirst(n).get()`.
 * Cast it where a `Database` is expected (`as unknown as Database`). `failUpdate` makes the
 * Nth update (1-based) throw without writing, for handlers tested with a failing write;
 * `maxAnswerBytes` refuses a read whose JSON is longer, as the database refuses one over 256 MB.
 */
export interface MemorySnapshot {
  key: string | null;
  val(): unknown;
  exists(): boolean;
  forEach(action: (child: MemorySnapshot) => boolean | void): boolean;
}

export interface MemoryKeyQuery {
  startAfter(key: string): MemoryKeyQuery;
  limitToFirst(limit: number): MemoryKeyQuery;
  get(): Promise<MemorySnapshot>;
}

export interface MemoryDatabase {
  ref(path?: string): {
    get(): Promise<MemorySnapshot>;
    orderByKey(): MemoryKeyQuery;
    update(values: Record<string, unknown>): Promise<void>;
    set(value: unknown): Promise<void>;
    /** `update` answers the next value from the stored one; undefined leaves it as it is. */
    transaction(update: (current: unknown) => unknown): Promise<{ committed: boolean }>;
  };
  /** The keys of `path`'s children, as a shallow REST read answers them (`ChildKeys`). */
  childKeys(path: string): Promise<string[]>;
  /** The whole tree as stored now (a copy). */
  data(): unknown;
  /** Every update applied, in order. */
  readonly updates: Record<string, unknown>[];
  /** The path of every transaction that wrote, in order. */
  readonly transactions: string[];
}

type Tree = Record<string, unknown>;

const segments = (path: string): string[] => path.split('/').filter((part) => part !== '');

function isTree(value: unknown): value is Tree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value without nulls and empty objects, as the database would store it; null when empty. */
function stored(value: unknown): unknown {
  if (!isTree(value)) return value ?? null;
  const out: Tree = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = stored(child);
    if (kept !== null) out[key] = kept;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function read(tree: unknown, parts: string[]): unknown {
  let node = tree;
  for (const part of parts) {
    if (!isTree(node)) return null;
    node = node[part];
  }
  return node ?? null;
}

/**
 * `tree` (already as stored) with `value` at `parts`. Only the nodes on the path are copied and
 * tidied, each once for all the paths written with the same `copied` (one update's), so an
 * update costs its paths' depths and their parents' widths, not the whole tree's size.
 */
function write(
  tree: unknown,
  parts: string[],
  value: unknown,
  copied: WeakSet<Tree> = new WeakSet(),
): unknown {
  if (parts.length === 0) return stored(value);
  const [head, ...rest] = parts as [string, ...string[]];
  const node: Tree = !isTree(tree) ? {} : copied.has(tree) ? tree : { ...tree };
  copied.add(node);
  const child = write(node[head], rest, value, copied);
  if (child === null) delete node[head];
  else node[head] = child;
  return Object.keys(node).length > 0 ? node : null;
}

function snapshotOf(key: string | null, value: unknown): MemorySnapshot {
  return {
    key,
    val: () => value,
    exists: () => value !== null,
    forEach: (action) =>
      isTree(value) &&
      Object.keys(value)
        .sort()
        .some((child) => action(snapshotOf(child, value[child] ?? null)) === true),
  };
}

/** The database's answer to a read over its size (`isReadTooLarge` of pages-by-key.ts). */
export const MEMORY_READ_TOO_LARGE =
  'The data requested exceeds the maximum size that can be accessed with a single request.';

export function memoryDatabase(
  initial: unknown = null,
  options: { failUpdate?: number; maxAnswerBytes?: number } = {},
): MemoryDatabase {
  let root: unknown = stored(structuredClone(initial));
  const updates: Record<string, unknown>[] = [];
  const transactions: string[] = [];
  let attempts = 0;
  const answer = (path: string, found: unknown): MemorySnapshot => {
    const value = structuredClone(found);
    const bytes = JSON.stringify(value)?.length ?? 0;
    if (options.maxAnswerBytes !== undefined && bytes > options.maxAnswerBytes) {
      throw new Error(MEMORY_READ_TOO_LARGE);
    }
    return snapshotOf(segments(path).at(-1) ?? null, value);
  };
  const keyQuery = (
    path: string,
    range: { after: string | null; limit: number },
  ): MemoryKeyQuery => ({
    startAfter: (key) => keyQuery(path, { ...range, after: key }),
    limitToFirst: (limit) => keyQuery(path, { ...range, limit }),
    get: async () => {
      const node = read(root, segments(path));
      if (!isTree(node)) return answer(path, null);
      const keys = Object.keys(node)
        .sort()
        .filter((key) => range.after === null || key > range.after)
        .slice(0, range.limit);
      return answer(
        path,
        keys.length > 0 ? Object.fromEntries(keys.map((k) => [k, node[k]])) : null,
      );
    },
  });
  return {
    updates,
    transactions,
    data: () => structuredClone(root),
    childKeys: async (path) => {
      const node = read(root, segments(path));
      return isTree(node) ? Object.keys(node) : [];
    },
    ref: (path = '') => ({
      get: async () => answer(path, read(root, segments(path))),
      orderByKey: () => keyQuery(path, { after: null, limit: Infinity }),
      set: async (value) => {
        root = write(root, segments(path), structuredClone(value));
        updates.push({ [path]: structuredClone(value) });
      },
      transaction: async (update) => {
        // As the SDK does: first on what it holds (nothing, null), where an abort (undefined)
        // ends the transaction without asking the server; then on the stored value, unless null.
        let next = update(null);
        if (next === undefined) return { committed: false };
        const current = read(root, segments(path));
        if (current !== null) next = update(structuredClone(current));
        if (next === undefined) return { committed: false };
        root = write(root, segments(path), structuredClone(next));
        transactions.push(path);
        return { committed: true };
      },
      update: async (values) => {
        attempts += 1;
        const paths = Object.keys(values).map((key) => [...segments(path), ...segments(key)]);
        const written = new Set(paths.map((parts) => parts.join('/')));
        for (const parts of paths) {
          for (let depth = 1; depth < parts.length; depth++) {
            const ancestor = parts.slice(0, depth).join('/');
            if (written.has(ancestor)) {
              throw new Error(`update: ${ancestor} is an ancestor of ${parts.join('/')}`);
            }
          }
        }
        if (attempts === options.failUpdate) throw new Error(`update ${attempts} failed`);
        const copied = new WeakSet<Tree>();
        Object.values(values).forEach((value, index) => {
          root = write(root, paths[index]!, structuredClone(value), copied);
        });
        updates.push(structuredClone(values));
      },
    }),
  };
}
