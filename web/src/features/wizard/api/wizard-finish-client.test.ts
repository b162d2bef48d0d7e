import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-service';
import { finishBuilding } from './wizard-finish-client';

vi.mock('@/lib/firebase', () => ({
  apiOrigin: () => '',
  longRequestOrigin: () => 'https://functions.example',
  auth: { currentUser: null },
}));

const user: AuthUser = {
  uid: 'alice',
  email: null,
  emailVerified: true,
  displayName: null,
  getIdToken: async () => 'token',
};

function answer(status: number, body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

function sentBody(fetchImpl: ReturnType<typeof answer>): unknown {
  return JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('finishBuilding', () => {
  it('Done: asks the functions to finish the building', async () => {
    const fetchImpl = answer(200, { status: 'permanent', checks: [] });
    await finishBuilding(user, 'b1');
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/wizard/finish');
    expect(sentBody(fetchImpl)).toEqual({ buildingId: 'b1' });
  });

  it('"Done All": asks for every step to be marked done (spec 4)', async () => {
    const fetchImpl = answer(200, { status: 'permanent', checks: [] });
    await finishBuilding(user, 'b1', { all: true });
    expect(sentBody(fetchImpl)).toEqual({ buildingId: 'b1', all: true });
  });
});
