import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptCall, type CallRequest } from './validated-on-call.js';

const schema = z.strictObject({ buildingId: z.string().min(1, 'validation.required') });

const verifyIdToken = async (token: string) => {
  if (token === 'good') return { uid: 'alice' };
  throw new Error('auth/user-not-found');
};

/** A callable request as firebase-functions builds it; `auth` is the emulator's unchecked decode. */
function request(data: unknown, authorization?: string): CallRequest {
  return {
    data,
    auth: authorization ? { uid: 'claimed', token: {} as never, rawToken: 'x' } : undefined,
    rawRequest: { get: (name) => (name === 'authorization' ? authorization : undefined) },
  };
}

async function refusal(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; details: unknown }> {
  const error = await call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpsError);
  const { code, message, details } = error as HttpsError;
  return { code, message, details };
}

const options = { signInTo: 'recompute a building', verifyIdToken };

describe('acceptCall', () => {
  it('gives the verified uid (not the claimed one) and the parsed data', async () => {
    await expect(
      acceptCall(
        'recomputeBuilding',
        request({ buildingId: 'b1' }, 'Bearer good'),
        schema,
        options,
      ),
    ).resolves.toEqual({ uid: 'alice', data: { buildingId: 'b1' } });
  });

  it('refuses a call without a token as unauthenticated', async () => {
    expect(await refusal(acceptCall('f', request({ buildingId: 'b1' }), schema, options))).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to recompute a building.',
      details: undefined,
    });
  });

  it('refuses a token that fails verification (forged, expired, revoked) as unauthenticated', async () => {
    expect(
      await refusal(
        acceptCall('f', request({ buildingId: 'b1' }, 'Bearer forged'), schema, options),
      ),
    ).toEqual({
      code: 'unauthenticated',
      message: 'The ID token is invalid, expired or revoked.',
      details: undefined,
    });
  });

  it('refuses bad data as invalid-argument with the issues, after the token', async () => {
    expect(
      await refusal(acceptCall('f', request({ buildingId: '' }, 'Bearer good'), schema, options)),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Invalid request: buildingId (validation.required).',
      details: { issues: [{ path: 'buildingId', code: 'validation.required' }] },
    });
    expect(
      (await refusal(acceptCall('f', request({ buildingId: '' }, 'Bearer bad'), schema, options)))
        .code,
    ).toBe('unauthenticated');
  });
});
