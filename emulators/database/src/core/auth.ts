import type { RulesAuth } from '../rules/engine.js';

/** Who a connection or REST request acts as: admin (`owner`) bypasses rules. */
export interface AuthState {
  readonly admin: boolean;
  readonly auth: RulesAuth | null;
  /** `exp` of the token, echoed in the auth reply. */
  readonly expires?: number;
}

/** Unauthenticated, rules apply. */
export const ANONYMOUS: AuthState = { admin: false, auth: null };
/** The `owner` credential: rules are bypassed. */
export const ADMIN: AuthState = { admin: true, auth: null };

/** Decodes an unsigned (or signed; the signature is never checked) JWT's claims, or null. */
export function decodeJwt(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The rules' `auth` for a token's claims: uid from `sub`/`user_id`, provider from `firebase`. */
export function rulesAuthFromClaims(claims: Record<string, unknown>): RulesAuth {
  const firebase = claims['firebase'] as { sign_in_provider?: unknown } | undefined;
  const uid = claims['sub'] ?? claims['user_id'] ?? claims['uid'];
  const provider = firebase?.sign_in_provider ?? claims['provider'] ?? 'custom';
  return { uid: String(uid ?? ''), provider: String(provider), token: claims };
}

/** The rules' `auth` for a `databaseAuthVariableOverride` object: used as given. */
function rulesAuthFromOverride(authvar: Record<string, unknown>): RulesAuth {
  const token = (authvar['token'] as Record<string, unknown> | undefined) ?? authvar;
  return {
    ...authvar,
    uid: String(authvar['uid'] ?? ''),
    provider: String(authvar['provider'] ?? 'custom'),
    token,
  } as RulesAuth;
}

/** The body of an `auth`/`gauth` request (and, over REST, just `cred`). */
export interface Credentials {
  cred?: unknown;
  noauth?: unknown;
  authvar?: unknown;
}

/**
 * Resolves credentials to an auth state, or null for an invalid token. `owner` is admin unless
 * `noauth`/`authvar` ask to act as unauthenticated or as a given auth (admin SDK's
 * `databaseAuthVariableOverride`). JWTs are decoded without checking signature or `exp`.
 */
export function resolveCredentials(body: Credentials): AuthState | null {
  const cred = body.cred;
  if (typeof cred !== 'string' || cred.length === 0) return null;
  let base: AuthState;
  if (cred === 'owner') base = ADMIN;
  else {
    const claims = decodeJwt(cred);
    if (claims === null) return null;
    const exp = typeof claims['exp'] === 'number' ? claims['exp'] : undefined;
    base = { admin: false, auth: rulesAuthFromClaims(claims), ...(exp ? { expires: exp } : {}) };
  }
  if (body.noauth === true) return ANONYMOUS;
  if (typeof body.authvar === 'object' && body.authvar !== null) {
    return { admin: false, auth: rulesAuthFromOverride(body.authvar as Record<string, unknown>) };
  }
  return base;
}
