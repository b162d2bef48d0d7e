import { describe, expect, it } from 'vitest';
import { dbKeySchema } from '../../schemas/common.js';
import type { Invitation } from '../../schemas/stored/invitation.js';
import {
  INVITATION_TTL_DAYS,
  claimUpdate,
  invitationEmailKey,
  invitationExpiresAtMs,
  invitationRemoval,
  invitationWrite,
  isInvitationExpired,
  normalisedEmail,
  sortInvitations,
} from './invitations.js';

const T0 = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const invitation = (email: string, role: 'editor' | 'viewer' = 'viewer', at = T0): Invitation => ({
  email,
  role,
  invitedByUid: 'owner',
  invitedAtMs: at,
});

describe('invitationEmailKey', () => {
  it('is the address in lower case, trimmed', () => {
    expect(normalisedEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(invitationEmailKey('Ann@Example.COM')).toBe(invitationEmailKey('ann@example.com'));
  });

  it('writes `.` as `,`, and `,`, `!` and the characters a key or a URL path may not hold as !XX', () => {
    expect(invitationEmailKey('ann.lee@x.cz')).toBe('ann,lee@x,cz');
    expect(invitationEmailKey('a#b$c[d]e/f%g?h!i,j@x')).toBe(
      'a!23b!24c!5Bd!5De!2Ff!25g!3Fh!21i!2Cj@x',
    );
  });

  it('gives a valid database key and tells apart addresses that differ only in those characters', () => {
    const addresses = ['a.b@x.cz', 'a,b@x.cz', 'a!2Cb@x.cz', 'a!2Eb@x.cz', 'a_b@x.cz', 'a/b@x.cz'];
    const keys = addresses.map(invitationEmailKey);
    expect(new Set(keys).size).toBe(addresses.length);
    for (const key of keys) expect(dbKeySchema.safeParse(key).success).toBe(true);
  });
});

describe('expiry', () => {
  it(`lasts ${INVITATION_TTL_DAYS} days from the invitation`, () => {
    expect(invitationExpiresAtMs({ invitedAtMs: T0 })).toBe(T0 + 30 * DAY);
    expect(isInvitationExpired({ invitedAtMs: T0 }, T0 + 30 * DAY - 1)).toBe(false);
    expect(isInvitationExpired({ invitedAtMs: T0 }, T0 + 30 * DAY)).toBe(true);
  });
});

describe('invitation paths', () => {
  it('stores and removes an invitation by address and by building in one update', () => {
    const stored = invitation('ann.lee@x.cz', 'editor');
    expect(invitationWrite('b1', stored)).toEqual({
      'invitations/ann,lee@x,cz/b1': stored,
      'buildingInvitations/b1/ann,lee@x,cz': stored,
    });
    expect(invitationRemoval('b1', 'ann,lee@x,cz')).toEqual({
      'invitations/ann,lee@x,cz/b1': null,
      'buildingInvitations/b1/ann,lee@x,cz': null,
    });
  });
});

describe('sortInvitations', () => {
  it('lists those pending by address and names the expired and malformed ones', () => {
    const stored = {
      'zoe@x,cz': invitation('zoe@x.cz'),
      'ann@x,cz': invitation('ann@x.cz', 'editor', T0 + 5 * DAY),
      'old@x,cz': invitation('old@x.cz', 'viewer', T0 - 31 * DAY),
      'bad@x,cz': { email: 'bad@x.cz', role: 'owner', invitedByUid: 'o', invitedAtMs: T0 },
    };
    const { pending, stale } = sortInvitations(stored, T0 + DAY);
    expect(pending.map((entry) => entry.invitation.email)).toEqual(['ann@x.cz', 'zoe@x.cz']);
    expect(pending[0]?.emailKey).toBe('ann@x,cz');
    expect(stale).toEqual(['bad@x,cz', 'old@x,cz']);
    expect(sortInvitations(null, T0)).toEqual({ pending: [], stale: [] });
  });
});

describe('claimUpdate', () => {
  const key = invitationEmailKey('new@x.cz');
  const candidate = (
    buildingId: string,
    overrides: Partial<Parameters<typeof claimUpdate>[2][number]> = {},
  ) => ({
    buildingId,
    stored: invitation('new@x.cz', 'editor'),
    buildingExists: true,
    currentRole: null,
    ...overrides,
  });

  it('makes the account a member with the invited role and lists the building, in one update', () => {
    const { update, claimed } = claimUpdate(
      'u9',
      key,
      [candidate('b2'), candidate('b1')],
      T0 + DAY,
    );
    expect(claimed).toEqual(['b1', 'b2']);
    expect(update).toEqual({
      'buildings/b1/members/u9': 'editor',
      'users/u9/buildings/b1': true,
      'buildings/b2/members/u9': 'editor',
      'users/u9/buildings/b2': true,
      ...invitationRemoval('b1', key),
      ...invitationRemoval('b2', key),
    });
  });

  it('changes the role of a member invited again, never the owner', () => {
    expect(
      claimUpdate('u9', key, [candidate('b1', { currentRole: 'viewer' })], T0).update[
        'buildings/b1/members/u9'
      ],
    ).toBe('editor');
    const owner = claimUpdate('u9', key, [candidate('b1', { currentRole: 'owner' })], T0);
    expect(owner).toEqual({ update: invitationRemoval('b1', key), claimed: [] });
  });

  it('only removes invitations expired, malformed or of a building that is gone', () => {
    const { update, claimed } = claimUpdate(
      'u9',
      key,
      [
        candidate('b1', { stored: invitation('new@x.cz', 'viewer', T0 - 30 * DAY) }),
        candidate('b2', { stored: { role: 'viewer' } }),
        candidate('b3', { buildingExists: false }),
      ],
      T0,
    );
    expect(claimed).toEqual([]);
    expect(update).toEqual({
      ...invitationRemoval('b1', key),
      ...invitationRemoval('b2', key),
      ...invitationRemoval('b3', key),
    });
  });
});
