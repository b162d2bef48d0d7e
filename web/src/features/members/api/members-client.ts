import type {
  InviteMemberRequest,
  MemberErrorCode,
  MemberListing,
  RemoveMemberRequest,
} from '@shared/schemas/member-requests';
import type { AuthUser } from '@/lib/auth/auth-service';
import { apiOrigin } from '@/lib/firebase';

const MEMBERS_PATH = '/users/members/';

/** A refused members request: the server's reason code (translated by the UI) and message. */
export class MembersRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: MemberErrorCode | null,
  ) {
    super(message);
    this.name = 'MembersRequestError';
  }
}

async function request<T>(
  user: AuthUser,
  method: string,
  query: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${apiOrigin()}${MEMBERS_PATH}${query}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await user.getIdToken()}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as {
    message?: string;
    reason?: MemberErrorCode;
  };
  if (!response.ok) {
    throw new MembersRequestError(
      data.message ?? response.statusText,
      response.status,
      data.reason ?? null,
    );
  }
  return data as T;
}

export function fetchMembers(user: AuthUser, buildingId: string): Promise<MemberListing[]> {
  return request<{ members: MemberListing[] }>(
    user,
    'GET',
    `?buildingId=${encodeURIComponent(buildingId)}`,
  ).then((data) => data.members);
}

export function postInvitation(
  user: AuthUser,
  invitation: InviteMemberRequest,
): Promise<MemberListing> {
  return request<MemberListing>(user, 'POST', '', invitation);
}

export function deleteMember(user: AuthUser, removal: RemoveMemberRequest): Promise<void> {
  return request<void>(user, 'DELETE', '', removal);
}
