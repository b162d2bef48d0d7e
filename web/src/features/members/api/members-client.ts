import {
  memberListingSchema,
  memberListReplySchema,
  memberRemovalReplySchema,
  type InviteMemberRequest,
  type MemberListing,
  type RemoveMemberRequest,
} from '@shared/schemas/member-requests';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

/*
 * `{api}/users/members/`. Refusals are `FunctionsCallError`s whose `reason` is a
 * `MemberErrorCode` (translated by `useMemberErrorText`).
 */
const MEMBERS_PATH = '/users/members/';

export async function fetchMembers(user: AuthUser, buildingId: string): Promise<MemberListing[]> {
  const { members } = await functionsClient.call({
    path: MEMBERS_PATH,
    query: { buildingId },
    reply: memberListReplySchema,
    user,
  });
  return members;
}

export function postInvitation(
  user: AuthUser,
  invitation: InviteMemberRequest,
): Promise<MemberListing> {
  return functionsClient.call({
    path: MEMBERS_PATH,
    body: { json: invitation },
    reply: memberListingSchema,
    user,
  });
}

export async function deleteMember(user: AuthUser, removal: RemoveMemberRequest): Promise<void> {
  await functionsClient.call({
    path: MEMBERS_PATH,
    method: 'DELETE',
    body: { json: removal },
    reply: memberRemovalReplySchema,
    user,
  });
}
