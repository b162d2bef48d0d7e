import {
  shareListReplySchema,
  shareReplySchema,
  shareRevokedReplySchema,
  type CreateShareRequest,
  type RevokeShareRequest,
  type ShareListReply,
  type ShareReply,
  type UpdateShareRequest,
} from '@shared/schemas/derived/share';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

/*
 * `{api}/shares/` (functions/src/http/shares.ts, services/shares-handler.ts). Refusals are
 * `FunctionsCallError`s whose `reason` is a `ShareErrorCode`.
 */
const SHARES_PATH = '/shares/';

/** The building's links by token, and the caller's role (only the owner changes them). */
export function fetchShareLinks(user: AuthUser, buildingId: string): Promise<ShareListReply> {
  return functionsClient.call({
    path: SHARES_PATH,
    query: { buildingId },
    reply: shareListReplySchema,
    user,
  });
}

export function postShare(user: AuthUser, request: CreateShareRequest): Promise<ShareReply> {
  return functionsClient.call({
    path: SHARES_PATH,
    body: { json: request },
    reply: shareReplySchema,
    user,
  });
}

export function patchShare(user: AuthUser, request: UpdateShareRequest): Promise<ShareReply> {
  return functionsClient.call({
    path: SHARES_PATH,
    method: 'PATCH',
    body: { json: request },
    reply: shareReplySchema,
    user,
  });
}

export async function deleteShare(user: AuthUser, request: RevokeShareRequest): Promise<void> {
  await functionsClient.call({
    path: SHARES_PATH,
    method: 'DELETE',
    body: { json: request },
    reply: shareRevokedReplySchema,
    user,
  });
}
