import type { ZodType } from 'zod';

/**
 * What a stored JSON string read with its schema gives: the value, or where (the schema issue's
 * path) and what is wrong. Per-user copies that a browser reads thousands of at once are stored
 * as one JSON string per building (docs/data-model.md): the client SDK then keeps one leaf per
 * building instead of a node per field.
 */
export type PackedRead<T> =
  | { ok: true; value: T }
  | { ok: false; path: readonly string[]; message: string };

/** Reads `stored` (a JSON string) with `schema`; never throws. */
export function readPackedJson<T>(stored: unknown, schema: ZodType<T>): PackedRead<T> {
  if (typeof stored !== 'string') return { ok: false, path: [], message: 'not a packed string' };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ok: false, path: [], message: 'not JSON' };
  }
  return readWithSchema(value, schema);
}

/** Reads an already parsed `value` with `schema`, answering as {@link readPackedJson} does. */
export function readWithSchema<T>(value: unknown, schema: ZodType<T>): PackedRead<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    path: (issue?.path ?? []).map(String),
    message: issue?.message ?? 'invalid',
  };
}
