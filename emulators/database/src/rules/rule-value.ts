import { BRANCH_VALUE, RuleEvaluationError, RuleSnapshot } from './snapshot.js';

/** A value during evaluation: JSON-like data, a snapshot, a regex, or the `val()` sentinel. */
export type RuleValue =
  | null
  | string
  | number
  | boolean
  | RuleSnapshot
  | RegExp
  | typeof BRANCH_VALUE
  | readonly RuleValue[]
  | { readonly [key: string]: unknown };

/** The value if it is a boolean; otherwise the operator `op` fails with a type error. */
export function asBoolean(value: RuleValue, op: string): boolean {
  if (typeof value !== 'boolean')
    throw new RuleEvaluationError(`'${op}' needs a boolean, got ${describe(value)}`);
  return value;
}

/** The value if it is a number; otherwise the operator `op` fails with a type error. */
export function asNumber(value: RuleValue, op: string): number {
  if (typeof value !== 'number')
    throw new RuleEvaluationError(`'${op}' needs a number, got ${describe(value)}`);
  return value;
}

/** The value if it is a string; otherwise `where` (a method) fails with a type error. */
export function asString(value: RuleValue | undefined, where: string): string {
  if (typeof value !== 'string') {
    throw new RuleEvaluationError(`${where} needs a string, got ${describe(value ?? null)}`);
  }
  return value;
}

/** A short name of a value's type, for error messages. */
export function describe(value: RuleValue): string {
  if (value === null) return 'null';
  if (value === BRANCH_VALUE) return 'a node with children';
  if (value instanceof RuleSnapshot) return 'a snapshot';
  if (value instanceof RegExp) return 'a regular expression';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
