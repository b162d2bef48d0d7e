import { describe, expect, it } from 'vitest';
import { fromJSON, setNode, type Path, type TreeNode } from '../tree/node.js';
import {
  canWrite,
  compileRules,
  type CompiledRules,
  type RulesAuth,
  type WriteOptions,
} from './engine.js';

const ALICE: RulesAuth = { uid: 'alice', provider: 'password', token: {} };
const BOB: RulesAuth = { uid: 'bob', provider: 'password', token: {} };

/** Applies `updates` (path → JSON, null deletes) to `old`, as the server would, then checks it. */
function write(
  rules: CompiledRules,
  old: unknown,
  updates: Record<string, unknown>,
  auth: RulesAuth | null = ALICE,
  options: WriteOptions = {},
): ReturnType<typeof canWrite> {
  const oldRoot = fromJSON(old);
  let newRoot: TreeNode | null = oldRoot;
  const changedPaths: Path[] = [];
  for (const [key, value] of Object.entries(updates)) {
    const path = key.split('/').filter(Boolean);
    changedPaths.push(path);
    newRoot = setNode(newRoot, path, fromJSON(value));
  }
  return canWrite(rules, { changedPaths, auth, now: 1000, oldRoot, newRoot }, options);
}

const USERS = compileRules(`{
  "rules": {
    "users": {
      "$uid": { ".write": "auth != null && auth.uid == $uid" }
    },
    "open": { ".write": true, "locked": { ".write": false } },
    "owned": { "$id": { "owner": { ".write": "auth.uid == 'alice'" } } }
  }
}`);

describe('canWrite: .write cascade', () => {
  it('a grant above wins over a denying rule below', () => {
    expect(write(USERS, {}, { 'open/locked/x': 1 })).toEqual({ allowed: true });
  });

  it('denies where no rule grants', () => {
    expect(write(USERS, {}, { 'elsewhere/x': 1 })).toEqual({
      allowed: false,
      path: ['elsewhere', 'x'],
      reason: 'write',
    });
    expect(write(USERS, {}, { 'users/bob': { name: 'B' } })).toMatchObject({
      allowed: false,
      reason: 'write',
    });
  });

  it('deeper grants do not grant a write above them (Firebase default)', () => {
    const old = { users: { bob: { name: 'Bob' } } };
    const next = { bob: { name: 'Bob' }, alice: { name: 'Alice' } };
    expect(write(USERS, old, { users: next })).toEqual({
      allowed: false,
      path: ['users'],
      reason: 'write',
    });
    expect(write(USERS, { users: { alice: { n: 1 } } }, { users: null })).toMatchObject({
      allowed: false,
    });
    // The same change as a multi-path update is checked at each path, where the grant is.
    expect(write(USERS, old, { 'users/alice': { name: 'Alice' } })).toEqual({ allowed: true });
  });
  it('checks every path of a multi-path update', () => {
    expect(write(USERS, {}, { 'users/alice/a': 1, 'open/b': 2 })).toEqual({ allowed: true });
    expect(write(USERS, {}, { 'users/alice/a': 1, 'users/bob/a': 2 })).toEqual({
      allowed: false,
      path: ['users', 'bob', 'a'],
      reason: 'write',
    });
  });

  it('gives data the old value, newData the new one, root the old tree', () => {
    const rules = compileRules(`{"rules": {
      "counter": { ".write": "newData.isNumber() && (!data.exists() || newData.val() == data.val() + 1)" },
      "log": { "$id": { ".write": "root.child('counter').val() == 1 && newData.parent().parent().child('counter').val() == 2" } }
    }}`);
    expect(write(rules, {}, { counter: 1 })).toEqual({ allowed: true });
    expect(write(rules, { counter: 1 }, { counter: 2 })).toEqual({ allowed: true });
    expect(write(rules, { counter: 1 }, { counter: 3 })).toMatchObject({ allowed: false });
    expect(write(rules, { counter: 1 }, { counter: 2, 'log/a': 'x' })).toEqual({ allowed: true });
    expect(write(rules, { counter: 1 }, { 'log/a': 'x' })).toMatchObject({ allowed: false });
  });

  it('treats evaluation errors as false', () => {
    const rules = compileRules('{"rules": {"$uid": {".write": "auth.uid == $uid"}}}');
    expect(write(rules, {}, { alice: 1 }, null)).toMatchObject({ allowed: false, reason: 'write' });
  });
});

const DESCEND: WriteOptions = { grantFromDescendants: true };

describe('canWrite: grantFromDescendants', () => {
  it('allows a write above the grants when every changed child is granted', () => {
    const old = { users: { bob: { name: 'Bob' } } };
    const next = { bob: { name: 'Bob' }, alice: { name: 'Alice' } };
    expect(write(USERS, old, { users: next }, ALICE, DESCEND)).toEqual({ allowed: true });
    expect(write(USERS, old, { users: next }, BOB, DESCEND)).toEqual({
      allowed: false,
      path: ['users'],
      reason: 'write',
    });
    expect(write(USERS, old, { users: { alice: { name: 'A' } } }, ALICE, DESCEND)).toMatchObject({
      allowed: false,
    });
  });

  it('looks at changes through several levels', () => {
    const old = { owned: { a: { owner: 'x', title: 't' } } };
    const ok = { owned: { a: { owner: 'alice', title: 't' } } };
    const bad = { owned: { a: { owner: 'alice', title: 'u' } } };
    expect(write(USERS, old, ok, ALICE, DESCEND)).toEqual({ allowed: true });
    expect(write(USERS, old, bad, ALICE, DESCEND)).toMatchObject({ allowed: false });
  });

  it('deletes above the grants are allowed when each deleted child is granted', () => {
    expect(write(USERS, { users: { alice: { n: 1 } } }, { users: null }, ALICE, DESCEND)).toEqual({
      allowed: true,
    });
    const both = { users: { alice: { n: 1 }, bob: { n: 2 } } };
    expect(write(USERS, both, { users: null }, ALICE, DESCEND)).toMatchObject({ allowed: false });
  });

  it('a write that changes nothing still needs a grant at or above its path', () => {
    expect(
      write(USERS, { users: { bob: 1 } }, { users: { bob: 1 } }, ALICE, DESCEND),
    ).toMatchObject({
      allowed: false,
    });
  });

  it('replacing a leaf is a change at that location, not below it', () => {
    expect(write(USERS, { users: 'flat' }, { users: { alice: 1 } }, ALICE, DESCEND)).toMatchObject({
      allowed: false,
    });
  });
});

const SCHEMA = compileRules(`{
  "rules": {
    ".write": true,
    "profiles": {
      "$uid": {
        ".validate": "newData.hasChildren(['name', 'age'])",
        "name": { ".validate": "newData.isString() && newData.val().length <= 10" },
        "age": { ".validate": "newData.isNumber() && newData.val() >= 0" },
        "nick": { ".validate": "newData.val() != root.child('banned').val()" },
        "$other": { ".validate": false }
      }
    },
    "stamps": { "$id": { ".validate": "newData.val() == now && newData.getPriority() == null" } }
  }
}`);

describe('canWrite: .validate', () => {
  const alice = { name: 'Alice', age: 30 };

  it('runs on the written node and its descendants', () => {
    expect(write(SCHEMA, {}, { 'profiles/alice': alice })).toEqual({ allowed: true });
    expect(write(SCHEMA, {}, { 'profiles/alice': { name: 'Alice' } })).toEqual({
      allowed: false,
      path: ['profiles', 'alice'],
      reason: 'validate',
    });
    expect(write(SCHEMA, {}, { 'profiles/alice': { name: 'Alice', age: -1 } })).toEqual({
      allowed: false,
      path: ['profiles', 'alice', 'age'],
      reason: 'validate',
    });
  });

  it('uses the named child over $other, and $other for the rest', () => {
    expect(write(SCHEMA, {}, { 'profiles/alice': { ...alice, extra: 1 } })).toMatchObject({
      path: ['profiles', 'alice', 'extra'],
      reason: 'validate',
    });
  });

  it('runs on ancestors of the changed path, against the merged new data', () => {
    const old = { profiles: { alice } };
    expect(write(SCHEMA, old, { 'profiles/alice/age': 31 })).toEqual({ allowed: true });
    expect(write(SCHEMA, old, { 'profiles/alice/age': null })).toMatchObject({
      path: ['profiles', 'alice'],
      reason: 'validate',
    });
  });

  it('does not run on deleted nodes', () => {
    const old = { profiles: { alice } };
    expect(write(SCHEMA, old, { 'profiles/alice': null })).toEqual({ allowed: true });
    expect(write(SCHEMA, old, { profiles: null })).toEqual({ allowed: true });
  });

  it('does not run on unchanged siblings', () => {
    const old = { profiles: { bob: { name: 'way too long a name' } } };
    expect(write(SCHEMA, old, { 'profiles/alice': alice })).toEqual({ allowed: true });
  });

  it('sees root as the old tree and checks now and priorities', () => {
    expect(
      write(SCHEMA, { banned: 'x' }, { 'profiles/alice': { ...alice, nick: 'x' } }),
    ).toMatchObject({
      path: ['profiles', 'alice', 'nick'],
    });
    expect(write(SCHEMA, {}, { 'stamps/a': 1000 })).toEqual({ allowed: true });
    expect(write(SCHEMA, {}, { 'stamps/a': 999 })).toMatchObject({ allowed: false });
    expect(write(SCHEMA, {}, { 'stamps/a': { '.value': 1000, '.priority': 1 } })).toMatchObject({
      allowed: false,
    });
  });

  it('validates all paths of an update atomically', () => {
    const result = write(SCHEMA, {}, { 'profiles/alice': alice, 'profiles/bob': { name: 'Bob' } });
    expect(result).toMatchObject({ allowed: false, path: ['profiles', 'bob'] });
  });

  it('needs .write as well as .validate', () => {
    const rules = compileRules('{"rules": {"a": {".validate": true}}}');
    expect(write(rules, {}, { a: 1 })).toMatchObject({ allowed: false, reason: 'write' });
  });

  it('validates a nested changed path only once with its outer path', () => {
    const result = write(SCHEMA, {}, { 'profiles/alice': alice, 'profiles/alice/age': 3 });
    expect(result).toEqual({ allowed: true });
  });
});
