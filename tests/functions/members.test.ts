import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
} from '../support/emulators.js';

const MEMBERS = `${FUNCTIONS_ORIGIN}/users/members/`;

async function call(method: string, token: string | undefined, body?: unknown, query = '') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(`${MEMBERS}${query}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.runIf(DATABASE_HOST)('{host}/users/members/', () => {
  it('lets the owner invite an existing account, list members with e-mails and remove them', async () => {
    const [owner, guest] = await Promise.all([
      createAccount(uniqueEmail('owner')),
      createAccount(uniqueEmail('guest')),
    ]);
    const buildingId = await createOwnedBuilding(
      owner,
      { name: 'Members test building' },
      'temporary',
    );

    const invited = await call('POST', owner.idToken, {
      buildingId,
      email: guest.email.toUpperCase(),
      role: 'viewer',
    });
    expect(invited).toEqual({
      status: 200,
      body: { uid: guest.uid, role: 'viewer', email: guest.email, displayName: null },
    });
    expect(await adminDatabase('GET', `/buildings/${buildingId}/members/${guest.uid}`)).toBe(
      'viewer',
    );
    expect(await adminDatabase('GET', `/users/${guest.uid}/buildings/${buildingId}`)).toBe(true);

    const listed = await call('GET', guest.idToken, undefined, `?buildingId=${buildingId}`);
    expect(listed.status).toBe(200);
    expect(listed.body['members']).toEqual(
      expect.arrayContaining([
        { uid: owner.uid, role: 'owner', email: owner.email, displayName: null },
        { uid: guest.uid, role: 'viewer', email: guest.email, displayName: null },
      ]),
    );

    const promoted = await call('POST', owner.idToken, {
      buildingId,
      email: guest.email,
      role: 'editor',
    });
    expect(promoted.body['role']).toBe('editor');

    const removed = await call('DELETE', owner.idToken, { buildingId, uid: guest.uid });
    expect(removed).toEqual({ status: 200, body: { removed: guest.uid } });
    expect(await adminDatabase('GET', `/buildings/${buildingId}/members/${guest.uid}`)).toBeNull();
    expect(await adminDatabase('GET', `/users/${guest.uid}/buildings/${buildingId}`)).toBeNull();
  });

  it('refuses members who are not the owner, strangers, unknown addresses and owner changes', async () => {
    const [owner, editor, stranger] = await Promise.all([
      createAccount(uniqueEmail('owner')),
      createAccount(uniqueEmail('editor')),
      createAccount(uniqueEmail('stranger')),
    ]);
    const buildingId = await createOwnedBuilding(
      owner,
      { name: 'Members test building' },
      'temporary',
    );
    await call('POST', owner.idToken, { buildingId, email: editor.email, role: 'editor' });

    const byEditor = await call('POST', editor.idToken, {
      buildingId,
      email: stranger.email,
      role: 'viewer',
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body['reason']).toBe('notOwner');
    const byStranger = await call('DELETE', stranger.idToken, { buildingId, uid: editor.uid });
    expect(byStranger.status).toBe(403);
    const listByStranger = await call(
      'GET',
      stranger.idToken,
      undefined,
      `?buildingId=${buildingId}`,
    );
    expect(listByStranger.status).toBe(403);
    expect(listByStranger.body['reason']).toBe('notMember');

    const unknown = await call('POST', owner.idToken, {
      buildingId,
      email: uniqueEmail('nobody'),
      role: 'viewer',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body['reason']).toBe('noAccount');
    const self = await call('POST', owner.idToken, {
      buildingId,
      email: owner.email,
      role: 'viewer',
    });
    expect(self.body['reason']).toBe('alreadyOwner');
    const removeOwner = await call('DELETE', owner.idToken, { buildingId, uid: owner.uid });
    expect(removeOwner.body['reason']).toBe('cannotChangeOwner');
    expect(await adminDatabase('GET', `/buildings/${buildingId}/members/${owner.uid}`)).toBe(
      'owner',
    );

    const badRole = await call('POST', owner.idToken, {
      buildingId,
      email: stranger.email,
      role: 'owner',
    });
    expect(badRole.status).toBe(400);
    expect(
      (await call('POST', undefined, { buildingId, email: stranger.email, role: 'viewer' })).status,
    ).toBe(401);
    expect((await call('PUT', owner.idToken, {})).status).toBe(405);
  });
});
