import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { bearerToken, replyError } from './http-reply.js';
import type { VerifiedUser } from './verify-id-token.js';

/**
 * The caller proven by `Authorization: Bearer <ID token>`, or null after answering 401. Every
 * HTTP endpoint checks this before reading the body, so strangers learn nothing.
 */
export async function requireUser(
  req: Request,
  res: Response,
  verifyIdToken: (token: string) => Promise<VerifiedUser>,
): Promise<VerifiedUser | null> {
  const token = bearerToken(req.get('authorization'));
  if (token === null) {
    replyError(res, 'unauthenticated', 'Missing "Authorization: Bearer <ID token>" header.');
    return null;
  }
  try {
    return await verifyIdToken(token);
  } catch (failure) {
    logger.warn('rejected ID token', { path: req.path, reason: String(failure) });
    replyError(res, 'unauthenticated', 'The ID token is invalid, expired or revoked.');
    return null;
  }
}

/** `{path, code}` of each zod issue and a one-line summary for the `message`. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const listed = issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message }));
  const summary = listed.map((issue) => `${issue.path || 'body'} (${issue.code})`).join(', ');
  return { listed, summary };
}

/** One endpoint of a function: `POST {host}/series/upload` is `{prefix: '/series', route: '/upload', method: 'POST'}`. */
export interface Endpoint {
  prefix: string;
  route: string;
  method: 'GET' | 'POST';
}

/**
 * The caller of an endpoint, or null after answering: 404 for another path below the function
 * (reached directly or through the Hosting rewrite of `{prefix}/**`, trailing slashes ignored),
 * 405 with `Allow` for another method, 401 without a valid ID token (see `requireUser`).
 */
export async function acceptRequest(
  req: Request,
  res: Response,
  endpoint: Endpoint,
  verifyIdToken: (token: string) => Promise<VerifiedUser>,
): Promise<VerifiedUser | null> {
  const route = req.path.replace(new RegExp(`^${endpoint.prefix}(?=/)`), '').replace(/\/+$/, '');
  if (route !== endpoint.route) {
    replyError(res, 'not-found', `No such endpoint: ${req.path}`);
    return null;
  }
  if (req.method !== endpoint.method) {
    res.set('Allow', endpoint.method);
    replyError(res, 'method-not-allowed', `Method ${req.method} is not allowed.`);
    return null;
  }
  return requireUser(req, res, verifyIdToken);
}
