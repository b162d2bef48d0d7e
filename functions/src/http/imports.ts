import { onRequest } from 'firebase-functions/https';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../services/admin-app.js';
import { restDatabase } from '../services/database-rest.js';
import { handleBuildingImport } from '../services/building-import/import-handler.js';
import { handleEquipmentImport } from '../services/equipment-import/import-handler.js';
import { readOwnedBuildings } from '../services/building-import/owned-buildings.js';
import { requestRecomputes } from '../services/recompute-requests.js';
import { region } from '../global-options.js';
import { verifyIdToken } from '../services/verify-id-token.js';
import { newPushId } from '../services/new-push-id.js';
import {
  tellBuildingImportFinished,
  tellEquipmentImportFinished,
} from '../services/messages-events.js';
import { editorNameOf } from '../shared/domain/account/editor-name.js';
import { memberRoleOf } from '../shared/domain/members/building-access.js';

/**
 * Requests one instance serves at once: one. An import of 10 MB holds up to ~0.73 GB
 * (`tests/lint/upload-concurrency.test.ts`) and keeps its vCPU busy for seconds; a 2nd-gen
 * function with a vCPU takes 80 at once unless told (firebase-tools' `resolveCpuAndConcurrency`),
 * and three imports landing on one instance would pass its 2 GiB and end all of them. Imports are
 * rare: the next instance takes the next (`maxInstances` 10).
 */
export const IMPORTS_CONCURRENCY = 1;

/**
 * `POST {host}/imports/buildings`: the CSV import of the Portfolio (spec 2.6), and `POST
 * {host}/imports/equipment?buildingId=`: the asset register import of a building's Equipment
 * page, reached directly on the functions origin or through the Hosting rewrite of `/imports/**`. A 10 MB file of ~40,000
 * rows needs more than the default 256 MiB and 60 s (the benchmark's worker peaks at ~0.55 GB;
 * files of many short rows need more). The owned buildings are read and the import written through the REST
 * API (`database-rest.ts`): the Admin SDK's cost per path made a 93,000-path write take seconds.
 */
export const imports = onRequest(
  { cors: true, memory: '2GiB', timeoutSeconds: 300, concurrency: IMPORTS_CONCURRENCY },
  async (req, res) => {
    const rest = restDatabase(adminApp().options);
    if (/^(\/imports)?\/equipment\/*$/.test(req.path)) {
      await handleEquipmentImport(req, res, {
        verifyIdToken,
        readRole: async (buildingId, uid) =>
          memberRoleOf(await rest.get(`buildings/${buildingId}/members/${uid}`)),
        readEquipment: async (buildingId) =>
          (await rest.get(`equipment/${buildingId}`)) as Record<
            string,
            Record<string, unknown>
          > | null,
        newEquipmentId: newPushId,
        update: (paths) => rest.update(JSON.stringify(paths)),
        onFinished: (uid, buildingId, report) =>
          tellEquipmentImportFinished(uid, buildingId, newPushId(), report, Date.now()),
      });
      return;
    }
    await handleBuildingImport(req, res, {
      verifyIdToken,
      readOwnedBuildings: (uid) => readOwnedBuildings(rest, uid),
      editorName: async (uid) => editorNameOf(await getAuth(adminApp()).getUser(uid)),
      profileCurrency: (uid) => rest.get(`users/${uid}/profile/currency`),
      newBuildingId: newPushId,
      newImportId: newPushId,
      update: (body) => rest.update(body),
      now: () => Date.now(),
      onFinished: (uid, report) => tellBuildingImportFinished(uid, report, Date.now()),
      requestRecomputes: (buildingIds) =>
        requestRecomputes(region.value(), buildingIds, 'import', Date.now()),
    });
  },
);
