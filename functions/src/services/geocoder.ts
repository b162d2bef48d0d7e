import { logger } from 'firebase-functions/logger';
import { geocoderSuggestions } from '../shared/domain/search/geocoder-results.js';
import type { RegistryEntry } from '../shared/schemas/stored/registry.js';

/** How long a search waits for the provider before answering with the registry alone. */
export const GEOCODER_TIMEOUT_MS = 3000;

export type Geocode = (query: string) => Promise<RegistryEntry[]>;

/**
 * A geocoder over a Nominatim-format search endpoint (`FACET_GEOCODER_URL`, e.g.
 * `https://nominatim.openstreetmap.org/search`). Nominatim's usage policy asks for an
 * identifying User-Agent and at most one request per second per application; the wizard's
 * search is debounced and needs at least 2 characters. A slow or failing provider never fails
 * the search: it answers no geocoded suggestions and logs why.
 */
export function createGeocoder(
  endpoint: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; userAgent?: string; language?: string } = {},
): Geocode {
  const doFetch = options.fetch ?? fetch;
  return async (query) => {
    const url = new URL(endpoint);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', '5');
    try {
      const response = await doFetch(url, {
        headers: {
          'User-Agent': options.userAgent ?? 'Facet building portfolio (wizard online search)',
          'Accept-Language': options.language ?? 'en',
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
      });
      if (!response.ok) {
        logger.warn('geocoder answered an error', { status: response.status });
        return [];
      }
      return geocoderSuggestions(await response.json());
    } catch (failure) {
      logger.warn('geocoder unavailable', { reason: String(failure) });
      return [];
    }
  };
}
