import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  FUNCTION_CALL_TIMEOUT_MS,
  HOSTING_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  eventually,
  uniqueEmail,
} from '../support/emulators.js';
import { inProcessAdminDatabase } from '../support/in-process-functions.js';

const SHARES = `${FUNCTIONS_ORIGIN}/shares/`;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function call(
  method: string,
  token: string | undefined,
  body?: unknown,
  query = '',
  url = SHARES,
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(`${url}${query}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(FUNCTION_CALL_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface View {
  title: string;
  sections: Record<string, true>;
  general?: Record<string, unknown>;
}
interface Status {
  createdAtMs: number;
  expiresAtMs?: number;
  revokedAtMs?: number;
}

const GENERAL = {
  name: 'Share test building',
  street: 'Private Lane 7',
  city: 'Brno',
  postCode: '602 00',
};

describe.runIf(DATABASE_HOST)('{host}/shares/', { timeout: 180_000 }, () => {
  it('creates a link with a snapshot that follows the building, updates it and revokes it at once', async () => {
    const owner = await createAccount(uniqueEmail('share-owner'));
    const buildingId = await createOwnedBuilding(owner, GENERAL, 'temporary');

    const created = await call('POST', owner.idToken, {
      buildingId,
      sections: { general: true, performance: true },
    });
    expect(created.status).toBe(200);
    const token = created.body['token'] as string;
    expect(token).toMatch(TOKEN);
    expect(created.body['link']).toMatchObject({
      sections: { general: true, performance: true },
      createdByUid: owner.uid,
    });

    const view = (await adminDatabase('GET', `/shares/${token}/view`)) as View;
    expect(view.title).toBe('Share test building');
    expect(view.general).toEqual({ name: 'Share test building', city: 'Brno' });
    const text = JSON.stringify(view);
    for (const personal of ['Private Lane', '602 00', owner.uid, owner.email]) {
      expect(text).not.toContain(personal);
    }
    expect(await adminDatabase('GET', `/shares/${token}/status`)).toEqual({
      createdAtMs: expect.any(Number) as number,
    });
    expect(await adminDatabase('GET', `/shareLinks/${buildingId}/${token}/createdByUid`)).toBe(
      owner.uid,
    );

    // The owner lists the building's links.
    const listed = await call('GET', owner.idToken, undefined, `?buildingId=${buildingId}`);
    expect(listed.status).toBe(200);
    expect(Object.keys(listed.body['links'] as object)).toEqual([token]);

    // The building changes: the trigger refreshes the snapshot.
    await adminDatabase('PATCH', `/buildings/${buildingId}`, {
      'general/title': 'Renamed for the share',
      'meta/updatedAtMs': Date.now(),
    });
    await eventually<string>(`/shares/${token}/view/title`, (t) => t === 'Renamed for the share');

    // What it shows and when it expires.
    const expiresAtMs = Date.now() + 86_400_000;
    const updated = await call('PATCH', owner.idToken, {
      buildingId,
      token,
      sections: { comparison: true },
      expiresAtMs,
    });
    expect(updated.status).toBe(200);
    expect(await adminDatabase('GET', `/shares/${token}/view/sections`)).toEqual({
      comparison: true,
    });
    expect(await adminDatabase('GET', `/shares/${token}/view/general`)).toBeNull();
    expect(await adminDatabase('GET', `/shares/${token}/status/expiresAtMs`)).toBe(expiresAtMs);

    // Revoked: no view at once, a status that says so, no configuration.
    const revoked = await call('DELETE', owner.idToken, { buildingId, token });
    expect(revoked).toEqual({ status: 200, body: { revoked: token } });
    expect(await adminDatabase('GET', `/shares/${token}/view`)).toBeNull();
    const status = (await adminDatabase('GET', `/shares/${token}/status`)) as Status;
    expect(status.revokedAtMs).toEqual(expect.any(Number));
    expect(await adminDatabase('GET', `/shareLinks/${buildingId}`)).toBeNull();
    expect((await call('DELETE', owner.idToken, { buildingId, token })).status).toBe(404);

    await adminDatabase('DELETE', `/shares/${token}`);
  });

  it('a refresh that read the links before the owner changed or revoked one writes neither back', async () => {
    const owner = await createAccount(uniqueEmail('share-race'));
    const buildingId = await createOwnedBuilding(owner, GENERAL, 'temporary');
    const open = (await call('POST', owner.idToken, { buildingId, sections: { general: true } }))
      .body['token'] as string;
    const revoked = (await call('POST', owner.idToken, { buildingId, sections: { general: true } }))
      .body['token'] as string;
    await call('PATCH', owner.idToken, {
      buildingId,
      token: open,
      sections: { comparison: true },
      expiresAtMs: null,
    });
    await call('DELETE', owner.idToken, { buildingId, token: revoked });
    // What a refresh that read /shareLinks before these two calls still has in hand.
    await adminDatabase('PATCH', `/shareLinks/${buildingId}`, {
      [`${open}/sections`]: { general: true },
      [revoked]: {
        sections: { general: true },
        createdAtMs: 1,
        createdByUid: owner.uid,
        updatedAtMs: 1,
      },
    });
    const database = await inProcessAdminDatabase();
    const { refreshBuildingShares } = await import('../../functions/src/services/shares.js');
    const refreshed = await refreshBuildingShares(database, buildingId, Date.now());

    expect(refreshed).toBe(1);
    // The open link keeps the sections its owner chose last; the revoked one stays revoked.
    expect(await adminDatabase('GET', `/shares/${open}/view/sections`)).toEqual({
      comparison: true,
    });
    expect(await adminDatabase('GET', `/shares/${revoked}/view`)).toBeNull();
    const status = (await adminDatabase('GET', `/shares/${revoked}/status`)) as Status;
    expect(status.revokedAtMs).toEqual(expect.any(Number));
    // The owner's configuration is not the refresh's to write.
    expect(await adminDatabase('GET', `/shareLinks/${buildingId}/${open}/sections`)).toEqual({
      general: true,
    });
  });

  it('refuses members who are not the owner, strangers, bad input and past expiries', async () => {
    const [owner, stranger] = await Promise.all([
      createAccount(uniqueEmail('share-owner')),
      createAccount(uniqueEmail('share-stranger')),
    ]);
    const buildingId = await createOwnedBuilding(owner, GENERAL, 'temporary');
    await adminDatabase('PATCH', '/', {
      [`buildings/${buildingId}/members/${stranger.uid}`]: null,
    });

    const byStranger = await call('POST', stranger.idToken, {
      buildingId,
      sections: { general: true },
    });
    expect(byStranger.status).toBe(403);
    expect(byStranger.body['reason']).toBe('notOwner');
    const listedByStranger = await call(
      'GET',
      stranger.idToken,
      undefined,
      `?buildingId=${buildingId}`,
    );
    expect(listedByStranger.status).toBe(403);

    // A viewer is a member but not the owner.
    await adminDatabase('PATCH', '/', {
      [`buildings/${buildingId}/members/${stranger.uid}`]: 'viewer',
    });
    expect(
      (await call('POST', stranger.idToken, { buildingId, sections: { general: true } })).body[
        'reason'
      ],
    ).toBe('notOwner');
    expect(
      (await call('GET', stranger.idToken, undefined, `?buildingId=${buildingId}`)).status,
    ).toBe(200);

    expect(
      (await call('POST', undefined, { buildingId, sections: { general: true } })).status,
    ).toBe(401);
    for (const sections of [{}, { members: true }, { general: false }]) {
      expect((await call('POST', owner.idToken, { buildingId, sections })).status).toBe(400);
    }
    const past = await call('POST', owner.idToken, {
      buildingId,
      sections: { general: true },
      expiresAtMs: Date.now() - 1000,
    });
    expect(past.status).toBe(400);
    expect(past.body['reason']).toBe('expiryPast');
    expect(await adminDatabase('GET', `/shareLinks/${buildingId}`)).toBeNull();
  });

  it('is reached through the Hosting rewrite of /shares/**, and no longer below /users/', async () => {
    const owner = await createAccount(uniqueEmail('share-hosting'));
    const buildingId = await createOwnedBuilding(owner, GENERAL, 'temporary');
    const query = `?buildingId=${buildingId}`;
    expect(await call('GET', owner.idToken, undefined, query, `${HOSTING_ORIGIN}/shares/`)).toEqual(
      { status: 200, body: { links: {}, role: 'owner' } },
    );
    expect(
      (await call('GET', owner.idToken, undefined, query, `${FUNCTIONS_ORIGIN}/users/shares/`))
        .status,
    ).toBe(404);
  });

  it('a deleted building revokes its links', async () => {
    const owner = await createAccount(uniqueEmail('share-owner'));
    const buildingId = await createOwnedBuilding(owner, GENERAL, 'temporary');
    const created = await call('POST', owner.idToken, {
      buildingId,
      sections: { general: true },
    });
    const token = created.body['token'] as string;
    await adminDatabase('PATCH', '/', {
      [`buildings/${buildingId}`]: null,
      [`users/${owner.uid}/buildings/${buildingId}`]: null,
    });
    const status = await eventually<Status>(
      `/shares/${token}/status`,
      (value) => value?.revokedAtMs !== undefined,
    );
    expect(status?.revokedAtMs).toEqual(expect.any(Number));
    expect(await adminDatabase('GET', `/shares/${token}/view`)).toBeNull();
    expect(await adminDatabase('GET', `/shareLinks/${buildingId}`)).toBeNull();
    await adminDatabase('DELETE', `/shares/${token}`);
  });
});
