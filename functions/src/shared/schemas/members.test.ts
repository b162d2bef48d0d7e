import { describe, expect, it } from 'vitest';
import {
  emailIndexKey,
  memberSchema,
  membersSchema,
  portfolioEntrySchema,
  userIndexEntrySchema,
} from './members.js';

describe('members', () => {
  it.each([
    ['owner', true],
    ['editor', true],
    ['viewer', true],
    ['admin', false],
    ['', false],
    [true, false],
  ])('role %j valid: %s', (role, valid) => {
    expect(memberSchema.safeParse(role).success).toBe(valid);
  });

  it('maps uids to roles', () => {
    expect(membersSchema.safeParse({ u1: 'owner', u2: 'viewer' }).success).toBe(true);
    expect(membersSchema.safeParse({ u1: 'boss' }).success).toBe(false);
  });

  it.each([
    [true, true],
    [false, false],
    ['true', false],
  ])('portfolio entry %j valid: %s', (entry, valid) => {
    expect(portfolioEntrySchema.safeParse(entry).success).toBe(valid);
  });

  it.each([
    [{ uid: 'u1' }, true],
    [{ uid: '' }, false],
    [{}, false],
    [{ uid: 'u1', email: 'a@b.c' }, false],
  ])('user index entry %j valid: %s', (entry, valid) => {
    expect(userIndexEntrySchema.safeParse(entry).success).toBe(valid);
  });

  it.each([
    ['Jana.Novak@Example.com', 'jana,novak@example,com'],
    [' a@b.cz ', 'a@b,cz'],
  ])('indexes %j as %j', (email, key) => {
    expect(emailIndexKey(email)).toBe(key);
  });
});
