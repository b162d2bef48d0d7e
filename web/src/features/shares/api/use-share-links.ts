import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateShareRequest,
  RevokeShareRequest,
  UpdateShareRequest,
} from '@shared/schemas/derived/share';
import type { AuthUser } from '@/lib/auth/auth-service';
import { sharesKeys } from './keys';
import { deleteShare, fetchShareLinks, patchShare, postShare } from './shares-client';

export function shareLinksQueryOptions(user: AuthUser, buildingId: string) {
  return queryOptions({
    queryKey: sharesKeys.links(buildingId),
    queryFn: () => fetchShareLinks(user, buildingId),
    staleTime: 0,
  });
}

/** The building's share links by token (members may list them). */
export function useShareLinks(user: AuthUser, buildingId: string, enabled = true) {
  return useQuery({ ...shareLinksQueryOptions(user, buildingId), enabled });
}

/** Create, change and revoke a link; each refreshes the building's list on success. */
export function useShareMutations(user: AuthUser) {
  const queryClient = useQueryClient();
  const refresh = (buildingId: string) =>
    queryClient.invalidateQueries({ queryKey: sharesKeys.links(buildingId) });
  const create = useMutation({
    mutationFn: (request: CreateShareRequest) => postShare(user, request),
    onSuccess: (_reply, { buildingId }) => refresh(buildingId),
  });
  const update = useMutation({
    mutationFn: (request: UpdateShareRequest) => patchShare(user, request),
    onSuccess: (_reply, { buildingId }) => refresh(buildingId),
  });
  const revoke = useMutation({
    mutationFn: (request: RevokeShareRequest) => deleteShare(user, request),
    onSuccess: (_reply, { buildingId }) => refresh(buildingId),
  });
  return { create, update, revoke };
}
