import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InviteMemberRequest,
  RemoveMemberRequest,
} from '@shared/schemas/contracts/member-requests';
import type { AuthUser } from '@/lib/auth/auth-service';
import { membersKeys } from './keys';
import { deleteMember, postInvitation } from './members-client';

/** Invites an address; refreshes that building's member list (its pending invitations) on success. */
export function useInviteMember(user: AuthUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InviteMemberRequest) => postInvitation(user, invitation),
    onSuccess: (_member, { buildingId }) =>
      queryClient.invalidateQueries({ queryKey: membersKeys.list(buildingId) }),
  });
}

/** Removes a member or withdraws an invitation; refreshes that building's member list on success. */
export function useRemoveMember(user: AuthUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal: RemoveMemberRequest) => deleteMember(user, removal),
    onSuccess: (_result, { buildingId }) =>
      queryClient.invalidateQueries({ queryKey: membersKeys.list(buildingId) }),
  });
}
