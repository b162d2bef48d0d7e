import {
  claimInvitationsReplySchema,
  invitationReplySchema,
  memberListReplySchema,
  memberRemovalReplySchema,
  type ClaimInvitationsReply,
  type InvitationReply,
  type InviteMemberRequest,
  type RemoveMemberRequest,
} from '@shared/schemas/contracts/member-requests';
import type { z } from 'zod';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

/*
 * `{api}/users/members/` and `{api}/users/invitations/`. Refusals are `FunctionsCallError`s whose
 * `reason` is a `MemberErrorCode` (translated by `useMemberErrorText`).
 */
const MEMBERS_PATH = '/users/members/';
const INVITATIONS_PATH = '/users/invitations/';

export type MemberList = z.infer<typeof memberListReplySchema>;

/** The members of a building and, for its owner, the invitations still pending. */
export function fetchMembers(user: AuthUser, buildingId: string): Promise<MemberList> {
  return functionsClient.call({
    path: MEMBERS_PATH,
    query: { buildingId },
    reply: memberListReplySchema,
    user,
  });
}

/** Invites an address; the reply is the same whether or not it has an account. */
export function postInvitation(
  user: AuthUser,
  invitation: InviteMemberRequest,
): Promise<InvitationReply> {
  return functionsClient.call({
    path: MEMBERS_PATH,
    body: { json: invitation },
    reply: invitationReplySchema,
    user,
  });
}

/** Removes a member (`uid`) or withdraws an invitation (`email`). */
export async function deleteMember(user: AuthUser, removal: RemoveMemberRequest): Promise<void> {
  await functionsClient.call({
    path: MEMBERS_PATH,
    method: 'DELETE',
    body: { json: removal },
    reply: memberRemovalReplySchema,
    user,
  });
}

/**
 * Claims the invitations of the user's address: buildings shared with it join their portfolio
 * when the address is confirmed (the server checks the ID token's `email_verified`).
 */
export function claimInvitations(user: AuthUser): Promise<ClaimInvitationsReply> {
  return functionsClient.call({
    path: INVITATIONS_PATH,
    body: { json: {} },
    reply: claimInvitationsReplySchema,
    user,
  });
}
