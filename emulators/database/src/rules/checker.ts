import type { Expr } from './ast.js';
import {
  AUTH_FIELDS,
  QUERY_FIELDS,
  SNAPSHOT_METHODS,
  STRING_METHODS,
  type ArgType,
  type MethodSignature,
  type StaticType,
} from './signatures.js';
import { ExpressionSyntaxError } from './syntax-error.js';

/** Which rule an expression belongs to; it decides which variables exist. */
export type RuleKind = '.read' | '.write' | '.validate';

/**
 * Checks names and types of a parsed expression for one rule location, as Firebase does when
 * rules are deployed: unknown variables, `newData` in `.read`, `query` outside `.read`, unknown
 * methods, wrong argument counts, comparing snapshots instead of their `val()`, and rules whose
 * result cannot be a boolean are compile errors. Values whose type depends on data are `any`
 * and checked when evaluated.
 */
export function checkRuleExpression(
  expr: Expr,
  kind: RuleKind,
  wildcards: ReadonlySet<string>,
): void {
  const type = new Checker(kind, wildcards).check(expr);
  if (type !== 'boolean' && type !== 'any') {
    throw new ExpressionSyntaxError(
      expr.start,
      `Expression must evaluate to a boolean, not ${article(type)}`,
    );
  }
}

function article(type: StaticType): string {
  if (type === 'null' || type === 'auth' || type === 'query') return type;
  return type === 'any' ? 'a value' : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

class Checker {
  constructor(
    private readonly kind: RuleKind,
    private readonly wildcards: ReadonlySet<string>,
  ) {}

  check(expr: Expr): StaticType {
    switch (expr.type) {
      case 'literal':
        return expr.value === null ? 'null' : (typeof expr.value as StaticType);
      case 'regex':
        throw fail(expr, 'A regular expression can only be used as the argument of matches()');
      case 'array':
        for (const item of expr.items) this.check(item);
        return 'array';
      case 'identifier':
        return this.identifier(expr);
      case 'member':
        return this.member(expr, this.check(expr.object));
      case 'index': {
        const objectType = this.check(expr.object);
        this.check(expr.index);
        if (objectType === 'snapshot')
          throw fail(expr, "Use child('name') to read a snapshot's children");
        if (objectType !== 'any' && objectType !== 'auth' && objectType !== 'array') {
          throw fail(expr, `Cannot index ${article(objectType)}`);
        }
        return 'any';
      }
      case 'method':
        return this.method(expr);
      case 'unary':
        this.expect(expr.operand, expr.operator === '!' ? 'boolean' : 'number', expr.operator);
        return expr.operator === '!' ? 'boolean' : 'number';
      case 'binary':
        return this.binary(expr);
      case 'logical':
        this.expect(expr.left, 'boolean', expr.operator);
        this.expect(expr.right, 'boolean', expr.operator);
        return 'boolean';
      case 'conditional': {
        this.expect(expr.test, 'boolean', '?:');
        const a = this.check(expr.consequent);
        const b = this.check(expr.alternate);
        return a === b ? a : 'any';
      }
    }
  }

  private expect(expr: Expr, wanted: 'boolean' | 'number', operator: string): void {
    const type = this.check(expr);
    if (type !== wanted && type !== 'any') {
      throw fail(expr, `Operator '${operator}' needs ${article(wanted)}, not ${article(type)}`);
    }
  }

  private identifier(expr: Expr & { type: 'identifier' }): StaticType {
    const name = expr.name;
    if (name.startsWith('$')) {
      if (this.wildcards.has(name)) return 'string';
      throw fail(expr, `Unknown variable '${name}' (no such $wildcard above this rule)`);
    }
    switch (name) {
      case 'auth':
        return 'auth';
      case 'now':
        return 'number';
      case 'root':
      case 'data':
        return 'snapshot';
      case 'newData':
        if (this.kind === '.read') throw fail(expr, "'newData' is not available in .read rules");
        return 'snapshot';
      case 'query':
        if (this.kind !== '.read') throw fail(expr, "'query' is only available in .read rules");
        return 'query';
      default:
        throw fail(expr, `Unknown variable '${name}'`);
    }
  }

  private member(expr: Expr & { type: 'member' }, objectType: StaticType): StaticType {
    const name = expr.property;
    switch (objectType) {
      case 'snapshot':
        if (name in SNAPSHOT_METHODS)
          throw fail(expr, `Method '${name}' must be called: ${name}()`);
        throw fail(expr, `No such method/property '${name}' on a snapshot`);
      case 'string':
        if (name === 'length') return 'number';
        if (name in STRING_METHODS) throw fail(expr, `Method '${name}' must be called: ${name}()`);
        throw fail(expr, `No such method/property '${name}' on a string`);
      case 'auth':
        // Documented fields are uid, provider and token; others read as null at run time
        // rather than failing to compile, since legacy tokens put claims directly on auth.
        if (!AUTH_FIELDS.has(name)) return 'any';
        return 'any';
      case 'query': {
        const type = QUERY_FIELDS[name];
        if (type === undefined) throw fail(expr, `No such property '${name}' on query`);
        return type;
      }
      case 'any':
        return 'any';
      default:
        throw fail(expr, `No such property '${name}' on ${article(objectType)}`);
    }
  }

  private method(expr: Expr & { type: 'method' }): StaticType {
    const objectType = this.check(expr.object);
    const snapshot = SNAPSHOT_METHODS[expr.name];
    const string = STRING_METHODS[expr.name];
    let signature: MethodSignature | undefined;
    if (objectType === 'snapshot') signature = snapshot;
    else if (objectType === 'string') signature = string;
    else if (objectType === 'any') signature = snapshot ?? string;
    else throw fail(expr, `No such method '${expr.name}' on ${article(objectType)}`);
    if (signature === undefined) {
      throw fail(expr, `No such method '${expr.name}' on ${article(objectType)}`);
    }
    const max = signature.args.length;
    const min = max - (signature.optional ?? 0);
    if (expr.args.length < min || expr.args.length > max) {
      const count = min === max ? `${max}` : `${min} to ${max}`;
      throw fail(
        expr,
        `${expr.name}() takes ${count} argument${count === '1' ? '' : 's'}, got ${expr.args.length}`,
      );
    }
    expr.args.forEach((arg, i) => {
      const wanted = signature.args[i] as ArgType;
      if (wanted === 'regex') {
        if (arg.type !== 'regex')
          throw fail(arg, 'matches() needs a regular expression literal like /^a+$/');
        return;
      }
      const type = this.check(arg);
      if (type !== wanted && type !== 'any') {
        throw fail(arg, `${expr.name}() needs ${article(wanted)} argument, not ${article(type)}`);
      }
    });
    return signature.result;
  }

  private binary(expr: Expr & { type: 'binary' }): StaticType {
    const left = this.check(expr.left);
    const right = this.check(expr.right);
    const op = expr.operator;
    for (const [side, type] of [
      [expr.left, left],
      [expr.right, right],
    ] as const) {
      if (type === 'snapshot') {
        throw fail(side, `Cannot use a snapshot with '${op}'; call val() or another method`);
      }
      if (type === 'auth' && op !== '==' && op !== '!=' && op !== '===' && op !== '!==') {
        throw fail(side, `Cannot use auth with '${op}'`);
      }
      if (type === 'query' || type === 'array')
        throw fail(side, `Cannot use ${article(type)} with '${op}'`);
    }
    if (op === '+') {
      for (const [side, type] of [
        [expr.left, left],
        [expr.right, right],
      ] as const) {
        if (type === 'null' || type === 'boolean' || type === 'auth' || type === 'regex') {
          throw fail(
            side,
            `Type error: + only operates on numbers and strings, not ${article(type)}`,
          );
        }
      }
      if (left === 'number' && right === 'number') return 'number';
      if (left === 'string' || right === 'string') return 'string';
      return 'any';
    }
    if (op === '-' || op === '*' || op === '/' || op === '%') {
      for (const [side, type] of [
        [expr.left, left],
        [expr.right, right],
      ] as const) {
        if (type !== 'number' && type !== 'any')
          throw fail(side, `Operator '${op}' needs numbers, not ${article(type)}`);
      }
      return 'number';
    }
    return 'boolean';
  }
}

function fail(expr: Expr, reason: string): ExpressionSyntaxError {
  return new ExpressionSyntaxError(expr.start, reason);
}
