import type { Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import {
  MAX_PENDING_INVITATIONS,
  invitationEmailKey,
  invitationExpiresAtMs,
  invitationPaths,
  invitationRemoval,
  invitationWrite,
  normalisedEmail,
} from '../shared/domain/members/invitations.js';
import {
  inviteMemberRequestSchema,
  removeMemberRequestSchema,
  type InvitationReply,
  type MemberErrorCode,
  type MemberListing,
  type PendingInvitation,
} from '../shared/schemas/contracts/member-requests.js';
import { dbKeySchema } from '../shared/schemas/common.js';
import type { HttpErrorCode } from '../shared/schemas/contracts/function-errors.js';
import {
  checkInput,
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
  type InputRule,
} from './http-endpoint.js';
import { replyError } from './http-reply.js';
import { readBuildingInvitations } from './invitations-store.js';
import { readMemberRole } from './member-role.js';

export interface MembersDependencies extends EndpointDependencies {
  database(): Database;
  auth(): Auth;
  now(): number;
}

type Role = MemberListing['role'];
type Call = EndpointCall<undefined, undefined>;

function refuse(
  res: Response,
  code: HttpErrorCode,
  reason: MemberErrorCode,
  message: string,
): void {
  replyError(res, code, message, { reason });
}

/**
 * Parses a POST/DELETE body and checks that the caller owns the building named in it; answers
 * 400 or 403 itself and yields null when either fails.
 */
async function ownerRequest<T extends { buildingId: string }>(
  { req, res, uid }: Call,
  database: Database,
  rule: InputRule<T>,
): Promise<T | null> {
  const request = checkInput(res, rule, req.body);
  if (request === null) return null;
  if ((await readMemberRole(database, request.buildingId, uid)) !== 'owner') {
    refuse(
      res,
      'permission-denied',
      'notOwner',
      'Only the owner of the building may change its members.',
    );
    return null;
  }
  return request;
}

/**
 * `{host}/users/members/`: who may see or edit a building (DESIGN.md section 4).
 * - GET `?buildingId=`: members with their e-mail and name; any member may ask. The owner also
 *   gets the pending invitations.
 * - POST `{buildingId, email, role}`: the owner invites an address as editor or viewer. Never
 *   looked up (issue 32): the invitation waits until someone signs in with the address, verified
 *   (`invitations-handler.ts`), so the reply is `{invited, role}` for any address.
 * - DELETE `{buildingId, uid}`: the owner removes a member; `{buildingId, email}` withdraws an
 *   invitation.
 * Membership and the member's portfolio index change together in one multi-path update; clients
 * cannot write another user's index, so this runs here with admin rights.
 */
export const handleMembersRequest = validatedEndpoint(
  { methods: ['GET', 'POST', 'DELETE'] },
  async (call, deps: MembersDependencies) => {
    if (call.req.method === 'GET') await listMembers(call, deps);
    else if (call.req.method === 'POST') await inviteMember(call, deps);
    else await removeMember(call, deps);
  },
);

/** `?buildingId=` of the list; its refusal carries no issues. */
const LIST_QUERY: InputRule<string> = {
  schema: dbKeySchema,
  what: 'query',
  message: 'Query parameter buildingId is missing or invalid.',
};

async function listMembers({ req, res, uid }: Call, deps: MembersDependencies) {
  const buildingId = checkInput(res, LIST_QUERY, req.query['buildingId']);
  if (buildingId === null) return;
  const database = deps.database();
  if ((await readMemberRole(database, buildingId, uid)) === null) {
    refuse(
      res,
      'permission-denied',
      'notMember',
      'Only members of the building may list its members.',
    );
    return;
  }
  const roles = ((await database.ref(`buildings/${buildingId}/members`).get()).val() ??
    {}) as Record<string, Role>;
  const uids = Object.keys(roles);
  const found = uids.length ? (await deps.auth().getUsers(uids.map((uid) => ({ uid })))).users : [];
  const byUid = new Map(found.map((user) => [user.uid, user]));
  const members: MemberListing[] = uids.map((uid) => ({
    uid,
    role: roles[uid] as Role,
    email: byUid.get(uid)?.email ?? null,
    displayName: byUid.get(uid)?.displayName ?? null,
  }));
  const invitations: PendingInvitation[] =
    roles[uid] === 'owner'
      ? (await readBuildingInvitations(database, buildingId, deps.now())).pending.map(
          ({ invitation }) => ({
            email: invitation.email,
            role: invitation.role,
            invitedAtMs: invitation.invitedAtMs,
            expiresAtMs: invitationExpiresAtMs(invitation),
          }),
        )
      : [];
  res.status(200).json({ members, invitations });
}

async function inviteMember(call: Call, deps: MembersDependencies) {
  const { res, uid: callerUid, user } = call;
  const database = deps.database();
  const request = await ownerRequest(call, database, {
    schema: inviteMemberRequestSchema,
    what: 'invitation',
  });
  if (request === null) return;
  const { buildingId, role } = request;
  const email = normalisedEmail(request.email);
  // The caller's own address is the only one whose account this may speak of: they own it.
  if (user.email !== undefined && normalisedEmail(user.email) === email) {
    refuse(
      res,
      'invalid-argument',
      'alreadyOwner',
      'The owner of a building keeps the owner role.',
    );
    return;
  }
  const nowMs = deps.now();
  const { pending } = await readBuildingInvitations(database, buildingId, nowMs);
  const emailKey = invitationEmailKey(email);
  const others = pending.filter((entry) => entry.emailKey !== emailKey).length;
  if (others >= MAX_PENDING_INVITATIONS) {
    refuse(
      res,
      'invalid-argument',
      'tooManyInvitations',
      `A building may have at most ${MAX_PENDING_INVITATIONS} pending invitations.`,
    );
    return;
  }
  // No account is looked up: the invitation waits for whoever signs in with the address,
  // verified, so the reply and what the owner sees are the same for any address.
  await database
    .ref()
    .update(
      invitationWrite(buildingId, { email, role, invitedByUid: callerUid, invitedAtMs: nowMs }),
    );
  const reply: InvitationReply = { invited: email, role };
  res.status(200).json(reply);
}

async function removeMember(call: Call, deps: MembersDependencies) {
  const { res } = call;
  const database = deps.database();
  const request = await ownerRequest(call, database, {
    schema: removeMemberRequestSchema,
    what: 'removal',
  });
  if (request === null) return;
  if ('email' in request) {
    await withdrawInvitation(res, database, request.buildingId, request.email);
    return;
  }
  const { buildingId, uid } = request;
  const current = await readMemberRole(database, buildingId, uid);
  if (current === null) {
    refuse(res, 'not-found', 'notMember', 'That account is not a member of the building.');
    return;
  }
  if (current === 'owner') {
    refuse(res, 'invalid-argument', 'cannotChangeOwner', 'The owner cannot be removed.');
    return;
  }
  await database.ref().update({
    [`buildings/${buildingId}/members/${uid}`]: null,
    [`users/${uid}/buildings/${buildingId}`]: null,
  });
  res.status(200).json({ removed: uid });
}

/** The owner withdraws a pending invitation (both its paths, one update). */
async function withdrawInvitation(
  res: Response,
  database: Database,
  buildingId: string,
  address: string,
): Promise<void> {
  const email = normalisedEmail(address);
  const emailKey = invitationEmailKey(email);
  const { byBuilding } = invitationPaths(buildingId, emailKey);
  if (!(await database.ref(byBuilding).get()).exists()) {
    refuse(res, 'not-found', 'noInvitation', 'No invitation of that address is pending.');
    return;
  }
  await database.ref().update(invitationRemoval(buildingId, emailKey));
  res.status(200).json({ removed: email });
}
