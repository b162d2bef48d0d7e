import { logger } from 'firebase-functions/logger';
import { trackingRequestSchema } from '../shared/schemas/contracts/tracking.js';
import { validatedEndpoint, type EndpointDependencies } from './http-endpoint.js';
import { replyError } from './http-reply.js';

export interface TrackingDependencies extends EndpointDependencies {
  storeTrackingRecord(uid: string, pageName: string): Promise<void>;
}

/**
 * `POST /users/tracking/` (spec 7.1): the caller proves who it is with its ID token and may only
 * track pages for itself. Auth is checked before the body so that strangers learn nothing.
 */
export const handleTrackingRequest = validatedEndpoint(
  {
    methods: ['POST'],
    methodNotAllowed: (method) => `Method ${method} is not allowed; use POST.`,
    body: { schema: trackingRequestSchema, what: 'tracking request' },
  },
  async ({ uid, body, res }, deps: TrackingDependencies) => {
    if (body.externalUID !== uid) {
      replyError(res, 'permission-denied', 'externalUID does not match the signed-in user.');
      return;
    }
    try {
      await deps.storeTrackingRecord(uid, body.pageName);
    } catch (failure) {
      logger.error('tracking: could not store record', { uid, reason: String(failure) });
      replyError(res, 'internal', 'The tracking record could not be saved.');
      return;
    }
    res.status(200).json({ success: true });
  },
);
