import { describe, expect, it } from 'vitest';
import { fromJSON, type Path } from '../tree/node.js';
import {
  canRead,
  compileRules,
  coverageReport,
  type RulesAuth,
  type RulesQuery,
} from './engine.js';

const ALICE: RulesAuth = { uid: 'alice', provider: 'password', token: { admin: false } };
const ADMIN: RulesAuth = { uid: 'root', provider: 'custom', token: { admin: true } };

const DATA = fromJSON({
  public: { motd: 'hi' },
  users: { alice: { name: 'Alice', private: { ssn: 1 } }, bob: { name: 'Bob' } },
  config: { open: true },
  messages: { m1: { owner: 'alice' } },
});

const rules = compileRules(`{
  "rules": {
    ".read": "auth != null && auth.token.admin == true",
    "public": { ".read": true },
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        "private": { ".read": false },
        "name": { ".read": "auth != null" }
      },
      "special": { ".read": true }
    },
    "config": { ".read": "data.child('open').val() == true" },
    "feature": { ".read": "root.child('config/open').val() == true" },
    "messages": {
      ".read": "query.orderByChild == 'owner' && query.equalTo == auth.uid",
      "byKey": { ".read": "query.orderByKey && query.limitToFirst <= 5" },
      "byValue": { ".read": "query.orderByValue && query.startAt == 1 && query.endAt == 9" },
      "byPriority": { ".read": "query.orderByPriority && query.limitToLast == 3" }
    }
  }
}`);

function read(path: Path, auth: RulesAuth | null, query?: RulesQuery): boolean {
  return canRead(rules, { path, auth, now: Date.now(), root: DATA, ...(query ? { query } : {}) });
}

describe('canRead cascade', () => {
  it('a grant at the root covers everything', () => {
    expect(read([], ADMIN)).toBe(true);
    expect(read(['users', 'bob', 'private'], ADMIN)).toBe(true);
  });

  it('a grant above wins over a denying rule below', () => {
    expect(read(['users', 'alice', 'private'], ALICE)).toBe(true);
    expect(read(['users', 'alice', 'private', 'ssn'], ALICE)).toBe(true);
  });

  it('deeper grants do not grant a shallower read (rules are not filters)', () => {
    expect(read(['public'], null)).toBe(true);
    expect(read([], null)).toBe(false);
    expect(read(['users'], ALICE)).toBe(false);
  });

  it('binds $wildcards and prefers the named child', () => {
    expect(read(['users', 'alice'], ALICE)).toBe(true);
    expect(read(['users', 'bob'], ALICE)).toBe(false);
    expect(read(['users', 'bob', 'name'], ALICE)).toBe(true);
    expect(read(['users', 'bob', 'name'], null)).toBe(false);
    expect(read(['users', 'special'], null)).toBe(true);
  });

  it('denies paths with no rules at all', () => {
    expect(read(['unknown', 'deep'], ALICE)).toBe(false);
  });

  it('data is the node at the rule location and root is the whole tree', () => {
    expect(read(['config'], null)).toBe(true);
    expect(read(['feature', 'x'], null)).toBe(true);
  });

  it('an error (auth.uid with no auth) is false, not a crash', () => {
    const strict = compileRules('{"rules": {"$uid": {".read": "auth.uid == $uid"}}}');
    expect(canRead(strict, { path: ['alice'], auth: null, now: 0, root: null })).toBe(false);
    expect(coverageReport(strict).expressions[0]?.counts).toEqual({ true: 0, false: 0, error: 1 });
  });

  it('a non-boolean result denies and counts as an error', () => {
    const loose = compileRules('{"rules": {"$k": {".read": "data.child(\'flag\').val()"}}}');
    const root = fromJSON({ a: { flag: 'yes' }, b: { flag: true } });
    expect(canRead(loose, { path: ['a'], auth: null, now: 0, root })).toBe(false);
    expect(canRead(loose, { path: ['b'], auth: null, now: 0, root })).toBe(true);
    expect(coverageReport(loose).expressions[0]?.counts).toEqual({ true: 1, false: 0, error: 1 });
  });
});

describe('canRead query rules', () => {
  it('query.orderByChild and query.equalTo', () => {
    expect(read(['messages'], ALICE, { orderByChild: 'owner', equalTo: 'alice' })).toBe(true);
    expect(read(['messages'], ALICE, { orderByChild: 'owner', equalTo: 'bob' })).toBe(false);
    expect(read(['messages'], ALICE)).toBe(false);
  });

  it('query.orderByKey and limitToFirst', () => {
    expect(read(['messages', 'byKey'], null, { orderByKey: true, limitToFirst: 5 })).toBe(true);
    expect(read(['messages', 'byKey'], null, { orderByKey: true, limitToFirst: 6 })).toBe(false);
    // limitToFirst is null without a limit: comparing null is an error, hence false.
    expect(read(['messages', 'byKey'], null, { orderByKey: true })).toBe(false);
  });

  it('query.orderByValue, startAt and endAt', () => {
    expect(read(['messages', 'byValue'], null, { orderByValue: true, startAt: 1, endAt: 9 })).toBe(
      true,
    );
    expect(read(['messages', 'byValue'], null, { orderByValue: true, startAt: 2, endAt: 9 })).toBe(
      false,
    );
  });

  it('query.orderByPriority and limitToLast', () => {
    expect(read(['messages', 'byPriority'], null, { orderByPriority: true, limitToLast: 3 })).toBe(
      true,
    );
    expect(read(['messages', 'byPriority'], null, { limitToLast: 3 })).toBe(false);
  });
});
