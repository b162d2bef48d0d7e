import type { Request, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import {
  MAX_PENDING_INVITATIONS,
  invitationEmailKey,
  invitationWrite,
} from '../shared/domain/members/invitations.js';
import { memoryDatabase, type MemoryDatabase } from '../shared/testing/memory-database.js';
import { handleMembersRequest } from './members-handler.js';

const NOW = Date.UTC(2026, 10, 20, 9);
const DAY = 86_400_000;

/** Accounts the fake Auth knows: the owner, an editor, and a guest who is no member yet. */
const ACCOUNTS: Record<string, { email: string; displayName?: string }> = {
  owner: { email: 'olga@facet.example', displayName: 'Olga' },
  editor: { email: 'eda@facet.example' },
  guest: { email: 'guest@facet.example' },
};

function building(): Record<string, unknown> {
  return {
    buildings: {
      b1: { meta: { ownerUid: 'owner' }, members: { owner: 'owner', editor: 'editor' } },
    },
    users: { owner: { buildings: { b1: true } }, editor: { buildings: { b1: true } } },
  };
}

/** The Admin Auth the handler may use: `getUsers` for the list; a lookup by e-mail fails the test. */
function fakeAuth(lookups: string[]): Auth {
  return {
    getUsers: async (ids: { uid: string }[]) => ({
      users: ids.filter(({ uid }) => ACCOUNTS[uid]).map(({ uid }) => ({ uid, ...ACCOUNTS[uid] })),
      notFound: [],
    }),
    getUserByEmail: async (email: string) => {
      lookups.push(email);
      throw new Error('an invitation must not look the address up');
    },
  } as unknown as Auth;
}

interface Sent {
  status: number;
  body: unknown;
  text: string;
}

/** Calls the members endpoint as `uid` the way `users` does; the reply's status, body and bytes. */
async function call(
  database: MemoryDatabase,
  uid: string,
  method: 'GET' | 'POST' | 'DELETE',
  input: Record<string, unknown>,
  options: { lookups?: string[]; nowMs?: number } = {},
): Promise<Sent> {
  const sent: Sent = { status: 0, body: undefined, text: '' };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    json: (value: unknown) => ((sent.body = value), (sent.text = JSON.stringify(value)), res),
    set: () => res,
  };
  const req = {
    method,
    path: '/users/members/',
    query: method === 'GET' ? input : {},
    body: method === 'GET' ? undefined : input,
    get: () => 'Bearer token',
  };
  await handleMembersRequest(req as unknown as Request, res as unknown as Response, {
    verifyIdToken: async () => ({ uid, email: ACCOUNTS[uid]?.email, emailVerified: true }),
    database: () => database as unknown as Database,
    auth: () => fakeAuth(options.lookups ?? []),
    now: () => options.nowMs ?? NOW,
  });
  return sent;
}

describe('POST {host}/users/members/: an invitation', () => {
  it('answers the same for an address with an account and one without, and looks neither up', async () => {
    const database = memoryDatabase(building());
    const lookups: string[] = [];
    const withAccount = await call(
      database,
      'owner',
      'POST',
      { buildingId: 'b1', email: 'Guest@Facet.example', role: 'viewer' },
      { lookups },
    );
    const without = await call(
      database,
      'owner',
      'POST',
      { buildingId: 'b1', email: 'nobody@facet.example', role: 'viewer' },
      { lookups },
    );
    expect(withAccount).toEqual({
      status: 200,
      body: { invited: 'guest@facet.example', role: 'viewer' },
      text: '{"invited":"guest@facet.example","role":"viewer"}',
    });
    expect(without.status).toBe(withAccount.status);
    expect(without.text.replace('nobody@', 'guest@')).toBe(withAccount.text);
    expect(lookups).toEqual([]);
    // Both wait as invitations; neither is a member yet.
    const stored = database.data() as Record<string, Record<string, unknown>>;
    expect(stored['buildings']?.['b1']).toMatchObject({
      members: { owner: 'owner', editor: 'editor' },
    });
    expect(database.updates).toEqual([
      invitationWrite('b1', {
        email: 'guest@facet.example',
        role: 'viewer',
        invitedByUid: 'owner',
        invitedAtMs: NOW,
      }),
      invitationWrite('b1', {
        email: 'nobody@facet.example',
        role: 'viewer',
        invitedByUid: 'owner',
        invitedAtMs: NOW,
      }),
    ]);
  });

  it('lists both addresses alike to the owner, as pending, and to no other member', async () => {
    const database = memoryDatabase(building());
    for (const email of ['guest@facet.example', 'nobody@facet.example']) {
      await call(database, 'owner', 'POST', { buildingId: 'b1', email, role: 'editor' });
    }
    const listed = await call(database, 'owner', 'GET', { buildingId: 'b1' });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      members: [
        { uid: 'owner', role: 'owner', email: 'olga@facet.example', displayName: 'Olga' },
        { uid: 'editor', role: 'editor', email: 'eda@facet.example', displayName: null },
      ],
      invitations: [
        {
          email: 'guest@facet.example',
          role: 'editor',
          invitedAtMs: NOW,
          expiresAtMs: NOW + 30 * DAY,
        },
        {
          email: 'nobody@facet.example',
          role: 'editor',
          invitedAtMs: NOW,
          expiresAtMs: NOW + 30 * DAY,
        },
      ],
    });
    const byEditor = await call(database, 'editor', 'GET', { buildingId: 'b1' });
    expect((byEditor.body as { invitations: unknown[] }).invitations).toEqual([]);
    // Past 30 days an invitation is no longer listed (the nightly run removes it).
    const later = await call(
      database,
      'owner',
      'GET',
      { buildingId: 'b1' },
      { nowMs: NOW + 30 * DAY },
    );
    expect((later.body as { invitations: unknown[] }).invitations).toEqual([]);
  });

  it('renews an invitation sent again, with the new role', async () => {
    const database = memoryDatabase(building());
    await call(database, 'owner', 'POST', { buildingId: 'b1', email: 'new@x.cz', role: 'viewer' });
    await call(
      database,
      'owner',
      'POST',
      { buildingId: 'b1', email: 'NEW@x.cz', role: 'editor' },
      { nowMs: NOW + DAY },
    );
    const listed = await call(database, 'owner', 'GET', { buildingId: 'b1' }, { nowMs: NOW + DAY });
    expect((listed.body as { invitations: unknown[] }).invitations).toEqual([
      { email: 'new@x.cz', role: 'editor', invitedAtMs: NOW + DAY, expiresAtMs: NOW + 31 * DAY },
    ]);
  });

  it('refuses members who are not the owner, the owner’s own address and too many invitations', async () => {
    const database = memoryDatabase(building());
    const byEditor = await call(database, 'editor', 'POST', {
      buildingId: 'b1',
      email: 'new@x.cz',
      role: 'viewer',
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toMatchObject({ reason: 'notOwner' });
    const self = await call(database, 'owner', 'POST', {
      buildingId: 'b1',
      email: 'OLGA@facet.example',
      role: 'viewer',
    });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ reason: 'alreadyOwner' });
    const badRole = await call(database, 'owner', 'POST', {
      buildingId: 'b1',
      email: 'new@x.cz',
      role: 'owner',
    });
    expect(badRole.status).toBe(400);
    expect(database.updates).toEqual([]);

    const full = memoryDatabase(building());
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i += 1) {
      await call(full, 'owner', 'POST', { buildingId: 'b1', email: `p${i}@x.cz`, role: 'viewer' });
    }
    const over = await call(full, 'owner', 'POST', {
      buildingId: 'b1',
      email: 'one-more@x.cz',
      role: 'viewer',
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ reason: 'tooManyInvitations' });
    // Sending one of them again renews it rather than counting twice.
    const again = await call(full, 'owner', 'POST', {
      buildingId: 'b1',
      email: 'p0@x.cz',
      role: 'editor',
    });
    expect(again.status).toBe(200);
  });

  it('stores nothing when the write fails', async () => {
    const database = memoryDatabase(building(), { failUpdate: 1 });
    await expect(
      call(database, 'owner', 'POST', { buildingId: 'b1', email: 'new@x.cz', role: 'viewer' }),
    ).rejects.toThrow('update 1 failed');
    expect(database.data()).toEqual(building());
  });
});

describe('DELETE {host}/users/members/', () => {
  it('withdraws an invitation by address from both its paths', async () => {
    const database = memoryDatabase(building());
    await call(database, 'owner', 'POST', { buildingId: 'b1', email: 'new@x.cz', role: 'viewer' });
    const withdrawn = await call(database, 'owner', 'DELETE', {
      buildingId: 'b1',
      email: 'New@x.cz',
    });
    expect(withdrawn).toMatchObject({ status: 200, body: { removed: 'new@x.cz' } });
    expect(database.data()).toEqual(building());
    const again = await call(database, 'owner', 'DELETE', { buildingId: 'b1', email: 'new@x.cz' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ reason: 'noInvitation' });
    const byEditor = await call(database, 'editor', 'DELETE', {
      buildingId: 'b1',
      email: 'new@x.cz',
    });
    expect(byEditor.status).toBe(403);
  });

  it('removes a member and their portfolio entry, never the owner', async () => {
    const database = memoryDatabase(building());
    const removed = await call(database, 'owner', 'DELETE', { buildingId: 'b1', uid: 'editor' });
    expect(removed).toMatchObject({ status: 200, body: { removed: 'editor' } });
    expect(database.updates).toEqual([
      { 'buildings/b1/members/editor': null, 'users/editor/buildings/b1': null },
    ]);
    const owner = await call(database, 'owner', 'DELETE', { buildingId: 'b1', uid: 'owner' });
    expect(owner.body).toMatchObject({ reason: 'cannotChangeOwner' });
    const stranger = await call(database, 'owner', 'DELETE', { buildingId: 'b1', uid: 'guest' });
    expect(stranger.body).toMatchObject({ reason: 'notMember' });
  });

  it('keeps an invitation’s key apart from other addresses', async () => {
    const database = memoryDatabase(building());
    await call(database, 'owner', 'POST', { buildingId: 'b1', email: 'a.b@x.cz', role: 'viewer' });
    expect(Object.keys((database.data() as { invitations: object }).invitations)).toEqual([
      invitationEmailKey('a.b@x.cz'),
    ]);
  });
});
