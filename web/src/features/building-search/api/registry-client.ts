import { registrySearchResponseSchema, type RegistryEntry } from '@shared/schemas/registry';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

const SEARCH_PATH = '/registry/search';

/**
 * `GET {api}/registry/search?q=` with the user's ID token: up to 8 matching registry buildings.
 * Failures are `FunctionsCallError`s (the screen shows one message for all).
 */
export async function searchBuildingRegistry(
  user: AuthUser,
  query: string,
  signal?: AbortSignal,
): Promise<RegistryEntry[]> {
  const { suggestions } = await functionsClient.call({
    path: SEARCH_PATH,
    query: { q: query },
    reply: registrySearchResponseSchema,
    user,
    signal,
  });
  return suggestions;
}
