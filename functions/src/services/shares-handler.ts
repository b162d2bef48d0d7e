import type { Database } from 'firebase-admin/database';
import { dbKeySchema } from '../shared/schemas/common.js';
import type { HttpErrorCode } from '../shared/schemas/contracts/function-errors.js';
import {
  createShareRequestSchema,
  revokeShareRequestSchema,
  updateShareRequestSchema,
  type ShareErrorCode,
} from '../shared/schemas/derived/share.js';
import {
  checkInput,
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
  type InputRule,
} from './http-endpoint.js';
import { replyError } from './http-reply.js';
import { createShare, revokeShare, shareLinksOf, updateShare } from './shares.js';
import { readMemberRole } from './member-role.js';

export interface SharesDependencies extends EndpointDependencies {
  database(): Database;
  now(): number;
}

type Call = EndpointCall<undefined, undefined>;

function refuse(call: Call, code: HttpErrorCode, reason: ShareErrorCode, message: string): null {
  replyError(call.res, code, message, { reason });
  return null;
}

/**
 * The parsed body when the caller owns the building named in it and any expiry lies ahead;
 * otherwise null after answering 400, 403 or 404.
 */
async function ownerRequest<T extends { buildingId: string; expiresAtMs?: number | null }>(
  call: Call,
  database: Database,
  rule: InputRule<T>,
  nowMs: number,
): Promise<T | null> {
  const request = checkInput(call.res, rule, call.req.body);
  if (request === null) return null;
  const role = await readMemberRole(database, request.buildingId, call.uid);
  if (role !== 'owner') {
    return refuse(
      call,
      'permission-denied',
      'notOwner',
      'Only the owner of the building may share it.',
    );
  }
  if (typeof request.expiresAtMs === 'number' && request.expiresAtMs <= nowMs) {
    return refuse(call, 'invalid-argument', 'expiryPast', 'The expiry must lie in the future.');
  }
  return request;
}

/** `?buildingId=` of the list. */
const LIST_QUERY: InputRule<string> = {
  schema: dbKeySchema,
  what: 'query',
  message: 'Query parameter buildingId is missing or invalid.',
};

async function listShares(call: Call, database: Database): Promise<void> {
  const buildingId = checkInput(call.res, LIST_QUERY, call.req.query['buildingId']);
  if (buildingId === null) return;
  const role = await readMemberRole(database, buildingId, call.uid);
  if (role === null) {
    refuse(
      call,
      'permission-denied',
      'notMember',
      'Only members of the building may see its links.',
    );
    return;
  }
  const links = await shareLinksOf(database, buildingId);
  call.res.status(200).json({ links: Object.fromEntries(links), role });
}

/**
 * `{host}/shares/`: share links of a building (data-model.md, "Share links"); owners only; 404 for
 * another path below the function.
 * - POST `{buildingId, sections, expiresAtMs?}`: a new link; answers `{token, link}`.
 * - PATCH `{buildingId, token, sections, expiresAtMs|null}`: what it shows, when it expires.
 * - DELETE `{buildingId, token}`: revokes it (its view goes at once; its status says revoked).
 * - GET `?buildingId=`: the building's links and the caller's role `{links: {token: link}, role}`;
 *   any member may ask (the
 *   same as the rules let members read `/shareLinks/{buildingId}`).
 */
export const handleSharesRequest = validatedEndpoint(
  { path: { prefix: '/shares', route: '' }, methods: ['GET', 'POST', 'PATCH', 'DELETE'] },
  async (call, deps: SharesDependencies) => {
    const database = deps.database();
    const nowMs = deps.now();
    if (call.req.method === 'GET') {
      await listShares(call, database);
      return;
    }
    if (call.req.method === 'POST') {
      const request = await ownerRequest(
        call,
        database,
        { schema: createShareRequestSchema, what: 'share' },
        nowMs,
      );
      if (request === null) return;
      const created = await createShare(database, { ...request, uid: call.uid }, nowMs);
      call.res.status(200).json(created);
      return;
    }
    if (call.req.method === 'PATCH') {
      const request = await ownerRequest(
        call,
        database,
        { schema: updateShareRequestSchema, what: 'share' },
        nowMs,
      );
      if (request === null) return;
      const link = await updateShare(database, request, nowMs);
      if (!link) {
        refuse(call, 'not-found', 'noShare', 'The building has no such share link.');
        return;
      }
      call.res.status(200).json({ token: request.token, link });
      return;
    }
    const request = await ownerRequest(
      call,
      database,
      { schema: revokeShareRequestSchema, what: 'revocation' },
      nowMs,
    );
    if (request === null) return;
    if (!(await revokeShare(database, request.buildingId, request.token, nowMs))) {
      refuse(call, 'not-found', 'noShare', 'The building has no such share link.');
      return;
    }
    call.res.status(200).json({ revoked: request.token });
  },
);
