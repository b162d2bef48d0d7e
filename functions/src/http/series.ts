import { onRequest } from 'firebase-functions/https';
import { getDatabase } from 'firebase-admin/database';
import type { SubSystem } from '../shared/schemas/enums/equipment.js';
import { adminApp } from '../services/admin-app.js';
import { handleSeriesUpload } from '../services/series-upload-handler.js';
import { verifyIdToken } from '../services/verify-id-token.js';
import { readMemberRole } from '../services/member-role.js';

const database = () => getDatabase(adminApp());

/**
 * Requests one instance serves at once: one. A file of 20 MB (`SERIES_UPLOAD_MAX_BYTES`, ~590,000
 * rows) takes ~510 MB above the process's own while it is read, checked and chunked
 * (`tests/lint/upload-concurrency.test.ts`); at the 80 a 2nd-gen function takes by default, two
 * such uploads on one instance would pass its 1 GiB.
 */
export const SERIES_CONCURRENCY = 1;

/**
 * `POST {host}/series/upload`: historized data uploads of the wizard (CSV body), reached
 * directly on the functions origin or through the Hosting rewrite of `/series/**`.
 */
export const series = onRequest(
  { cors: true, memory: '1GiB', timeoutSeconds: 120, concurrency: SERIES_CONCURRENCY },
  async (req, res) => {
    await handleSeriesUpload(req, res, {
      verifyIdToken,
      readRole: (buildingId, uid) => readMemberRole(database(), buildingId, uid),
      readEquipmentSubSystem: async (buildingId, equipmentId) => {
        const snapshot = await database()
          .ref(`equipment/${buildingId}/${equipmentId}/subSystem`)
          .get();
        const exists = (
          await database().ref(`equipment/${buildingId}/${equipmentId}/name`).get()
        ).exists();
        return exists ? { subSystem: (snapshot.val() as SubSystem | null) ?? undefined } : null;
      },
      writeSeries: async (buildingId, seriesId, meta, chunks) => {
        const update: Record<string, unknown> = {
          [`series/${buildingId}/${seriesId}/meta`]: meta,
          // New readings change the building's figures: they show as out of date until
          // recomputed (isMetricsStale compares this with the figures' input version).
          [`buildings/${buildingId}/meta/updatedAtMs`]: Date.now(),
        };
        for (const [month, chunk] of Object.entries(chunks)) {
          update[`series/${buildingId}/${seriesId}/chunks/${month}`] = chunk;
        }
        await database().ref().update(update);
      },
    });
  },
);
