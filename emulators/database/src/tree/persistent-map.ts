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

/** Returns [new trie, size delta], or the same trie when nothing changed. */
function put<V>(trie: Trie<V>, entry: Entry<V>, shift: number): [Trie<V>, number] {
  const bit = 1 << ((entry.hash >>> shift) & MASK);
  const index = popcount(trie.bitmap & (bit - 1));
  if ((trie.bitmap & bit) === 0) {
    const slots = [...trie.slots];
    slots.splice(index, 0, entry);
    return [{ bitmap: trie.bitmap | bit, slots }, 1];
  }
  const slot = trie.slots[index]!;
  let next: Slot<V>;
  let delta = 0;
  if (isTrie(slot)) {
    const [child, d] = put(slot, entry, shift + BITS);
    if (child === slot) return [trie, 0];
    next = child;
    delta = d;
  } else if (Array.isArray(slot)) {
    const at = slot.findIndex((e) => e.key === entry.key);
    next = at < 0 ? [...slot, entry] : slot.map((e, i) => (i === at ? entry : e));
    delta = at < 0 ? 1 : 0;
  } else if (slot.key === entry.key) {
    if (slot.value === entry.value) return [trie, 0];
    next = entry;
  } else {
    next = pair(slot, entry, shift + BITS);
    delta = 1;
  }
  const slots = [...trie.slots];
  slots[index] = next;
  return [{ bitmap: trie.bitmap, slots }, delta];
}

function remove<V>(trie: Trie<V>, key: string, hash: number, shift: number): Trie<V> | null {
  const bit = 1 << ((hash >>> shift) & MASK);
  if ((trie.bitmap & bit) === 0) return trie;
  const index = popcount(trie.bitmap & (bit - 1));
  const slot = trie.slots[index]!;
  let next: Slot<V> | null;
  if (isTrie(slot)) {
    const child = remove(slot, key, hash, shift + BITS);
    if (child === slot) return trie;
    next = child && child.slots.length === 1 && !isTrie(child.slots[0]!) ? child.slots[0]! : child;
  } else if (Array.isArray(slot)) {
    const rest = slot.filter((e) => e.key !== key);
    if (rest.length === slot.length) return trie;
    next = rest.length === 1 ? rest[0]! : rest;
  } else {
    if (slot.key !== key) return trie;
    next = null;
  }
  const slots = [...trie.slots];
  if (next === null) {
    slots.splice(index, 1);
    return slots.length === 0 ? null : { bitmap: trie.bitmap & ~bit, slots };
  }
  slots[index] = next;
  return { bitmap: trie.bitmap, slots };
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
    let map = new PersistentMap<V>(EMPTY_TRIE, 0);
    for (const [key, value] of entries) map = map.set(key, value);
    return map;
  }

  get(key: string): V | undefined {
    const hash = hashKey(key);
    let slot: Slot<V> = this.root;
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

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** A new map with `key` set to `value`. */
  set(key: string, value: V): PersistentMap<V> {
    const [root, delta] = put(this.root, { key, value, hash: hashKey(key) }, 0);
    return root === this.root ? this : new PersistentMap(root, this.size + delta);
  }

  /** A new map without `key`. */
  delete(key: string): PersistentMap<V> {
    if (!this.has(key)) return this;
    const root = remove(this.root, key, hashKey(key), 0) ?? EMPTY_TRIE;
    return new PersistentMap(root as Trie<V>, this.size - 1);
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
    for (const e of walk(this.root)) callback(e.value, e.key, this);
  }
}
