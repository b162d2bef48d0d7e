/**
 * An in-memory stand-in for the part of the Admin SDK's `Database` that handlers use:
 * `ref(path).get()` (with the snapshot's `key` and `forEach` over its children), the root's
 * multi-path `ref().update(values)`, `ref(path).set(value)` (kept in `updates` as one path) and
 * `ref(path).transaction(update)` (run once: nothing else writes in between), with the database's rules of storage (null removes, empty objects vanish,
 * overlapping paths in one update are refused).
 * Cast it where a `Database` is expected (`as unknown as Database`). `failUpdate` makes the
 * Nth update (1-based) throw without writing, for handlers tested with a failing write.
 */
export interface MemorySnapshot {
  key: string | null;
  val(): unknown;
  exists(): boolean;
  forEach(action: (child: MemorySnapshot) => boolean | void): boolean;
}

export interface MemoryDatabase {
  ref(path?: string): {
    get(): Promise<MemorySnapshot>;
    update(values: Record<string, unknown>): Promise<void>;
    set(value: unknown): Promise<void>;
    /** `update` answers the next value from the stored one; undefined leaves it as it is. */
    transaction(update: (current: unknown) => unknown): Promise<{ committed: boolean }>;
  };
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

function write(tree: unknown, parts: string[], value: unknown): unknown {
  if (parts.length === 0) return stored(value);
  const [head, ...rest] = parts as [string, ...string[]];
  const node: Tree = isTree(tree) ? { ...tree } : {};
  node[head] = write(node[head], rest, value);
  return stored(node);
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

export function memoryDatabase(
  initial: unknown = null,
  options: { failUpdate?: number } = {},
): MemoryDatabase {
  let root: unknown = stored(structuredClone(initial));
  const updates: Record<string, unknown>[] = [];
  const transactions: string[] = [];
  let attempts = 0;
  return {
    updates,
    transactions,
    data: () => structuredClone(root),
    ref: (path = '') => ({
      get: async () => {
        const value = structuredClone(read(root, segments(path)));
        return snapshotOf(segments(path).at(-1) ?? null, value);
      },
      set: async (value) => {
        root = write(root, segments(path), structuredClone(value));
        updates.push({ [path]: structuredClone(value) });
      },
      transaction: async (update) => {
        const next = update(structuredClone(read(root, segments(path))));
        if (next === undefined) return { committed: false };
        root = write(root, segments(path), structuredClone(next));
        transactions.push(path);
        return { committed: true };
      },
      update: async (values) => {
        attempts += 1;
        const paths = Object.keys(values).map((key) => [...segments(path), ...segments(key)]);
        for (const a of paths) {
          for (const b of paths) {
            if (a !== b && a.length < b.length && a.every((part, i) => part === b[i])) {
              throw new Error(`update: ${a.join('/')} is an ancestor of ${b.join('/')}`);
            }
          }
        }
        if (attempts === options.failUpdate) throw new Error(`update ${attempts} failed`);
        Object.values(values).forEach((value, index) => {
          root = write(root, paths[index]!, structuredClone(value));
        });
        updates.push(structuredClone(values));
      },
    }),
  };
}
