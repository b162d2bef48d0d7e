/**
 * A copy of `value` without `undefined` object properties, at any depth. The Realtime Database
 * rejects `undefined`, and derived results leave optional figures out rather than storing
 * placeholders; non-finite numbers (never produced on purpose) are dropped the same way.
 */
export function plainData<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => plainData(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const item = source[key];
    if (item === undefined || (typeof item === 'number' && !Number.isFinite(item))) continue;
    copy[key] = plainData(item);
  }
  return copy as T;
}
