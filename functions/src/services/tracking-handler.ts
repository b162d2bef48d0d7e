import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { trackingRequestSchema } from '../shared/schemas/tracking.js';
import { describeIssues, requireUser } from './http-auth.js';
import { replyError } from './http-reply.js';
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
  const user = await requireUser(req, res, deps.verifyIdToken);
  if (user === null) return;
  const parsed = trackingRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    const { listed, summary } = describeIssues(parsed.error.issues);
    replyError(res, 'invalid-argument', `Invalid tracking request: ${summary}.`, {
      issues: listed,
    });
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
