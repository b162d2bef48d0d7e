/**
 * A persistent (immutable, structurally shared) string-keyed map: a hash array mapped trie.
 * `set`/`delete` return a new map in O(log32 n) and share everything else, so writing one child
 * of a branch with 100,000 children does not copy the other 99,999 (a plain Map copy would).
 * Iteration order is by hash, not insertion; nothing in the database depends on that order.
 */
interface Entry<V> {
  readonly key: string;
  readonly value: V;
  readonly hash: number;
}

interface Trie<V> {
  readonly bitmap: number;
  readonly slots: readonly Slot<V>[];
}

type Slot<V> = Entry<V> | Trie<V> | Entry<V>[];

const BITS = 5;
const MASK = 31;

function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function isTrie<V>(slot: Slot<V>): slot is Trie<V> {
  return !Array.isArray(slot) && 'bitmap' in slot;
}

const EMPTY_TRIE: Trie<never> = { bitmap: 0, slots: [] };

function pair<V>(a: Entry<V>, b: Entry<V>, shift: number): Slot<V> {
  if (shift >= 32) return [a, b];
  const ia = (a.hash >>> shift) & MASK;
  const ib = (b.hash >>> shift) & MASK;
  if (ia === ib) return { bitmap: 1 << ia, slots: [pair(a, b, shift + BITS)] };
  return { bitmap: (1 << ia) | (1 << ib), slots: ia < ib ? [a, b] : [b, a] };
}

interface MutableTrie<V> {
  bitmap: number;
  slots: Slot<V>[];
}

/**
 * A trie node to change: `trie` itself when the current batch made it (nobody else holds it), else
 * a copy, which the batch then owns. Outside a batch (`fresh` null) always a copy.
 */
function editable<V>(trie: Trie<V>, fresh: Set<Trie<V>> | null): MutableTrie<V> {
  if (fresh?.has(trie)) return trie as MutableTrie<V>;
  const copy: MutableTrie<V> = { bitmap: trie.bitmap, slots: [...trie.slots] };
  fresh?.add(copy);
  return copy;
}

/** `slots` with `slot` inserted at `index` (in place: a trie the batch owns). */
function insertSlot<V>(slots: Slot<V>[], index: number, slot: Slot<V>): void {
  let at = slots.length;
  slots.push(slot);
  for (; at > index; at--) slots[at] = slots[at - 1]!;
  slots[index] = slot;
}

/** Entries {@link put} added: 1, or 0 when it replaced one (read after each call). */
let added = 0;

/** The trie with `entry` put in (its size grown by {@link added}), or the same trie when nothing changed. */
function put<V>(
  trie: Trie<V>,
  entry: Entry<V>,
  shift: number,
  fresh: Set<Trie<V>> | null,
): Trie<V> {
  const bit = 1 << ((entry.hash >>> shift) & MASK);
  const index = popcount(trie.bitmap & (bit - 1));
  if ((trie.bitmap & bit) === 0) {
    const out = editable(trie, fresh);
    insertSlot(out.slots, index, entry);
    out.bitmap |= bit;
    added = 1;
    return out;
  }
  const slot = trie.slots[index]!;
  let next: Slot<V>;
  added = 0;
  if (isTrie(slot)) {
    const child = put(slot, entry, shift + BITS, fresh);
    // The same child is either unchanged or, within a batch, changed in place.
    if (child === slot) return trie;
    next = child;
  } else if (Array.isArray(slot)) {
    const at = slot.findIndex((e) => e.key === entry.key);
    next = at < 0 ? [...slot, entry] : slot.map((e, i) => (i === at ? entry : e));
    added = at < 0 ? 1 : 0;
  } else if (slot.key === entry.key) {
    if (slot.value === entry.value) return trie;
    next = entry;
  } else {
    next = pair(slot, entry, shift + BITS);
    added = 1;
  }
  const out = editable(trie, fresh);
  out.slots[index] = next;
  return out;
}

function remove<V>(
  trie: Trie<V>,
  key: string,
  hash: number,
  shift: number,
  fresh: Set<Trie<V>> | null,
): Trie<V> | null {
  const bit = 1 << ((hash >>> shift) & MASK);
  if ((trie.bitmap & bit) === 0) return trie;
  const index = popcount(trie.bitmap & (bit - 1));
  const slot = trie.slots[index]!;
  let next: Slot<V> | null;
  if (isTrie(slot)) {
    const child = remove(slot, key, hash, shift + BITS, fresh);
    if (child === slot && !fresh?.has(slot)) return trie;
    next = child && child.slots.length === 1 && !isTrie(child.slots[0]!) ? child.slots[0]! : child;
  } else if (Array.isArray(slot)) {
    const rest = slot.filter((e) => e.key !== key);
    if (rest.length === slot.length) return trie;
    next = rest.length === 1 ? rest[0]! : rest;
  } else {
    if (slot.key !== key) return trie;
    next = null;
  }
  const out = editable(trie, fresh);
  if (next === null) {
    out.slots.splice(index, 1);
    if (out.slots.length === 0) return null;
    out.bitmap &= ~bit;
    return out;
  }
  out.slots[index] = next;
  return out;
}

function lookup<V>(root: Trie<V>, key: string, hash: number): V | undefined {
  let slot: Slot<V> = root;
  for (let shift = 0; ; shift += BITS) {
    if (isTrie(slot)) {
      const bit = 1 << ((hash >>> shift) & MASK);
      if ((slot.bitmap & bit) === 0) return undefined;
      slot = slot.slots[popcount(slot.bitmap & (bit - 1))]!;
    } else if (Array.isArray(slot)) {
      return slot.find((e) => e.key === key)?.value;
    } else {
      return slot.key === key ? slot.value : undefined;
    }
  }
}

/** Calls `visit` for every entry, without the generators' cost (a 93,000-entry walk: 10×). */
function visitAll<V>(slot: Slot<V>, visit: (entry: Entry<V>) => void): void {
  if (isTrie(slot)) for (const inner of slot.slots) visitAll(inner, visit);
  else if (Array.isArray(slot)) for (const entry of slot) visit(entry);
  else visit(slot);
}

function* walk<V>(slot: Slot<V>): Generator<Entry<V>> {
  if (isTrie(slot)) for (const s of slot.slots) yield* walk(s);
  else if (Array.isArray(slot)) yield* slot;
  else yield slot;
}

/** An immutable map with `set`/`delete` returning new maps; readable as a ReadonlyMap. */
export class PersistentMap<V> implements ReadonlyMap<string, V> {
  private constructor(
    private readonly root: Trie<V>,
    readonly size: number,
  ) {}

  /** A persistent copy of `entries`. */
  static from<V>(entries: Iterable<readonly [string, V]>): PersistentMap<V> {
    return new PersistentMap<V>(EMPTY_TRIE, 0).withChanges(entries);
  }

  get(key: string): V | undefined {
    return lookup(this.root, key, hashKey(key));
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** A new map with `key` set to `value`. */
  set(key: string, value: V): PersistentMap<V> {
    const root = put(this.root, { key, value, hash: hashKey(key) }, 0, null);
    return root === this.root ? this : new PersistentMap(root, this.size + added);
  }

  /** A new map without `key`. */
  delete(key: string): PersistentMap<V> {
    if (!this.has(key)) return this;
    const root = remove(this.root, key, hashKey(key), 0, null) ?? EMPTY_TRIE;
    return new PersistentMap(root as Trie<V>, this.size - 1);
  }

  /**
   * A new map with every change applied in order (`null` deletes the key), as a chain of
   * `set`/`delete` would give, but copying each trie node at most once for the whole batch
   * rather than once per change.
   */
  withChanges(changes: Iterable<readonly [string, V | null]>): PersistentMap<V> {
    const fresh = new Set<Trie<V>>();
    let root = this.root;
    let size = this.size;
    for (const [key, value] of changes) {
      const hash = hashKey(key);
      if (value === null) {
        if (lookup(root, key, hash) === undefined) continue;
        root = remove(root, key, hash, 0, fresh) ?? EMPTY_TRIE;
        size -= 1;
      } else {
        root = put(root, { key, value, hash }, 0, fresh);
        size += added;
      }
    }
    return root === this.root ? this : new PersistentMap(root, size);
  }

  *entries(): MapIterator<[string, V]> {
    for (const e of walk(this.root)) yield [e.key, e.value];
  }

  *keys(): MapIterator<string> {
    for (const e of walk(this.root)) yield e.key;
  }

  *values(): MapIterator<V> {
    for (const e of walk(this.root)) yield e.value;
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    visitAll(this.root, (e) => callback(e.value, e.key, this));
  }
}
