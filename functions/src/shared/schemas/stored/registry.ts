import { z } from 'zod';
import { useTypeSchema } from '../enums/building.js';

/** Shortest and longest search text of `GET {host}/registry/search?q=`. */
export const REGISTRY_QUERY_MIN = 2;
export const REGISTRY_QUERY_MAX = 100;
/** Most suggestions one search returns. */
export const REGISTRY_SUGGESTIONS_MAX = 8;

/**
 * `/registry/buildings/{id}`: a building of the public registry the wizard's online search
 * offers (spec 2.7 "Online search"), already in our units and codes: floor area in m², use type
 * as a `USE_TYPES` code, country as ISO 3166-1 alpha-2. Written by the seed or by functions only.
 */
export const registryEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string().optional(),
  postCode: z.string().optional(),
  country: z.string(),
  grossFloorAreaM2: z.number().optional(),
  constructionYear: z.number().optional(),
  useType: useTypeSchema.optional(),
  /** Position (WGS 84), when known (geocoded addresses have it). */
  latitudeDeg: z.number().optional(),
  longitudeDeg: z.number().optional(),
  /** Where the suggestion comes from: the shipped registry (default) or the geocoding provider. */
  source: z.enum(['registry', 'geocoder']).optional(),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/** The answer of `GET {host}/registry/search`. */
export const registrySearchResponseSchema = z.object({
  suggestions: z.array(registryEntrySchema),
  /**
   * What the search looked in: the buildings of the registry (`/registry/buildings`, 0 until it is
   * loaded: `npm run registry:load` in production) and whether a geocoding provider is configured.
   * With neither, no search can find anything, and the screen says so instead of "No suggestion".
   */
  sources: z.object({
    registryBuildings: z.number().int().min(0),
    geocoder: z.boolean(),
  }),
});
export type RegistrySearchResponse = z.infer<typeof registrySearchResponseSchema>;

/** The query string of `GET {host}/registry/search`: `q` of 2–100 characters (trimmed). */
export const registrySearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.required' })
    .trim()
    .min(REGISTRY_QUERY_MIN, 'validation.outOfRange')
    .max(REGISTRY_QUERY_MAX, 'validation.tooLong'),
});
export type RegistrySearchQuery = z.infer<typeof registrySearchQuerySchema>;
