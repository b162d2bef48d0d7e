import { mergeSuggestions } from '../shared/domain/search/geocoder-results.js';
import { searchRegistry } from '../shared/domain/search/registry-search.js';
import {
  REGISTRY_SUGGESTIONS_MAX,
  registrySearchQuerySchema,
  type RegistryEntry,
  type RegistrySearchResponse,
} from '../shared/schemas/stored/registry.js';
import type { Geocode } from './geocoder.js';
import { validatedEndpoint, type EndpointDependencies } from './http-endpoint.js';

/** How long the registry read from the database is reused before it is read again. */
export const REGISTRY_CACHE_MS = 10 * 60 * 1000;

export interface RegistryDependencies extends EndpointDependencies {
  /** `/registry/buildings` as the Admin SDK reads it (null when empty). */
  readBuildings(): Promise<Record<string, RegistryEntry> | null>;
  now(): number;
}

/** Reads `/registry/buildings` at most once per `REGISTRY_CACHE_MS` (per function instance). */
export function cachedRegistry(deps: Pick<RegistryDependencies, 'readBuildings' | 'now'>) {
  let cached: { at: number; entries: RegistryEntry[] } | null = null;
  return async (): Promise<RegistryEntry[]> => {
    const now = deps.now();
    if (cached && now - cached.at < REGISTRY_CACHE_MS) return cached.entries;
    const tree = (await deps.readBuildings()) ?? {};
    cached = { at: now, entries: Object.values(tree) };
    return cached.entries;
  };
}

/**
 * `GET {host}/registry/search?q=<text>`: up to 8 registry buildings matching every term of `q`
 * (spec 2.7 "Online search"), and what was searched (`sources`: the registry's size, whether a
 * geocoder is set). 401 without a valid ID token, 400 for `q` not of 2–100 characters.
 */
export const handleRegistryRequest = validatedEndpoint(
  {
    path: { prefix: '/registry', route: '/search' },
    methods: ['GET'],
    query: { schema: registrySearchQuerySchema, what: 'query' },
  },
  async (
    { query, res },
    deps: Pick<RegistryDependencies, 'verifyIdToken'> & {
      entries(): Promise<RegistryEntry[]>;
      /** The online geocoding provider, when one is configured. */
      geocode?: Geocode | undefined;
    },
  ) => {
    const [entries, geocoded] = await Promise.all([
      deps.entries(),
      deps.geocode ? deps.geocode(query.q) : Promise.resolve([]),
    ]);
    const body: RegistrySearchResponse = {
      suggestions: mergeSuggestions(
        searchRegistry(entries, query.q),
        geocoded,
        REGISTRY_SUGGESTIONS_MAX,
      ),
      sources: { registryBuildings: entries.length, geocoder: deps.geocode !== undefined },
    };
    res.status(200).json(body);
  },
);
