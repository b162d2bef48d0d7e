import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/https';
import { adminApp } from '../services/admin-app.js';
import { describeIssues } from '../services/http-auth.js';
import { bearerToken } from '../services/http-reply.js';
import { recomputeBuildingMetrics } from '../services/recompute-metrics.js';
import { verifyIdToken } from '../services/verify-id-token.js';
import type { RecomputeBuildingResponse } from '../shared/schemas/metrics.js';
import { recomputeBuildingRequestSchema } from '../shared/schemas/metrics.js';

/**
 * Callable `recomputeBuilding({ buildingId })`: recomputes one building's metrics now and writes
 * `/metrics/{buildingId}` (after an import or a wizard save). Members only (any role). Errors:
 * `unauthenticated` without a valid, unrevoked ID token of an existing account;
 * `invalid-argument` for a bad body; `not-found` when the building does not exist;
 * `permission-denied` when the caller is not a member.
 */
export const recomputeBuilding = onCall(
  { cors: true, timeoutSeconds: 120, memory: '512MiB' },
  async (request): Promise<RecomputeBuildingResponse> => {
    // The Functions emulator decodes tokens without checking them; verify like every endpoint.
    const token = bearerToken(request.rawRequest.get('authorization'));
    if (!request.auth || token === null) {
      throw new HttpsError('unauthenticated', 'Sign in to recompute a building.');
    }
    let uid: string;
    try {
      uid = (await verifyIdToken(token)).uid;
    } catch {
      throw new HttpsError('unauthenticated', 'The ID token is invalid, expired or revoked.');
    }
    const parsed = recomputeBuildingRequestSchema.safeParse(request.data);
    if (!parsed.success) {
      const { listed, summary } = describeIssues(parsed.error.issues);
      throw new HttpsError('invalid-argument', `Invalid request: ${summary}.`, { issues: listed });
    }
    const { buildingId } = parsed.data;
    const database = getDatabase(adminApp());
    const [meta, member] = await Promise.all([
      database.ref(`buildings/${buildingId}/meta`).get(),
      database.ref(`buildings/${buildingId}/members/${uid}`).get(),
    ]);
    if (!meta.exists()) throw new HttpsError('not-found', 'No such building.');
    if (!member.exists())
      throw new HttpsError('permission-denied', 'Only members of the building may recompute it.');
    const outcome = await recomputeBuildingMetrics(database, buildingId, Date.now());
    if (!outcome) throw new HttpsError('not-found', 'No such building.');
    if (outcome.skipped.length > 0)
      logger.warn('recomputeBuilding skipped parts', { buildingId, skipped: outcome.skipped });
    return { buildingId, inputVersion: outcome.inputVersion, computedAtMs: outcome.computedAtMs };
  },
);
