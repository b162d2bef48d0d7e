import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { trackingRequestSchema } from '../shared/schemas/tracking.js';
import { bearerToken, replyError } from './http-reply.js';
import type { VerifiedUser } from './verify-id-token.js';

export interface TrackingDependencies {
  verifyIdToken(token: string): Promise<VerifiedUser>;
  storeTrackingRecord(uid: string, pageName: string): Promise<void>;
}

/**
 * `POST /users/tracking/` (spec 7.1): the caller proves who it is with its ID token and may only
 * track pages for itself. Auth is checked before the body so that strangers learn nothing.
 */
export async function handleTrackingRequest(
  req: Request,
  res: Response,
  deps: TrackingDependencies,
): Promise<void> {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST');
    replyError(res, 'method-not-allowed', `Method ${req.method} is not allowed; use POST.`);
    return;
  }
  const token = bearerToken(req.get('authorization'));
  if (token === null) {
    replyError(res, 'unauthenticated', 'Missing "Authorization: Bearer <ID token>" header.');
    return;
  }
  let user: VerifiedUser;
  try {
    user = await deps.verifyIdToken(token);
  } catch (failure) {
    logger.warn('tracking: rejected ID token', { reason: String(failure) });
    replyError(res, 'unauthenticated', 'The ID token is invalid, expired or revoked.');
    return;
  }
  const parsed = trackingRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.message,
    }));
    const fields = issues.map((issue) => `${issue.path || 'body'} (${issue.code})`).join(', ');
    replyError(res, 'invalid-argument', `Invalid tracking request: ${fields}.`, { issues });
    return;
  }
  if (parsed.data.externalUID !== user.uid) {
    replyError(res, 'permission-denied', 'externalUID does not match the signed-in user.');
    return;
  }
  try {
    await deps.storeTrackingRecord(user.uid, parsed.data.pageName);
  } catch (failure) {
    logger.error('tracking: could not store record', { uid: user.uid, reason: String(failure) });
    replyError(res, 'internal', 'The tracking record could not be saved.');
    return;
  }
  res.status(200).json({ success: true });
}
