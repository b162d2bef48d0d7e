import type { Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import {
  inviteMemberRequestSchema,
  removeMemberRequestSchema,
  type MemberErrorCode,
  type MemberListing,
} from '../shared/schemas/member-requests.js';
import { dbKeySchema } from '../shared/schemas/common.js';
import type { HttpErrorCode } from '../shared/schemas/function-errors.js';
import {
  checkInput,
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
  type InputRule,
} from './http-endpoint.js';
import { replyError } from './http-reply.js';

export interface MembersDependencies extends EndpointDependencies {
  database(): Database;
  auth(): Auth;
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
  if ((await roleOf(database, request.buildingId, uid)) !== 'owner') {
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

async function roleOf(database: Database, buildingId: string, uid: string): Promise<Role | null> {
  return (
    ((await database.ref(`buildings/${buildingId}/members/${uid}`).get()).val() as Role | null) ??
    null
  );
}

/**
 * `{host}/users/members/`: who may see or edit a building (DESIGN.md section 4).
 * - GET `?buildingId=`: members with their e-mail and name; any member may ask.
 * - POST `{buildingId, email, role}`: the owner makes an existing account editor or viewer.
 * - DELETE `{buildingId, uid}`: the owner removes a member.
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
  if ((await roleOf(database, buildingId, uid)) === null) {
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
  res.status(200).json({ members });
}

async function inviteMember(call: Call, deps: MembersDependencies) {
  const { res, uid: callerUid } = call;
  const database = deps.database();
  const request = await ownerRequest(call, database, {
    schema: inviteMemberRequestSchema,
    what: 'invitation',
  });
  if (request === null) return;
  const { buildingId, email, role } = request;
  let invitee;
  try {
    invitee = await deps.auth().getUserByEmail(email);
  } catch {
    refuse(res, 'not-found', 'noAccount', `No account uses the e-mail address ${email}.`);
    return;
  }
  if (invitee.uid === callerUid || (await roleOf(database, buildingId, invitee.uid)) === 'owner') {
    refuse(
      res,
      'invalid-argument',
      'alreadyOwner',
      'The owner of a building keeps the owner role.',
    );
    return;
  }
  await database.ref().update({
    [`buildings/${buildingId}/members/${invitee.uid}`]: role,
    [`users/${invitee.uid}/buildings/${buildingId}`]: true,
  });
  const listing: MemberListing = {
    uid: invitee.uid,
    role,
    email: invitee.email ?? null,
    displayName: invitee.displayName ?? null,
  };
  res.status(200).json(listing);
}

async function removeMember(call: Call, deps: MembersDependencies) {
  const { res } = call;
  const database = deps.database();
  const request = await ownerRequest(call, database, {
    schema: removeMemberRequestSchema,
    what: 'removal',
  });
  if (request === null) return;
  const { buildingId, uid } = request;
  const current = await roleOf(database, buildingId, uid);
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
