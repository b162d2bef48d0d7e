import { afterEach, describe, expect, it, vi } from 'vitest';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';
import { recomputeBuilding } from './recompute-building';

vi.mock('@/lib/firebase', () => ({
  apiOrigin: () => '',
  longRequestOrigin: () => 'https://europe-west1-p.cloudfunctions.net',
  auth: { currentUser: { getIdToken: async () => 'current-token' } },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recomputeBuilding', () => {
  it("calls the callable at its function's own origin with the current user's token and answers its result", async () => {
    const result = { buildingId: 'b1', inputVersion: 'v2', computedAtMs: 1_764_000_000_000 };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ result }), { status: 200 }));
    vi.stubGlobal('fetch', fetchImpl);
    await expect(recomputeBuilding('b1')).resolves.toEqual(result);
    expect(fetchImpl).toHaveBeenCalledWith(
      // Past Hosting, which ends a request at 60 s: the recompute may take up to 120 s.
      'https://europe-west1-p.cloudfunctions.net/recomputeBuilding',
      expect.objectContaining({
        method: 'POST',
        headers: { Authorization: 'Bearer current-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { buildingId: 'b1' } }),
      }),
    );
  });

  it('rejects a refusal as a FunctionsCallError of kind forbidden', async () => {
    const error = {
      status: 'PERMISSION_DENIED',
      message: 'Only members of the building may recompute it.',
    };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error }), { status: 403 }));
    const failure = await recomputeBuilding('b1').catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(FunctionsCallError);
    expect(failure).toMatchObject({ kind: 'forbidden', code: 'permission-denied' });
  });
});
