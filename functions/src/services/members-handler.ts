import type { Request, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import {
  inviteMemberRequestSchema,
  removeMemberRequestSchema,
  type MemberErrorCode,
  type MemberListing,
} from '../shared/schemas/member-requests.js';
import { dbKeySchema } from '../shared/schemas/common.js';
import { describeIssues, requireUser } from './http-auth.js';
import { replyError, type HttpErrorCode } from './http-reply.js';
import type { VerifiedUser } from './verify-id-token.js';

export interface MembersDependencies {
  verifyIdToken(token: string): Promise<VerifiedUser>;
  database(): Database;
  auth(): Auth;
}

type Role = MemberListing['role'];

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
  req: Request,
  res: Response,
  database: Database,
  caller: VerifiedUser,
  schema: {
    safeParse(
      body: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  what: string,
): Promise<T | null> {
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) {
    const { listed, summary } = describeIssues(parsed.error.issues);
    replyError(res, 'invalid-argument', `Invalid ${what}: ${summary}.`, { issues: listed });
    return null;
  }
  if ((await roleOf(database, parsed.data.buildingId, caller.uid)) !== 'owner') {
    refuse(
      res,
      'permission-denied',
      'notOwner',
      'Only the owner of the building may change its members.',
    );
    return null;
  }
  return parsed.data;
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
export async function handleMembersRequest(
  req: Request,
  res: Response,
  deps: MembersDependencies,
): Promise<void> {
  if (!['GET', 'POST', 'DELETE'].includes(req.method)) {
    res.set('Allow', 'GET, POST, DELETE');
    replyError(res, 'method-not-allowed', `Method ${req.method} is not allowed.`);
    return;
  }
  const caller = await requireUser(req, res, deps.verifyIdToken);
  if (caller === null) return;
  if (req.method === 'GET') await listMembers(req, res, deps, caller);
  else if (req.method === 'POST') await inviteMember(req, res, deps, caller);
  else await removeMember(req, res, deps, caller);
}

async function listMembers(
  req: Request,
  res: Response,
  deps: MembersDependencies,
  caller: VerifiedUser,
) {
  const buildingId = dbKeySchema.safeParse(req.query['buildingId']);
  if (!buildingId.success) {
    replyError(res, 'invalid-argument', 'Query parameter buildingId is missing or invalid.');
    return;
  }
  const database = deps.database();
  if ((await roleOf(database, buildingId.data, caller.uid)) === null) {
    refuse(
      res,
      'permission-denied',
      'notMember',
      'Only members of the building may list its members.',
    );
    return;
  }
  const roles = ((await database.ref(`buildings/${buildingId.data}/members`).get()).val() ??
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

async function inviteMember(
  req: Request,
  res: Response,
  deps: MembersDependencies,
  caller: VerifiedUser,
) {
  const database = deps.database();
  const request = await ownerRequest(
    req,
    res,
    database,
    caller,
    inviteMemberRequestSchema,
    'invitation',
  );
  if (request === null) return;
  const { buildingId, email, role } = request;
  let invitee;
  try {
    invitee = await deps.auth().getUserByEmail(email);
  } catch {
    refuse(res, 'not-found', 'noAccount', `No account uses the e-mail address ${email}.`);
    return;
  }
  if (invitee.uid === caller.uid || (await roleOf(database, buildingId, invitee.uid)) === 'owner') {
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

async function removeMember(
  req: Request,
  res: Response,
  deps: MembersDependencies,
  caller: VerifiedUser,
) {
  const database = deps.database();
  const request = await ownerRequest(
    req,
    res,
    database,
    caller,
    removeMemberRequestSchema,
    'removal',
  );
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
