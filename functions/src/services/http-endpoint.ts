import type { Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import type { InputIssue } from '../shared/schemas/contracts/function-errors.js';
import { bearerToken, replyError } from './http-reply.js';
import type { VerifiedUser } from './verify-id-token.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request's body or query and the shared schema it must satisfy. */
export interface InputRule<T> {
  schema: z.ZodType<T>;
  /** Names the input in the 400 message: `Invalid ${what}: ${summary}.` */
  what: string;
  /** A fixed 400 message instead, sent without the issues. */
  message?: string;
}

/** What an endpoint accepts; every check that fails is answered before the handler runs. */
export interface EndpointSpec<B, Q> {
  /**
   * The one path of a function that serves one endpoint, e.g. `POST {host}/series/upload` is
   * `{prefix: '/series', route: '/upload'}`: 404 for another path below the function, reached
   * directly or through the Hosting rewrite of `{prefix}/**` (trailing slashes ignored).
   */
  path?: { prefix: string; route: string };
  /** 405 with `Allow` for any other method. */
  methods: readonly HttpMethod[];
  /** The 405 message; `Method X is not allowed.` by default. */
  methodNotAllowed?: (method: string) => string;
  query?: InputRule<Q>;
  body?: InputRule<B>;
}

/** A request that passed the prologue: the verified caller and the parsed inputs. */
export interface EndpointCall<B, Q> {
  uid: string;
  /** The caller as the ID token names them (uid, and their address when they have one). */
  user: VerifiedUser;
  body: B;
  query: Q;
  req: Request;
  res: Response;
}

export interface EndpointDependencies {
  verifyIdToken(token: string): Promise<VerifiedUser>;
}

/** `{path, code}` of each zod issue and a one-line summary for the `message`. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): {
  listed: InputIssue[];
  summary: string;
} {
  const listed = issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message }));
  const summary = listed.map((issue) => `${issue.path || 'body'} (${issue.code})`).join(', ');
  return { listed, summary };
}

/**
 * `value` parsed by the rule's schema, or null after answering 400 `{code, message, issues}`
 * (`{code, message}` with the rule's fixed message).
 */
export function checkInput<T>(res: Response, rule: InputRule<T>, value: unknown): T | null {
  const parsed = rule.schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (rule.message !== undefined) {
    replyError(res, 'invalid-argument', rule.message);
    return null;
  }
  const { listed, summary } = describeIssues(parsed.error.issues);
  replyError(res, 'invalid-argument', `Invalid ${rule.what}: ${summary}.`, { issues: listed });
  return null;
}

/**
 * The caller proven by `Authorization: Bearer <ID token>` (verified with revocation by
 * `verifyIdToken`), or null after answering 401.
 */
async function requireUser(
  req: Request,
  res: Response,
  verifyIdToken: EndpointDependencies['verifyIdToken'],
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

/**
 * The prologue of every HTTP endpoint, in this order: path (404), method (405 with `Allow`),
 * ID token (401; before any input is read, so strangers learn nothing), query, then body (400
 * `{code, message, issues}`). The handler gets the caller's uid and the parsed inputs; the
 * returned function is what `onRequest` (or a router of several endpoints) calls.
 */
export function validatedEndpoint<D extends EndpointDependencies, B = undefined, Q = undefined>(
  spec: EndpointSpec<B, Q>,
  handler: (call: EndpointCall<B, Q>, deps: D) => Promise<void>,
): (req: Request, res: Response, deps: D) => Promise<void> {
  return async (req, res, deps) => {
    if (spec.path) {
      const { prefix, route } = spec.path;
      const below = req.path.replace(new RegExp(`^${prefix}(?=/)`), '').replace(/\/+$/, '');
      if (below !== route) {
        replyError(res, 'not-found', `No such endpoint: ${req.path}`);
        return;
      }
    }
    if (!spec.methods.includes(req.method as HttpMethod)) {
      res.set('Allow', spec.methods.join(', '));
      const message = spec.methodNotAllowed?.(req.method) ?? `Method ${req.method} is not allowed.`;
      replyError(res, 'method-not-allowed', message);
      return;
    }
    const user = await requireUser(req, res, deps.verifyIdToken);
    if (user === null) return;
    let query = undefined as Q;
    if (spec.query) {
      const parsed = checkInput(res, spec.query, req.query);
      if (parsed === null) return;
      query = parsed;
    }
    let body = undefined as B;
    if (spec.body) {
      const parsed = checkInput(res, spec.body, req.body);
      if (parsed === null) return;
      body = parsed;
    }
    await handler({ uid: user.uid, user, body, query, req, res }, deps);
  };
}
