import type { Expr, MethodExpr } from './ast.js';
import { snapshotMethod, stringMethod } from './methods.js';
import { binary } from './operators.js';
import { asBoolean, asNumber, describe, type RuleValue } from './rule-value.js';
import { RuleEvaluationError, RuleSnapshot } from './snapshot.js';

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
