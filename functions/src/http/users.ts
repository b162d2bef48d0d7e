import { onRequest } from 'firebase-functions/https';
import { replyError } from '../services/http-reply.js';
import { handleTrackingRequest } from '../services/tracking-handler.js';
import { storeTrackingRecord } from '../services/tracking-store.js';
import { verifyIdToken } from '../services/verify-id-token.js';

/**
 * `{host}/users/...`: reached directly on the functions origin or through the Hosting rewrite of
 * `/users/**`. Bearer tokens, not cookies, authenticate, so any origin may call it (CORS).
 */
export const users = onRequest({ cors: true }, async (req, res) => {
  const route = req.path.replace(/^\/users(?=\/)/, '').replace(/\/+$/, '');
  if (route === '/tracking') {
    await handleTrackingRequest(req, res, { verifyIdToken, storeTrackingRecord });
    return;
  }
  replyError(res, 'not-found', `No such endpoint: ${req.path}`);
});
