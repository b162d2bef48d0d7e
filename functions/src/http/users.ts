import { onRequest } from 'firebase-functions/https';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { adminApp } from '../services/admin-app.js';
import { replyError } from '../services/http-reply.js';
import { handleInvitationsRequest } from '../services/invitations-handler.js';
import { handleMembersRequest } from '../services/members-handler.js';
import { handleTrackingRequest } from '../services/tracking-handler.js';
import { storeTrackingRecord } from '../services/tracking-store.js';
import { verifyIdToken } from '../services/verify-id-token.js';

/**
 * `{host}/users/tracking/`, `{host}/users/members/` and `{host}/users/invitations/` (the claim of
 * the caller's invitations): reached directly on the functions origin or through the Hosting
 * rewrite of `/users/**`. Bearer tokens, not cookies, authenticate, so any origin may call it
 * (CORS). Share links have their own function, `shares`.
 */
export const users = onRequest({ cors: true }, async (req, res) => {
  const route = req.path.replace(/^\/users(?=\/)/, '').replace(/\/+$/, '');
  if (route === '/tracking') {
    await handleTrackingRequest(req, res, { verifyIdToken, storeTrackingRecord });
    return;
  }
  if (route === '/members') {
    await handleMembersRequest(req, res, {
      verifyIdToken,
      database: () => getDatabase(adminApp()),
      auth: () => getAuth(adminApp()),
      now: Date.now,
    });
    return;
  }
  if (route === '/invitations') {
    const database = () => getDatabase(adminApp());
    await handleInvitationsRequest(req, res, { verifyIdToken, database, now: Date.now });
    return;
  }
  replyError(res, 'not-found', `No such endpoint: ${req.path}`);
});
