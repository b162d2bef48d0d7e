import { onRequest } from 'firebase-functions/https';
import { getDatabase } from 'firebase-admin/database';
import type { RegistryEntry } from '../shared/schemas/registry.js';
import { adminApp } from '../services/admin-app.js';
import { cachedRegistry, handleRegistryRequest } from '../services/registry-handler.js';
import { verifyIdToken } from '../services/verify-id-token.js';

const entries = cachedRegistry({
  readBuildings: async () =>
    (await getDatabase(adminApp()).ref('registry/buildings').get()).val() as Record<
      string,
      RegistryEntry
    > | null,
  now: () => Date.now(),
});

/**
 * `GET {host}/registry/search?q=`: the building registry behind the wizard's online search,
 * reached directly on the functions origin or through the Hosting rewrite of `/registry/**`.
 */
export const registry = onRequest({ cors: true }, async (req, res) => {
  await handleRegistryRequest(req, res, { verifyIdToken, entries });
});
