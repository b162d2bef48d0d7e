import { logger } from 'firebase-functions/logger';
import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/https';
import type { z } from 'zod';
import { describeIssues } from './http-endpoint.js';
import { bearerToken } from './http-reply.js';
import { verifyIdToken as verifyWithAdmin, type VerifiedUser } from './verify-id-token.js';

/** The part of a callable request the prologue reads (what tests fake). */
export type CallRequest = Pick<CallableRequest<unknown>, 'auth' | 'data'> & {
  rawRequest: { get(name: string): string | undefined };
};

/** A call that passed the prologue: the verified caller and the parsed data. */
export interface CallInput<T> {
  uid: string;
  data: T;
}

export interface CallPrologueOptions {
  /** Ends the `unauthenticated` message without a token: `Sign in to ${signInTo}.` */
  signInTo: string;
  verifyIdToken?: (token: string) => Promise<VerifiedUser>;
}

/**
 * The prologue of a callable: the Bearer ID token verified with revocation (the Functions
 * emulator decodes tokens without checking them, so `request.auth` alone proves nothing), then
 * the data parsed by `schema`. Throws `unauthenticated` or `invalid-argument` (with
 * `details.issues`, `{path, code}` as the HTTP endpoints answer them).
 */
export async function acceptCall<T>(
  name: string,
  request: CallRequest,
  schema: z.ZodType<T>,
  { signInTo, verifyIdToken = verifyWithAdmin }: CallPrologueOptions,
): Promise<CallInput<T>> {
  const token = bearerToken(request.rawRequest.get('authorization'));
  if (!request.auth || token === null) {
    throw new HttpsError('unauthenticated', `Sign in to ${signInTo}.`);
  }
  let uid: string;
  try {
    uid = (await verifyIdToken(token)).uid;
  } catch (failure) {
    logger.warn('rejected ID token', { callable: name, reason: String(failure) });
    throw new HttpsError('unauthenticated', 'The ID token is invalid, expired or revoked.');
  }
  const parsed = schema.safeParse(request.data);
  if (!parsed.success) {
    const { listed, summary } = describeIssues(parsed.error.issues);
    throw new HttpsError('invalid-argument', `Invalid request: ${summary}.`, { issues: listed });
  }
  return { uid, data: parsed.data };
}

/**
 * `onCall` behind {@link acceptCall}: the handler gets the verified uid and the parsed data, and
 * raises errors only as `HttpsError`. `name` is the exported function's name (logs).
 */
export function validatedOnCall<T, R>(
  name: string,
  schema: z.ZodType<T>,
  handler: (input: CallInput<T>) => Promise<R>,
  options: CallableOptions & CallPrologueOptions,
): CallableFunction<unknown, Promise<R>> {
  const { signInTo, verifyIdToken, ...runtime } = options;
  const prologue = { signInTo, ...(verifyIdToken ? { verifyIdToken } : {}) };
  return onCall(runtime, async (request: CallableRequest<unknown>) =>
    handler(await acceptCall(name, request, schema, prologue)),
  );
}
