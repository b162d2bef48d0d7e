import { onRequest } from 'firebase-functions/https';
import { getDatabase } from 'firebase-admin/database';
import type { RegistryEntry } from '../shared/schemas/stored/registry.js';
import { adminApp } from '../services/admin-app.js';
import { createGeocoder } from '../services/geocoder.js';
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

/** Set `FACET_GEOCODER_URL` (functions/.env) to add a Nominatim-format geocoder's addresses. */
const geocoderUrl = process.env['FACET_GEOCODER_URL'];
const geocode = geocoderUrl ? createGeocoder(geocoderUrl) : undefined;

/**
 * `GET {host}/registry/search?q=`: the building registry behind the wizard's online search,
 * reached directly on the functions origin or through the Hosting rewrite of `/registry/**`.
 */
export const registry = onRequest({ cors: true }, async (req, res) => {
  await handleRegistryRequest(req, res, { verifyIdToken, entries, geocode });
});
