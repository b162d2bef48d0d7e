import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/https';
import { adminApp } from '../services/admin-app.js';
import { readMemberRole } from '../services/member-role.js';
import { recomputeBuildingMetrics } from '../services/recompute-building.js';
import { validatedOnCall } from '../services/validated-on-call.js';
import type { RecomputeBuildingResponse } from '../shared/schemas/derived/metrics.js';
import { recomputeBuildingRequestSchema } from '../shared/schemas/derived/metrics.js';

/**
 * Callable `recomputeBuilding({ buildingId })`: recomputes one building's metrics now and writes
 * `/metrics/{buildingId}` (after an import or a wizard save). Members only (any role). Errors:
 * `unauthenticated` without a valid, unrevoked ID token of an existing account;
 * `invalid-argument` for a bad body; `not-found` when the building does not exist;
 * `permission-denied` when the caller is not a member.
 */
export const recomputeBuilding = validatedOnCall(
  'recomputeBuilding',
  recomputeBuildingRequestSchema,
  async ({ uid, data: { buildingId } }): Promise<RecomputeBuildingResponse> => {
    const database = getDatabase(adminApp());
    const [meta, role] = await Promise.all([
      database.ref(`buildings/${buildingId}/meta`).get(),
      readMemberRole(database, buildingId, uid),
    ]);
    if (!meta.exists()) throw new HttpsError('not-found', 'No such building.');
    if (role === null)
      throw new HttpsError('permission-denied', 'Only members of the building may recompute it.');
    const outcome = await recomputeBuildingMetrics(database, buildingId, Date.now());
    if (!outcome) throw new HttpsError('not-found', 'No such building.');
    if (outcome.skipped.length > 0)
      logger.warn('recomputeBuilding skipped parts', { buildingId, skipped: outcome.skipped });
    return { buildingId, inputVersion: outcome.inputVersion, computedAtMs: outcome.computedAtMs };
  },
  { cors: true, timeoutSeconds: 120, memory: '512MiB', signInTo: 'recompute a building' },
);
