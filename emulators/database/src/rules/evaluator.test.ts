import { describe, expect, it } from 'vitest';
import { fromJSON, type Path } from '../tree/node.js';
import { evaluate, type EvaluationScope } from './evaluator.js';
import { parseExpression } from './parser.js';
import type { RuleValue } from './rule-value.js';
import { BRANCH_VALUE, RuleEvaluationError, RuleSnapshot } from './snapshot.js';

const OLD = {
  users: { alice: { name: 'Alice', age: 30, admin: true, '.priority': 5 } },
  tags: { '.value': 'x', '.priority': 'p' },
};
const NEW = { users: { alice: { name: 'Alicia', age: 31 }, bob: { name: 'Bob' } } };

function scope(
  path: Path = ['users', 'alice'],
  overrides: Partial<EvaluationScope> = {},
): EvaluationScope {
  const oldRoot = fromJSON(OLD);
  const newRoot = fromJSON(NEW);
  return {
    auth: {
      uid: 'alice',
      provider: 'password',
      token: {
        email: 'a@x.io',
        email_verified: true,
        firebase: { identities: { 'google.com': ['123'] } },
      },
    },
    now: 1_700_000_000_000,
    root: new RuleSnapshot(oldRoot, []),
    data: new RuleSnapshot(oldRoot, path),
    newData: new RuleSnapshot(newRoot, path),
    query: null,
    wildcards: { $uid: 'alice' },
    ...overrides,
  };
}

function value(source: string, s: EvaluationScope = scope()): RuleValue {
  return evaluate(parseExpression(source), s);
}

describe('variables', () => {
  it('auth, auth.token claims and missing claims', () => {
    expect(value('auth.uid')).toBe('alice');
    expect(value('auth.provider')).toBe('password');
    expect(value('auth.token.email_verified')).toBe(true);
    expect(value("auth.token.firebase.identities['google.com'][0]")).toBe('123');
    expect(value('auth.token.missing')).toBe(null);
    expect(value('auth.token.missing == null')).toBe(true);
    expect(value('auth.name')).toBe(null);
  });

  it('null auth makes member access an error', () => {
    const anonymous = scope(undefined, { auth: null });
    expect(value('auth == null', anonymous)).toBe(true);
    expect(() => value('auth.uid', anonymous)).toThrow(RuleEvaluationError);
  });

  it('now, $wildcards and query', () => {
    expect(value('now')).toBe(1_700_000_000_000);
    expect(value("$uid + '!'")).toBe('alice!');
    const s = scope(undefined, {
      query: { orderByChild: 'age', limitToFirst: 10, orderByKey: false },
    });
    expect(
      value("query.orderByChild == 'age' && query.limitToFirst <= 10 && !query.orderByKey", s),
    ).toBe(true);
  });

  it('root, data and newData see the old and new trees', () => {
    expect(value("root.child('users/alice/name').val()")).toBe('Alice');
    expect(value("data.child('name').val()")).toBe('Alice');
    expect(value("newData.child('name').val()")).toBe('Alicia');
    expect(value("newData.parent().child('bob/name').val()")).toBe('Bob');
    expect(value("data.parent().hasChild('bob')")).toBe(false);
  });
});

describe('snapshot methods', () => {
  it('val() of leaves, missing nodes and branches', () => {
    expect(value("data.child('age').val()")).toBe(30);
    expect(value("data.child('nope').val()")).toBe(null);
    expect(value('data.val()')).toBe(BRANCH_VALUE);
    expect(value('data.val() == null')).toBe(false);
    expect(() => value('data.val().name')).toThrow(RuleEvaluationError);
  });

  it('child() with nested paths and on leaves', () => {
    expect(value("root.child('users').child('alice/age').val()")).toBe(30);
    expect(value("data.child('name').child('x').exists()")).toBe(false);
    expect(() => value('data.child(1)')).toThrow(/needs a string/);
    expect(() => value("data.child('')")).toThrow(/non-empty/);
  });

  it('parent() walks up and fails at the root', () => {
    expect(value("data.child('name').parent().child('age').val()")).toBe(30);
    expect(() => value('root.parent()')).toThrow(/no parent/);
  });

  it('exists, hasChild, hasChildren', () => {
    expect(value('data.exists()')).toBe(true);
    expect(value("root.child('x').exists()")).toBe(false);
    expect(value("data.hasChild('name')")).toBe(true);
    expect(value("root.hasChild('users/alice/age')")).toBe(true);
    expect(value("data.hasChild('email')")).toBe(false);
    expect(value('data.hasChildren()')).toBe(true);
    expect(value("data.child('name').hasChildren()")).toBe(false);
    expect(value("data.hasChildren(['name', 'age'])")).toBe(true);
    expect(value("data.hasChildren(['name', 'email'])")).toBe(false);
    expect(() => value('data.hasChildren([1])')).toThrow(RuleEvaluationError);
  });

  it('getPriority and type tests', () => {
    expect(value('data.getPriority()')).toBe(5);
    expect(value("root.child('tags').getPriority()")).toBe('p');
    expect(value("data.child('name').getPriority()")).toBe(null);
    expect(value("data.child('age').isNumber() && !data.child('age').isString()")).toBe(true);
    expect(value("data.child('name').isString()")).toBe(true);
    expect(value("data.child('admin').isBoolean()")).toBe(true);
    expect(value('data.isNumber() || data.isString() || data.isBoolean()')).toBe(false);
  });
});

describe('string members', () => {
  it.each([
    ["'hello'.length", 5],
    ["'hello'.contains('ell')", true],
    ["'hello'.beginsWith('he')", true],
    ["'hello'.endsWith('lo')", true],
    ["'a.b.c'.replace('.', '/')", 'a/b/c'],
    ["'MiXeD'.toLowerCase()", 'mixed'],
    ["'MiXeD'.toUpperCase()", 'MIXED'],
    ["'abc123'.matches(/^[a-z]+\\d+$/)", true],
    ["'ABC'.matches(/^abc$/)", false],
    ["'ABC'.matches(/^abc$/i)", true],
    ["auth.token.email.endsWith('@x.io')", true],
  ])('%s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('methods on non-strings are errors', () => {
    expect(() => value("data.child('age').val().contains('3')")).toThrow(RuleEvaluationError);
    expect(() => value("data.child('nope').val().length")).toThrow(RuleEvaluationError);
    expect(() => value("'abc'.contains(1)")).toThrow(/needs a string/);
  });
});

describe('operators', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['7 % 4', 3],
    ['7 / 2', 3.5],
    ['-(3 - 5)', 2],
    ["'a' + 'b'", 'ab'],
    ["'n' + 1", 'n1'],
    ["1 + '2'", '12'],
    ['1 == 1', true],
    ["1 == '1'", false],
    ['1 === 1 && 1 !== 2 && 1 != 2', true],
    ['null == null', true],
    ["'b' > 'a'", true],
    ['2 >= 2 && 1 < 2 && 2 <= 3 && 3 > 2', true],
    ['true ? 1 : 2', 1],
    ['false ? 1 : 2', 2],
    ['!false', true],
  ])('%s is %j', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('type errors', () => {
    for (const source of [
      "1 < 'a'",
      'null > 1',
      '1 - true',
      "-'a'",
      '!1',
      '1 && true',
      "false || 'x'",
      'true + 1',
    ]) {
      expect(() => value(source), source).toThrow(RuleEvaluationError);
    }
    expect(() => value('data == newData')).toThrow(/Cannot compare/);
  });

  it('short-circuits && and || and ?:', () => {
    const anonymous = scope(undefined, { auth: null });
    expect(value('auth != null && auth.uid == $uid', anonymous)).toBe(false);
    expect(value('auth == null || auth.uid == $uid', anonymous)).toBe(true);
    expect(value('auth == null ? true : auth.uid == 1', anonymous)).toBe(true);
    expect(() => value('false || auth.uid == 1', anonymous)).toThrow(RuleEvaluationError);
  });
});
