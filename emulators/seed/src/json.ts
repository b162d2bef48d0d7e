/** A JSON value the Realtime Database can store (no null, no undefined). */
export type Json = string | number | boolean | JsonObject | Json[];
export interface JsonObject {
  [key: string]: Json;
}

/** `T` as {@link compact} returns it: the fields that may be undefined are left out instead. */
export type Compacted<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * Copies an object without its `undefined` fields (the database stores no nulls; absent optional
 * fields are simply missing). Name the stored type, `compact<Equipment>({…})`, so that the
 * compiler checks the fields against the node's schema.
 */
export function compact<T extends object>(value: T): Compacted<T> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== undefined && field !== null) out[key] = field;
  }
  return out as Compacted<T>;
}
