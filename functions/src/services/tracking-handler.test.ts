import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { handleTrackingRequest, type TrackingDependencies } from './tracking-handler.js';

async function post(method: string, body: unknown) {
  const sent = { status: 0, body: undefined as unknown, allow: undefined as string | undefined };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    json: (value: unknown) => ((sent.body = value), res),
    set: (_name: string, value: string) => ((sent.allow = value), res),
  };
  const deps: TrackingDependencies = {
    verifyIdToken: async () => ({ uid: 'alice' }),
    storeTrackingRecord: vi.fn(async () => undefined),
  };
  const req = { method, path: '/users/tracking/', body, get: () => 'Bearer t' };
  await handleTrackingRequest(req as unknown as Request, res as unknown as Response, deps);
  return { ...sent, stored: deps.storeTrackingRecord };
}

describe('handleTrackingRequest', () => {
  it('stores the page for the signed-in user and answers {success: true}', async () => {
    const answer = await post('POST', { externalUID: 'alice', pageName: 'Sign In' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(answer.stored).toHaveBeenCalledWith('alice', 'Sign In');
  });

  it("answers 403 for another user's uid and stores nothing", async () => {
    const answer = await post('POST', { externalUID: 'mallory', pageName: 'Sign In' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 'permission-denied',
      message: 'externalUID does not match the signed-in user.',
    });
    expect(answer.stored).not.toHaveBeenCalled();
  });

  it('answers 405 naming POST', async () => {
    const answer = await post('GET', undefined);
    expect(answer).toMatchObject({
      status: 405,
      allow: 'POST',
      body: { code: 'method-not-allowed', message: 'Method GET is not allowed; use POST.' },
    });
  });

  it('answers 400 naming the tracking request', async () => {
    const answer = await post('POST', { externalUID: 'alice' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid tracking request: pageName (validation.required).',
    });
  });
});
