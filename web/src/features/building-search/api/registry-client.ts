import type { RegistryEntry, RegistrySearchResponse } from '@shared/schemas/registry';
import type { AuthUser } from '@/lib/auth/auth-service';
import { apiOrigin } from '@/lib/firebase';

const SEARCH_PATH = '/registry/search';

/** A refused or failed registry search, with the server's message. */
export class RegistrySearchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RegistrySearchError';
  }
}

/** `GET {api}/registry/search?q=` with the user's ID token: up to 8 matching registry buildings. */
export async function searchBuildingRegistry(
  user: AuthUser,
  query: string,
  signal?: AbortSignal,
): Promise<RegistryEntry[]> {
  const response = await fetch(`${apiOrigin()}${SEARCH_PATH}?q=${encodeURIComponent(query)}`, {
    headers: { Authorization: `Bearer ${await user.getIdToken()}` },
    signal,
  });
  const data = (await response.json().catch(() => ({}))) as Partial<RegistrySearchResponse> & {
    message?: string;
  };
  if (!response.ok)
    throw new RegistrySearchError(data.message ?? response.statusText, response.status);
  return data.suggestions ?? [];
}
