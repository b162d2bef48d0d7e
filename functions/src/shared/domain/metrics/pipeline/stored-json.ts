/** `10 ** k` for k = 0 … 22, computed as `roundSignificant` would (once, not for every number). */
const POWERS_OF_TEN: readonly number[] = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * `value` rounded to 7 significant digits (integers stay exact); below 10⁻⁹ in size it is 0 — at
 * that size a figure is floating-point noise (e.g. the mean bias of a least-squares fit).
 */
export function roundSignificant(value: number): number {
  if (Number.isInteger(value)) return value;
  const abs = Math.abs(value);
  if (abs < 1e-9) return 0;
  // Common magnitudes without a logarithm.
  const magnitude =
    abs >= 1 && abs < 10
      ? 0
      : abs >= 10 && abs < 100
        ? 1
        : abs >= 100 && abs < 1000
          ? 2
          : Math.floor(Math.log10(abs));
  if (magnitude >= 6) {
    const unit = POWERS_OF_TEN[magnitude - 6] ?? 10 ** (magnitude - 6);
    return Math.round(value / unit) * unit;
  }
  const scale = POWERS_OF_TEN[6 - magnitude] ?? 10 ** (6 - magnitude);
  return Math.round(value * scale) / scale;
}

type Present<V> = Exclude<V, null | undefined>;

/**
 * What `storedJson` accepts to produce a `T` (a stored shape such as `BuildingMetrics`): the same
 * shape, except that a field `T` may lack may also be null or undefined (dropped), a record with
 * string keys may be a Map, and arrays may be readonly. A field `T` requires must be there; one that
 * can be empty must be optional in `T`, since empty arrays and objects are dropped too (no type
 * can say an array is non-empty: the schema tests on real figures catch that).
 */
export type StoredInput<T> = T extends string | number | boolean
  ? T
  : T extends readonly (infer Item)[]
    ? readonly StoredInput<Item>[]
    : T extends object
      ? | {
            [K in keyof T]: undefined extends T[K]
              ? StoredInput<Present<T[K]>> | null | undefined
              : StoredInput<T[K]>;
          }
        | (string extends keyof T ? ReadonlyMap<string, StoredInput<T[string & keyof T]>> : never)
      : T;

/**
 * The paths (`.energy.grid.extra`) of the keys of `V` that the stored shape `T` does not have;
 * `never` when there are none. TypeScript rejects unknown keys of object literals only, not those
 * that come in spreads or variables, and the stored schemas are strict: this finds them all.
 */
export type UnknownKeys<V, T, Path extends string = ''> = V extends
  | string
  | number
  | boolean
  | null
  | undefined
  ? never
  : V extends ReadonlyMap<string, infer Item>
    ? UnknownKeys<Item, Present<T>[keyof Present<T>], `${Path}.*`>
    : V extends readonly (infer Item)[]
      ? UnknownKeys<
          Item,
          Present<T> extends readonly (infer Stored)[] ? Stored : never,
          `${Path}[]`
        >
      : {
          [K in keyof V & string]-?: K extends keyof Present<T>
            ? UnknownKeys<V[K], Present<T>[K], `${Path}.${K}`>
            : `${Path}.${K}`;
        }[keyof V & string];

/**
 * `V` when it has no key the stored shape `T` lacks, else a type that names the first such keys
 * (`raw satisfies OnlyKnownKeys<typeof raw, BuildingMetrics>` fails with their paths).
 */
export type OnlyKnownKeys<V, T> = [UnknownKeys<V, T>] extends [never]
  ? V
  : { unknownKeys: UnknownKeys<V, T> };

/**
 * Makes a computed object storable in the Realtime Database and stable for golden files:
 * numbers rounded to 7 significant digits (the figures are estimates; more digits are noise),
 * non-finite numbers, null, undefined, empty arrays and empty objects dropped (the database
 * stores no nulls and no empty nodes), Maps turned into objects. Typed by the stored shape `T`
 * (`storedJson<BuildingMetrics>(raw)`), the value must be a `StoredInput<T>`.
 */
export function storedJson<T = unknown>(value: StoredInput<T>): T {
  return stored(value) as T;
}

function stored(value: unknown): unknown {
  if (typeof value === 'number')
    return Number.isFinite(value) ? roundSignificant(value) : undefined;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Map) return stored(Object.fromEntries(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    // A hole would turn the array into a sparse map: missing items become 0, or the array goes.
    const items = new Array<unknown>(value.length);
    let present = 0;
    for (let i = 0; i < value.length; i += 1) {
      const item = stored(value[i]);
      if (item !== undefined) present += 1;
      items[i] = item ?? 0;
    }
    return present > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    let present = 0;
    for (const key in value as Record<string, unknown>) {
      const item = stored((value as Record<string, unknown>)[key]);
      if (item === undefined) continue;
      out[key] = item;
      present += 1;
    }
    return present > 0 ? out : undefined;
  }
  return undefined;
}

/**
 * A short deterministic digest of any JSON-like value (FNV-1a, 32 bit), hex: object keys in sorted
 * order, strings by their UTF-16 code units, numbers by their value at 1e-6 resolution. It walks
 * the value without building a string, so a year of hourly series costs a fraction of a
 * millisecond. Identifies the version of a building's inputs; not a security hash.
 */
export function digestOf(value: unknown): string {
  digest = 0x811c9dc5 | 0;
  walk(value);
  return (digest >>> 0).toString(16).padStart(8, '0');
}

/**
 * The running hash of {@link digestOf}, kept as a signed 32-bit integer (the same bits as the
 * unsigned FNV value: `Math.imul` and `^` read both alike), so that it stays a small integer
 * rather than a heap number for each step.
 */
let digest = 0;

const FNV_PRIME = 0x01000193;

/** Mixes a 32-bit code into {@link digest}: its low, then its high 16 bits. */
function mix(code: number): void {
  const hash = Math.imul(digest ^ (code & 0xffff), FNV_PRIME);
  digest = Math.imul(hash ^ (code >>> 16), FNV_PRIME);
}

/** Mixes a string's length, then each UTF-16 code unit (high half 0), in a local variable. */
function mixText(text: string): void {
  mix(text.length);
  let hash = digest;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME), FNV_PRIME);
  }
  digest = hash;
}

/** Own keys in sorted order; already sorted keys (most objects) are not sorted again. */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  for (let i = 1; i < keys.length; i += 1) {
    if (keys[i - 1]! > keys[i]!) return keys.sort();
  }
  return keys;
}

function walk(value: unknown): void {
  if (value === null || value === undefined) return mix(0x6e);
  if (typeof value === 'number') {
    const scaled = Math.round(value * 1e6);
    mix(scaled % 0x100000000);
    return mix(Math.floor(scaled / 0x100000000));
  }
  if (typeof value === 'string') return mixText(value);
  if (typeof value === 'boolean') return mix(value ? 0x74 : 0x66);
  if (Array.isArray(value)) {
    mix(0x5b);
    for (let i = 0; i < value.length; i += 1) walk(value[i]);
    return mix(0x5d);
  }
  if (typeof value === 'object') {
    mix(0x7b);
    const record = value as Record<string, unknown>;
    for (const key of sortedKeys(record)) {
      const item = record[key];
      if (item === undefined) continue;
      mixText(key);
      walk(item);
    }
    return mix(0x7d);
  }
}
