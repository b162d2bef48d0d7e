import {
  registrySearchResponseSchema,
  type RegistrySearchResponse,
} from '@shared/schemas/stored/registry';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

const SEARCH_PATH = '/registry/search';

/**
 * `GET {api}/registry/search?q=` with the user's ID token: up to 8 matching registry buildings and
 * what was searched. Failures are `FunctionsCallError`s (the screen shows one message for all).
 */
export function searchBuildingRegistry(
  user: AuthUser,
  query: string,
  signal?: AbortSignal,
): Promise<RegistrySearchResponse> {
  return functionsClient.call({
    path: SEARCH_PATH,
    query: { q: query },
    reply: registrySearchResponseSchema,
    user,
    signal,
  });
}
