/**
 * A copy of `value` without its `undefined` fields, one level deep: the Realtime Database stores
 * no undefined (a multi-path update with one is rejected whole), and an absent optional field is
 * simply missing. Other falsy values (0, '', false, null) are kept.
 */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
