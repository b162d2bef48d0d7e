import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REGISTRY_QUERY_MIN } from '@shared/schemas/stored/registry';
import type { AuthUser } from '@/lib/auth/auth-service';
import { searchBuildingRegistry } from './registry-client';

export const registryKeys = {
  search: (query: string) => ['registry', 'search', query] as const,
};

/** Registry suggestions for a (debounced) query; idle below the minimum length. */
export function useRegistrySearch(user: AuthUser, query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: registryKeys.search(trimmed),
    queryFn: ({ signal }) => searchBuildingRegistry(user, trimmed, signal),
    enabled: trimmed.length >= REGISTRY_QUERY_MIN,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
