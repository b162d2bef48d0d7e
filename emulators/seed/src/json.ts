/** A JSON value the Realtime Database can store (no null, no undefined). */
export type Json = string | number | boolean | JsonObject | Json[];
export interface JsonObject {
  [key: string]: Json;
}

/**
 * Copies an object without its `undefined` fields (the database stores no nulls; absent optional
 * fields are simply missing).
 */
export function compact<T extends Record<string, unknown>>(value: T): JsonObject {
  const out: JsonObject = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== undefined && field !== null) out[key] = field as Json;
  }
  return out;
}
