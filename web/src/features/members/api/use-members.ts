import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@/lib/auth/auth-service';
import { membersKeys } from './keys';
import { fetchMembers } from './members-client';

export function membersQueryOptions(user: AuthUser, buildingId: string) {
  return queryOptions({
    queryKey: membersKeys.list(buildingId),
    queryFn: () => fetchMembers(user, buildingId),
    staleTime: 0,
  });
}

/**
 * Members of a building with their e-mail addresses, and the owner's pending invitations (from
 * the members endpoint).
 */
export function useMembers(user: AuthUser, buildingId: string) {
  return useQuery(membersQueryOptions(user, buildingId));
}
