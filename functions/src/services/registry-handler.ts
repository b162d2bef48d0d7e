import type { Request, Response } from 'express';
import { mergeSuggestions } from '../shared/domain/geocoder-results.js';
import { searchRegistry } from '../shared/domain/registry-search.js';
import {
  REGISTRY_SUGGESTIONS_MAX,
  registrySearchQuerySchema,
  type RegistryEntry,
  type RegistrySearchResponse,
} from '../shared/schemas/registry.js';
import type { Geocode } from './geocoder.js';
import { acceptRequest, describeIssues } from './http-auth.js';
import { replyError } from './http-reply.js';
import type { VerifiedUser } from './verify-id-token.js';

/** How long the registry read from the database is reused before it is read again. */
export const REGISTRY_CACHE_MS = 10 * 60 * 1000;

export interface RegistryDependencies {
  verifyIdToken(token: string): Promise<VerifiedUser>;
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
 * (spec 2.7 "Online search"). 401 without a valid ID token, 400 for `q` not of 2–100 characters.
 */
export async function handleRegistryRequest(
  req: Request,
  res: Response,
  deps: Pick<RegistryDependencies, 'verifyIdToken'> & {
    entries(): Promise<RegistryEntry[]>;
    /** The online geocoding provider, when one is configured. */
    geocode?: Geocode | undefined;
  },
): Promise<void> {
  const caller = await acceptRequest(
    req,
    res,
    { prefix: '/registry', route: '/search', method: 'GET' },
    deps.verifyIdToken,
  );
  if (caller === null) return;
  const parsed = registrySearchQuerySchema.safeParse({
    q: typeof req.query['q'] === 'string' ? req.query['q'] : undefined,
  });
  if (!parsed.success) {
    const { listed, summary } = describeIssues(parsed.error.issues);
    replyError(res, 'invalid-argument', `Invalid query: ${summary}.`, { issues: listed });
    return;
  }
  const [registry, geocoded] = await Promise.all([
    deps.entries().then((entries) => searchRegistry(entries, parsed.data.q)),
    deps.geocode ? deps.geocode(parsed.data.q) : Promise.resolve([]),
  ]);
  const body: RegistrySearchResponse = {
    suggestions: mergeSuggestions(registry, geocoded, REGISTRY_SUGGESTIONS_MAX),
  };
  res.status(200).json(body);
}
