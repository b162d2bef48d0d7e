import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  FUNCTION_CALL_TIMEOUT_MS,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
} from '../support/emulators.js';
import { VALID } from '../support/rules-fixtures.js';

async function finish(buildingId: unknown, token: string | undefined, all?: boolean) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(`${FUNCTIONS_ORIGIN}/wizard/finish`, {
    method: 'POST',
    headers,
    body: JSON.stringify(all === undefined ? { buildingId } : { buildingId, all }),
    signal: AbortSignal.timeout(FUNCTION_CALL_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Temporary building with valid General Information and Electricity, Activity and HVAC done. */
async function temporaryBuilding(owner: { uid: string }) {
  const buildingId = await createOwnedBuilding(owner, { name: 'x' }, 'temporary');
  await adminDatabase('PATCH', `/buildings/${buildingId}`, {
    general: VALID.general,
    'meta/wizard': {
      step: 'renewables',
      percent: 33,
      done: { general: true, activity: true, electricity: true },
    },
  });
  return buildingId;
}

describe.runIf(DATABASE_HOST)('{host}/wizard/finish', () => {
  it('validates the whole building on the server and makes it Permanent', async () => {
    const owner = await createAccount();
    const buildingId = await temporaryBuilding(owner);
    const finished = await finish(buildingId, owner.idToken);
    expect(finished).toMatchObject({ status: 200, body: { status: 'permanent' } });
    const meta = (await adminDatabase('GET', `/buildings/${buildingId}/meta`)) as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({
      status: 'permanent',
      editedByUid: owner.uid,
      wizard: {
        step: 'done',
        percent: 44,
        done: { general: true, activity: true, electricity: true, done: true },
      },
    });
  });

  it('"Done All" marks every step done, Done included: Permanent at 100 % (spec 4)', async () => {
    const owner = await createAccount();
    const buildingId = await temporaryBuilding(owner);
    const finished = await finish(buildingId, owner.idToken, true);
    expect(finished).toMatchObject({ status: 200, body: { status: 'permanent' } });
    expect(await adminDatabase('GET', `/buildings/${buildingId}/meta`)).toMatchObject({
      status: 'permanent',
      wizard: {
        step: 'done',
        percent: 100,
        done: {
          general: true,
          activity: true,
          electricity: true,
          heating: true,
          hvac: true,
          lighting: true,
          envelope: true,
          renewables: true,
          done: true,
        },
      },
    });
  });

  it('refuses a building whose parts do not pass their step schemas (422) and changes nothing', async () => {
    const owner = await createAccount();
    const buildingId = await temporaryBuilding(owner);
    // Space usage adds up to 60 % of GFA, not the 100 % the Activity step demands.
    await adminDatabase('PUT', `/buildings/${buildingId}/spaceUsage`, {
      su1: VALID.spaceUsageItem,
    });
    const before = await adminDatabase('GET', `/buildings/${buildingId}/meta`);
    const refused = await finish(buildingId, owner.idToken);
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'unprocessable', reason: 'wizard.cannotFinish' },
    });
    expect(refused.body['checks']).toContainEqual(
      expect.objectContaining({ step: 'activity', state: 'invalid' }),
    );
    expect(await adminDatabase('GET', `/buildings/${buildingId}/meta`)).toEqual(before);
  });

  it('lets editors finish, not viewers (403) or strangers (404), nor callers without a token', async () => {
    const owner = await createAccount();
    const editor = await createAccount();
    const viewer = await createAccount();
    const stranger = await createAccount();
    const buildingId = await temporaryBuilding(owner);
    await adminDatabase('PATCH', `/buildings/${buildingId}/members`, {
      [editor.uid]: 'editor',
      [viewer.uid]: 'viewer',
    });
    expect((await finish(buildingId, viewer.idToken)).status).toBe(403);
    expect((await finish(buildingId, stranger.idToken)).status).toBe(404);
    expect((await finish(buildingId, undefined)).status).toBe(401);
    expect((await finish('a/b', owner.idToken)).status).toBe(400);
    expect(await adminDatabase('GET', `/buildings/${buildingId}/meta/status`)).toBe('temporary');
    expect((await finish(buildingId, editor.idToken)).status).toBe(200);
    expect(await adminDatabase('GET', `/buildings/${buildingId}/meta/status`)).toBe('permanent');
  });
});
