import type { Request, Response } from 'express';
import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { invitationWrite } from '../shared/domain/members/invitations.js';
import type { Invitation } from '../shared/schemas/stored/invitation.js';
import { memoryDatabase, type MemoryDatabase } from '../shared/testing/memory-database.js';
import { handleInvitationsRequest } from './invitations-handler.js';

const NOW = Date.UTC(2026, 10, 20, 9);
const DAY = 86_400_000;

const invited = (email: string, role: Invitation['role'], invitedAtMs = NOW - DAY): Invitation => ({
  email,
  role,
  invitedByUid: 'owner',
  invitedAtMs,
});

/** Two buildings of `owner`; `new@x.cz` is invited to both, `other@x.cz` to b1. */
async function world(): Promise<unknown> {
  const database = memoryDatabase({
    buildings: {
      b1: { meta: { ownerUid: 'owner' }, members: { owner: 'owner' } },
      b2: { meta: { ownerUid: 'owner' }, members: { owner: 'owner' } },
    },
  });
  await database.ref().update({
    ...invitationWrite('b1', invited('new@x.cz', 'editor')),
    ...invitationWrite('b2', invited('new@x.cz', 'viewer')),
    ...invitationWrite('b1', invited('other@x.cz', 'viewer')),
  });
  return database.data();
}

interface Caller {
  uid: string;
  email?: string;
  emailVerified?: boolean;
}

async function claim(database: MemoryDatabase, caller: Caller, method = 'POST') {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    json: (value: unknown) => ((sent.body = value), res),
    set: () => res,
  };
  const req = { method, path: '/users/invitations/', query: {}, body: {}, get: () => 'Bearer t' };
  await handleInvitationsRequest(req as unknown as Request, res as unknown as Response, {
    verifyIdToken: async () => caller,
    database: () => database as unknown as Database,
    now: () => NOW,
  });
  return sent;
}

describe('POST {host}/users/invitations/: the claim after sign-in', () => {
  it('makes a verified address a member of the buildings it was invited to, once', async () => {
    const database = memoryDatabase(await world());
    const first = await claim(database, { uid: 'u9', email: 'New@X.cz', emailVerified: true });
    expect(first).toEqual({ status: 200, body: { claimed: ['b1', 'b2'], emailVerified: true } });
    // One update: memberships, portfolio entries, the address's invitations gone.
    expect(database.updates).toHaveLength(1);
    const stored = database.data() as {
      buildings: Record<string, { members: Record<string, string> }>;
      users: Record<string, { buildings: Record<string, true> }>;
      invitations: Record<string, unknown>;
      buildingInvitations: Record<string, Record<string, unknown>>;
    };
    expect(stored.buildings['b1']?.members).toEqual({ owner: 'owner', u9: 'editor' });
    expect(stored.buildings['b2']?.members).toEqual({ owner: 'owner', u9: 'viewer' });
    expect(stored.users['u9']?.buildings).toEqual({ b1: true, b2: true });
    expect(Object.keys(stored.invitations)).toEqual(['other@x,cz']);
    expect(stored.buildingInvitations).toEqual({ b1: { 'other@x,cz': expect.any(Object) } });

    const second = await claim(database, { uid: 'u9', email: 'new@x.cz', emailVerified: true });
    expect(second).toEqual({ status: 200, body: { claimed: [], emailVerified: true } });
    expect(database.updates).toHaveLength(1);
  });

  it('claims nothing for an unverified address and answers alike whether invitations wait', async () => {
    const database = memoryDatabase(await world());
    const invitedAddress = await claim(database, {
      uid: 'u9',
      email: 'new@x.cz',
      emailVerified: false,
    });
    const other = await claim(database, { uid: 'u8', email: 'nobody@x.cz', emailVerified: false });
    const noAddress = await claim(database, { uid: 'u7' });
    for (const reply of [invitedAddress, other, noAddress]) {
      expect(reply).toEqual({ status: 200, body: { claimed: [], emailVerified: false } });
    }
    expect(database.updates).toEqual([]);
    expect(database.data()).toEqual(await world());
  });

  it('removes expired invitations and those of deleted buildings without joining', async () => {
    const database = memoryDatabase(await world());
    await database.ref().update({
      ...invitationWrite('b2', invited('new@x.cz', 'viewer', NOW - 30 * DAY)),
      ...invitationWrite('gone', invited('new@x.cz', 'editor')),
    });
    const reply = await claim(database, { uid: 'u9', email: 'new@x.cz', emailVerified: true });
    expect(reply.body).toEqual({ claimed: ['b1'], emailVerified: true });
    const stored = database.data() as { invitations: Record<string, unknown> };
    expect(Object.keys(stored.invitations)).toEqual(['other@x,cz']);
  });

  it('leaves the invitations for the next session when the write fails', async () => {
    const database = memoryDatabase(await world(), { failUpdate: 1 });
    await expect(
      claim(database, { uid: 'u9', email: 'new@x.cz', emailVerified: true }),
    ).rejects.toThrow('update 1 failed');
    expect(database.data()).toEqual(await world());
    const retried = await claim(database, { uid: 'u9', email: 'new@x.cz', emailVerified: true });
    expect(retried.body).toEqual({ claimed: ['b1', 'b2'], emailVerified: true });
  });

  it('accepts POST only', async () => {
    const database = memoryDatabase(await world());
    const got = await claim(database, { uid: 'u9', email: 'new@x.cz', emailVerified: true }, 'GET');
    expect(got.status).toBe(405);
  });
});

describe('a claim of more invitations than one write may trigger functions for', () => {
  it(
    'joins every building in updates of at most 400 buildings, each building whole in one',
    {
      timeout: 60_000,
    },
    async () => {
      const buildings: Record<string, unknown> = {};
      for (let index = 0; index < 501; index++) {
        buildings[`b${index}`] = { meta: { ownerUid: 'owner' }, members: { owner: 'owner' } };
      }
      const database = memoryDatabase({ buildings });
      const invitations: Record<string, unknown> = {};
      for (let index = 0; index < 501; index++) {
        Object.assign(invitations, invitationWrite(`b${index}`, invited('many@x.cz', 'viewer')));
      }
      await database.ref().update(invitations);
      const before = database.updates.length;
      const sent = await claim(database, { uid: 'u9', email: 'many@x.cz', emailVerified: true });
      expect((sent.body as { claimed: string[] }).claimed).toHaveLength(501);
      const writes = database.updates.slice(before);
      expect(writes).toHaveLength(2);
      for (const update of writes) {
        const joined = Object.keys(update).filter((path) =>
          /^buildings\/[^/]+\/members\//.test(path),
        );
        expect(joined.length).toBeLessThanOrEqual(400);
        // Each building's membership and portfolio entry in the same update.
        for (const path of joined) {
          const building = path.split('/')[1];
          expect(update[`users/u9/buildings/${building}`]).toBe(true);
        }
      }
      const stored = database.data() as { users: { u9: { buildings: object } } };
      expect(Object.keys(stored.users.u9.buildings)).toHaveLength(501);
    },
  );
});
