import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  FUNCTION_CALL_TIMEOUT_MS,
  HOSTING_ORIGIN,
  createAccount,
  forgeIdToken,
} from '../support/emulators.js';

const DIRECT = `${FUNCTIONS_ORIGIN}/users/tracking/`;
const VIA_HOSTING = `${HOSTING_ORIGIN}/users/tracking/`;

async function post(url: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FUNCTION_CALL_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /users/tracking/ (functions emulator)', () => {
  it('accepts a valid token whose uid is the externalUID, directly and through Hosting', async () => {
    const account = await createAccount();
    const body = { externalUID: account.uid, pageName: 'Sign In' };
    await expect(post(DIRECT, body, account.idToken)).resolves.toEqual({
      status: 200,
      body: { success: true },
    });
    await expect(post(VIA_HOSTING, body, account.idToken)).resolves.toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it.runIf(DATABASE_HOST)('stores {pageName, at} under /tracking/{uid}', async () => {
    const account = await createAccount();
    const before = Date.now();
    await post(DIRECT, { externalUID: account.uid, pageName: 'Sign In' }, account.idToken);
    const response = await fetch(
      `http://${DATABASE_HOST}/tracking/${account.uid}.json?ns=demo-facet-default-rtdb`,
      {
        headers: { Authorization: 'Bearer owner' },
        signal: AbortSignal.timeout(10_000),
      },
    );
    const records = Object.values(
      (await response.json()) as Record<string, { pageName: string; at: number }>,
    );
    expect(records).toHaveLength(1);
    expect(records[0]?.pageName).toBe('Sign In');
    expect(records[0]?.at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 401 without a token', async () => {
    const account = await createAccount();
    const result = await post(DIRECT, { externalUID: account.uid, pageName: 'Sign In' });
    expect(result.status).toBe(401);
    expect(result.body['message']).toMatch(/Authorization/);
  });

  it.each([
    ['garbage', () => 'not-a-jwt'],
    ['a token for an account that does not exist', () => forgeIdToken({ uid: 'nobody-at-all' })],
    ['a token for another project', () => forgeIdToken({ uid: 'x', projectId: 'demo-other' })],
    ['an expired token', () => forgeIdToken({ uid: 'x', expiresInSeconds: -3600 })],
  ])('answers 401 for %s', async (_name, token) => {
    const result = await post(
      DIRECT,
      { externalUID: 'nobody-at-all', pageName: 'Sign In' },
      token(),
    );
    expect(result.status).toBe(401);
    expect(result.body['code']).toBe('unauthenticated');
  });

  it('answers 401 for a forged token naming a real account of another project', async () => {
    const account = await createAccount();
    const token = forgeIdToken({ uid: account.uid, projectId: 'demo-other' });
    const result = await post(DIRECT, { externalUID: account.uid, pageName: 'Sign In' }, token);
    expect(result.status).toBe(401);
  });

  it('answers 403 when externalUID is not the signed-in user', async () => {
    const [alice, bob] = await Promise.all([createAccount(), createAccount()]);
    const result = await post(DIRECT, { externalUID: bob.uid, pageName: 'Sign In' }, alice.idToken);
    expect(result).toEqual({
      status: 403,
      body: {
        code: 'permission-denied',
        message: 'externalUID does not match the signed-in user.',
      },
    });
  });

  it.each([
    [{}, 'externalUID'],
    [{ externalUID: 'UID' }, 'pageName'],
    [{ externalUID: 'UID', pageName: '' }, 'pageName'],
    [{ externalUID: 'UID', pageName: 42 }, 'pageName'],
  ])('answers 400 with a message for the bad body %j', async (template, field) => {
    const account = await createAccount();
    const body = JSON.parse(JSON.stringify(template).replace('UID', account.uid)) as object;
    const result = await post(DIRECT, body, account.idToken);
    expect(result.status).toBe(400);
    expect(result.body['code']).toBe('invalid-argument');
    expect(result.body['message']).toContain(field);
  });

  it('answers 405 for other methods', async () => {
    const account = await createAccount();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(DIRECT, {
        method,
        headers: { Authorization: `Bearer ${account.idToken}` },
        signal: AbortSignal.timeout(FUNCTION_CALL_TIMEOUT_MS),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
