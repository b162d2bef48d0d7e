import { onRequest } from 'firebase-functions/https';
import { getDatabase } from 'firebase-admin/database';
import { adminApp } from '../services/admin-app.js';
import { handleSharesRequest } from '../services/shares-handler.js';
import { verifyIdToken } from '../services/verify-id-token.js';

/**
 * `{host}/shares/`: a building's share links (GET list, POST create, PATCH change, DELETE revoke),
 * reached directly on the functions origin or through the Hosting rewrite of `/shares/**`. Bearer
 * tokens, not cookies, authenticate, so any origin may call it (CORS).
 */
export const shares = onRequest({ cors: true }, async (req, res) => {
  const database = () => getDatabase(adminApp());
  await handleSharesRequest(req, res, { verifyIdToken, database, now: Date.now });
});
