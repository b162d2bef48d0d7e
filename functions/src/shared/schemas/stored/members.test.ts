import { describe, expect, it } from 'vitest';
import { memberSchema, membersSchema, portfolioEntrySchema } from './members.js';

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
});
