import { onRequest } from 'firebase-functions/https';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { adminApp } from '../services/admin-app.js';
import { editorNameOf } from '../shared/domain/account/editor-name.js';
import { handleWizardFinish, type StoredBuilding } from '../services/wizard-finish-handler.js';
import { verifyIdToken } from '../services/verify-id-token.js';

/**
 * `POST {host}/wizard/finish`: the wizard's Done step, validated on the server, reached directly
 * on the functions origin or through the Hosting rewrite of `/wizard/**`.
 */
export const wizard = onRequest({ cors: true }, async (req, res) => {
  const database = getDatabase(adminApp());
  await handleWizardFinish(req, res, {
    verifyIdToken,
    readBuilding: async (buildingId) =>
      (await database.ref(`buildings/${buildingId}`).get()).val() as StoredBuilding | null,
    updateMeta: async (buildingId, update) => {
      const prefixed = Object.fromEntries(
        Object.entries(update).map(([path, value]) => [
          `buildings/${buildingId}/meta/${path}`,
          value,
        ]),
      );
      await database.ref().update(prefixed);
    },
    editorName: async (uid) => editorNameOf(await getAuth(adminApp()).getUser(uid)),
    now: () => Date.now(),
  });
});
