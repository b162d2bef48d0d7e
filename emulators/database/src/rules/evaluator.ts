import type { BinaryExpr, Expr, MethodExpr } from './ast.js';
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

/** The variables one rule sees. `newData` is null in `.read` rules, `query` outside them. */
export interface EvaluationScope {
  readonly auth: { readonly [key: string]: unknown } | null;
  readonly now: number;
  readonly root: RuleSnapshot;
  readonly data: RuleSnapshot;
  readonly newData: RuleSnapshot | null;
  readonly query: { readonly [key: string]: unknown } | null;
  readonly wildcards: { readonly [name: string]: string };
}

/**
 * Evaluates a checked expression. `&&`, `||` and `?:` short-circuit; every operand of a boolean
 * operator must be a boolean. Type errors throw {@link RuleEvaluationError}; the caller turns
 * them into "false".
 */
export function evaluate(expr: Expr, scope: EvaluationScope): RuleValue {
  switch (expr.type) {
    case 'literal':
      return expr.value;
    case 'regex':
      return expr.regex;
    case 'array':
      return expr.items.map((item) => evaluate(item, scope));
    case 'identifier':
      return identifier(expr.name, scope);
    case 'member':
      return member(evaluate(expr.object, scope), expr.property);
    case 'index': {
      const key = evaluate(expr.index, scope);
      if (typeof key !== 'string' && typeof key !== 'number') {
        throw new RuleEvaluationError('An index must be a string or a number');
      }
      return member(evaluate(expr.object, scope), String(key));
    }
    case 'method':
      return method(expr, evaluate(expr.object, scope), scope);
    case 'unary': {
      const operand = evaluate(expr.operand, scope);
      if (expr.operator === '!') return !asBoolean(operand, '!');
      return -asNumber(operand, '-');
    }
    case 'binary':
      return binary(expr, evaluate(expr.left, scope), evaluate(expr.right, scope));
    case 'logical': {
      const left = asBoolean(evaluate(expr.left, scope), expr.operator);
      if (expr.operator === '&&' ? !left : left) return left;
      return asBoolean(evaluate(expr.right, scope), expr.operator);
    }
    case 'conditional':
      return asBoolean(evaluate(expr.test, scope), '?:')
        ? evaluate(expr.consequent, scope)
        : evaluate(expr.alternate, scope);
  }
}

function identifier(name: string, scope: EvaluationScope): RuleValue {
  switch (name) {
    case 'auth':
      return scope.auth;
    case 'now':
      return scope.now;
    case 'root':
      return scope.root;
    case 'data':
      return scope.data;
    case 'newData':
      return scope.newData;
    case 'query':
      return scope.query;
  }
  const value = scope.wildcards[name];
  if (value === undefined) throw new RuleEvaluationError(`Unknown variable '${name}'`);
  return value;
}

function isRecord(value: RuleValue): value is { readonly [key: string]: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof RuleSnapshot) &&
    !(value instanceof RegExp)
  );
}

/** Field access: a string's `length`, a claim in `auth`/`auth.token` (missing ones are null). */
function member(object: RuleValue, name: string): RuleValue {
  if (typeof object === 'string') {
    if (name === 'length') return object.length;
    throw new RuleEvaluationError(`No such property '${name}' on a string`);
  }
  if (Array.isArray(object)) {
    const item = /^\d+$/.test(name) ? (object as RuleValue[])[Number(name)] : undefined;
    return item === undefined ? null : item;
  }
  if (isRecord(object)) {
    if (!Object.prototype.hasOwnProperty.call(object, name)) return null;
    const value = object[name];
    return value === undefined ? null : (value as RuleValue);
  }
  throw new RuleEvaluationError(`Cannot read '${name}' of ${describe(object)}`);
}

function method(expr: MethodExpr, object: RuleValue, scope: EvaluationScope): RuleValue {
  const args = expr.args.map((arg) => evaluate(arg, scope));
  if (object instanceof RuleSnapshot) return snapshotMethod(object, expr.name, args);
  if (typeof object === 'string') return stringMethod(object, expr.name, args);
  throw new RuleEvaluationError(`Cannot call ${expr.name}() on ${describe(object)}`);
}

function snapshotMethod(snapshot: RuleSnapshot, name: string, args: RuleValue[]): RuleValue {
  switch (name) {
    case 'val':
      return snapshot.val();
    case 'child':
      return snapshot.child(asString(args[0], 'child()'));
    case 'parent':
      return snapshot.parent();
    case 'hasChild':
      return snapshot.hasChild(asString(args[0], 'hasChild()'));
    case 'hasChildren': {
      const names = args[0];
      if (names === undefined) return snapshot.hasChildren();
      if (!Array.isArray(names))
        throw new RuleEvaluationError('hasChildren() needs an array of names');
      return snapshot.hasChildren(names as readonly unknown[]);
    }
    case 'exists':
      return snapshot.exists();
    case 'getPriority':
      return snapshot.getPriority();
    case 'isNumber':
      return snapshot.isNumber();
    case 'isString':
      return snapshot.isString();
    case 'isBoolean':
      return snapshot.isBoolean();
  }
  throw new RuleEvaluationError(`No such method '${name}' on a snapshot`);
}

function stringMethod(value: string, name: string, args: RuleValue[]): RuleValue {
  switch (name) {
    case 'contains':
      return value.includes(asString(args[0], 'contains()'));
    case 'beginsWith':
      return value.startsWith(asString(args[0], 'beginsWith()'));
    case 'endsWith':
      return value.endsWith(asString(args[0], 'endsWith()'));
    case 'replace':
      // Firebase replaces every occurrence, unlike JavaScript's String.replace with a string.
      return value.split(asString(args[0], 'replace()')).join(asString(args[1], 'replace()'));
    case 'toLowerCase':
      return value.toLowerCase();
    case 'toUpperCase':
      return value.toUpperCase();
    case 'matches': {
      const regex = args[0];
      if (!(regex instanceof RegExp))
        throw new RuleEvaluationError('matches() needs a regular expression');
      return regex.test(value);
    }
  }
  throw new RuleEvaluationError(`No such method '${name}' on a string`);
}

function binary(expr: BinaryExpr, left: RuleValue, right: RuleValue): RuleValue {
  const op = expr.operator;
  switch (op) {
    case '==':
    case '===':
      return equals(left, right);
    case '!=':
    case '!==':
      return !equals(left, right);
    case '+':
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if (typeof left === 'string' || typeof right === 'string')
        return concatPart(left) + concatPart(right);
      throw new RuleEvaluationError(`Cannot add ${describe(left)} and ${describe(right)}`);
    case '-':
      return asNumber(left, op) - asNumber(right, op);
    case '*':
      return asNumber(left, op) * asNumber(right, op);
    case '/':
      return asNumber(left, op) / asNumber(right, op);
    case '%':
      return asNumber(left, op) % asNumber(right, op);
    default:
      return compare(op, left, right);
  }
}

/** `==` and `===` are the same in rules: no coercion, values of different types are unequal. */
function equals(left: RuleValue, right: RuleValue): boolean {
  for (const value of [left, right]) {
    if (value instanceof RuleSnapshot || value instanceof RegExp) {
      throw new RuleEvaluationError(`Cannot compare ${describe(value)}`);
    }
  }
  if (left === BRANCH_VALUE || right === BRANCH_VALUE) return false;
  return left === right;
}

function compare(op: '<' | '<=' | '>' | '>=', left: RuleValue, right: RuleValue): boolean {
  const comparable =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string');
  if (!comparable)
    throw new RuleEvaluationError(`Cannot compare ${describe(left)} ${op} ${describe(right)}`);
  const l = left as number | string;
  const r = right as number | string;
  switch (op) {
    case '<':
      return l < r;
    case '<=':
      return l <= r;
    case '>':
      return l > r;
    case '>=':
      return l >= r;
  }
}

function concatPart(value: RuleValue): string {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return String(value);
  }
  throw new RuleEvaluationError(`Cannot concatenate ${describe(value)}`);
}

function asBoolean(value: RuleValue, op: string): boolean {
  if (typeof value !== 'boolean')
    throw new RuleEvaluationError(`'${op}' needs a boolean, got ${describe(value)}`);
  return value;
}

function asNumber(value: RuleValue, op: string): number {
  if (typeof value !== 'number')
    throw new RuleEvaluationError(`'${op}' needs a number, got ${describe(value)}`);
  return value;
}

function asString(value: RuleValue | undefined, where: string): string {
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
