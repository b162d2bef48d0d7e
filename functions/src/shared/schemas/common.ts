import { z } from 'zod';

/*
 * Field builders shared by the schemas of this folder. Messages are i18n keys of the `validation`
 * namespace (`validation.required` is `validation:required` in i18next terms); the UI translates
 * them. Every rule here is one that the database rules can express too (no transforms, no
 * calendar checks), so that rules and schemas agree on the same samples.
 */

/** Longest short text (names, titles, addresses). */
export const SHORT_TEXT_MAX = 200;
/** Longest long text (details, notes). */
export const LONG_TEXT_MAX = 2000;

/** Realtime Database key: 1–768 characters, none of `. $ # [ ] /` or control characters. */
export const dbKeySchema = z
  .string({ error: 'validation.outOfRange' })
  // eslint-disable-next-line no-control-regex -- the database forbids control characters in keys
  .regex(/^[^.$#[\]/\u0000-\u001f\u007f]{1,768}$/, 'validation.outOfRange');

/** A required string of 1…max characters ("This field is required"). */
export function requiredText(max: number = SHORT_TEXT_MAX, message = 'validation.required') {
  return z.string({ error: message }).min(1, message).max(max, 'validation.tooLong');
}

/** An optional string of at most max characters (may be empty). */
export function optionalText(max: number = SHORT_TEXT_MAX) {
  return z.string({ error: 'validation.required' }).max(max, 'validation.tooLong').optional();
}

/** A number in [min, max]; `message` for values outside. */
export function numberIn(min: number, max: number, message = 'validation.outOfRange') {
  return z.number({ error: 'validation.required' }).min(min, message).max(max, message);
}

/** A number ≥ 0 ("The value should be >= 0"). */
export function nonNegative(message = 'validation.nonNegative') {
  return z.number({ error: 'validation.required' }).min(0, message);
}

/** A number > 0. */
export function positive(message = 'validation.outOfRange') {
  return z.number({ error: 'validation.required' }).gt(0, message);
}

/** An integer ≥ 0 ("The value should be > -1"). */
export function count() {
  return z.int({ error: 'validation.required' }).min(0, 'validation.greaterThanMinusOne');
}

/** A percentage, 0–100 %. */
export function percent() {
  return numberIn(0, 100);
}

/** Display order of an item of a keyed list: an integer ≥ 0, smallest first. */
export const orderSchema = count();

/** A point in time in milliseconds since the epoch (UTC). */
export const epochMsSchema = z
  .int({ error: 'validation.required' })
  .min(0, 'validation.outOfRange');

/** Time of day `"HH:MM"`, 24 h, 00:00–23:59. */
export const timeOfDaySchema = z
  .string({ error: 'validation.required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');

/** Calendar month `"YYYY-MM"`. */
export const monthSchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.date');

/** Calendar date `"YYYY-MM-DD"` (format only; compared as text, which orders dates). */
export const dateSchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'validation.date');

/** A user-edited list stored as `{pushId: item}` so that concurrent edits do not clash. */
export function keyedMap<T extends z.ZodType>(item: T) {
  return z.record(dbKeySchema, item, {
    error: (issue) =>
      issue.code === 'invalid_key' ? 'validation.outOfRange' : 'validation.required',
  });
}

/** A set stored as `{key: true}` (the database has no arrays of keys). */
export function keySet<T extends z.core.$ZodRecordKey>(key: T) {
  return z.partialRecord(key, z.literal(true, { error: 'validation.outOfRange' }), {
    error: (issue) =>
      // A key that is not one of the codes comes as invalid_key or unrecognized_keys.
      issue.code === 'invalid_type' ? 'validation.required' : 'validation.mustBeSelected',
  });
}

/**
 * An object that rejects unknown fields (`validation.unknownField`); a missing or mistyped object
 * is `validation.required`.
 */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'validation.required',
  });
}
