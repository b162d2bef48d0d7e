import type { BinaryExpr } from './ast.js';
import { asNumber, describe, type RuleValue } from './rule-value.js';
import { BRANCH_VALUE, RuleEvaluationError, RuleSnapshot } from './snapshot.js';

/**
 * Applies a binary operator to evaluated operands. Arithmetic needs numbers, `+` also
 * concatenates when either side is a string, ordering compares two numbers or two strings, and
 * equality never coerces. Anything else is a {@link RuleEvaluationError}.
 */
export function binary(expr: BinaryExpr, left: RuleValue, right: RuleValue): RuleValue {
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
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new RuleEvaluationError(`+ only operates on numbers and strings, not ${describe(value)}`);
}
