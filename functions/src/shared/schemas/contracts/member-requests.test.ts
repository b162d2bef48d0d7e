import { describe, expect, it } from 'vitest';
import { inviteMemberRequestSchema, removeMemberRequestSchema } from './member-requests.js';

describe('member requests', () => {
  it('accepts an invitation of an editor or a viewer by e-mail', () => {
    for (const role of ['editor', 'viewer']) {
      expect(
        inviteMemberRequestSchema.safeParse({ buildingId: '-Nabc', email: 'a@b.cz', role }).success,
      ).toBe(true);
    }
  });

  it.each([
    [{ buildingId: '-Nabc', email: 'a@b.cz', role: 'owner' }, 'role'],
    [{ buildingId: '-Nabc', email: 'not-an-address', role: 'viewer' }, 'email'],
    [{ buildingId: 'a/b', email: 'a@b.cz', role: 'viewer' }, 'buildingId'],
    [{ email: 'a@b.cz', role: 'viewer' }, 'buildingId'],
  ])('rejects %j at %s', (body, path) => {
    const result = inviteMemberRequestSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('removes a member by uid or withdraws an invitation by address, not both', () => {
    expect(removeMemberRequestSchema.safeParse({ buildingId: '-Nabc', uid: 'u1' }).success).toBe(
      true,
    );
    expect(
      removeMemberRequestSchema.safeParse({ buildingId: '-Nabc', email: 'a@b.cz' }).success,
    ).toBe(true);
    expect(removeMemberRequestSchema.safeParse({ buildingId: '-Nabc' }).success).toBe(false);
    expect(
      removeMemberRequestSchema.safeParse({ buildingId: '-Nabc', email: 'not-an-address' }).success,
    ).toBe(false);
    expect(
      removeMemberRequestSchema.safeParse({ buildingId: '-Nabc', uid: 'u1', email: 'a@b.cz' })
        .success,
    ).toBe(false);
  });
});
