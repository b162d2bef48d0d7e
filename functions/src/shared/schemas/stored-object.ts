/** A raw stored value's fields, before any schema. */
export type StoredObject = Record<string, unknown>;

/**
 * A raw stored value read as an object: the value when it is a (non-array) object, else empty.
 * Admin writes (imports, seeds) are not held to the schemas by rules, so code that picks fields
 * out of raw values reads them through this first.
 */
export function storedObject(value: unknown): StoredObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as StoredObject)
    : {};
}
