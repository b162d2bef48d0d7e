/**
 * Addresses and helpers for suites that run against the emulator stack started by `npm test`
 * (ports pinned in firebase.json, project demo-facet).
 */
import { DEFAULT_REGION } from '../../functions/src/shared/constants/region.js';

export const PROJECT_ID = 'demo-facet';
export const HOST = '127.0.0.1';
export const AUTH_ORIGIN = `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? `${HOST}:9099`}`;
/** The functions' region, as the stack loaded them (emulators/stack/src/functions-region.ts). */
export const FUNCTIONS_REGION = process.env['FACET_FUNCTIONS_REGION'] ?? DEFAULT_REGION;
export const FUNCTIONS_ORIGIN = `http://${HOST}:5001/${PROJECT_ID}/${FUNCTIONS_REGION}`;
/** The Functions emulator's route that runs a background or scheduled function once. */
export const FUNCTIONS_TRIGGERS = `http://${HOST}:5001/functions/projects/${PROJECT_ID}/triggers`;

/** The trigger route of function `name` (`{region}-{name}-0`, as the Functions emulator keys it). */
export function triggerUrl(name: string): string {
  return `${FUNCTIONS_TRIGGERS}/${FUNCTIONS_REGION}-${name}-0`;
}
/** A call of an HTTP function may include a worker's cold start: over 15 s once on a busy CI. */
export const FUNCTION_CALL_TIMEOUT_MS = 25_000;
export const HOSTING_ORIGIN = process.env['FACET_WEB_URL'] || `http://${HOST}:5000`;
export const DATABASE_HOST = process.env['FIREBASE_DATABASE_EMULATOR_HOST'];

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let counter = 0;

/** A unique address so suites never collide with each other or with the demo users. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@facet.example`;
}

/** Registers an account in the Auth emulator, as the web SDK's createUserWithEmailAndPassword does. */
export async function createAccount(
  email = uniqueEmail('user'),
  password = 'correct-horse-9',
): Promise<TestAccount> {
  const response = await fetch(
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  // The Auth emulator's signUp dates the token's auth_time from the request's start but the
  // account's validSince from after hashing the password, both in whole seconds: across a second
  // boundary the new token counts as revoked (`verifyIdToken(token, true)` answers 401). A sign-in
  // right after issues one dated after validSince, as a signed-up user's next token would be.
  return { uid: body.localId, email, password, idToken: await signInToken(email, password) };
}

/** A fresh ID token of an e-mail/password account, as `signInWithEmailAndPassword` gets it. */
async function signInToken(email: string, password: string): Promise<string> {
  const signIn = await fetch(
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!signIn.ok) throw new Error(`signIn failed: ${signIn.status} ${await signIn.text()}`);
  return ((await signIn.json()) as { idToken: string }).idToken;
}

/**
 * Marks the account's address verified in the Auth emulator, as the Admin SDK's
 * `updateUser(uid, {emailVerified: true})` does (the same admin request), and signs in again: the
 * new ID token carries `email_verified: true`, as a user's does after following the link.
 */
export async function verifyEmail(account: TestAccount): Promise<TestAccount> {
  const response = await fetch(
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.uid, emailVerified: true }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok) {
    throw new Error(`accounts:update failed: ${response.status} ${await response.text()}`);
  }
  return { ...account, idToken: await signInToken(account.email, account.password) };
}

/** Out-of-band codes (password reset, verification) the Auth emulator would have e-mailed. */
export async function listOobCodes(): Promise<
  { email: string; requestType: string; oobCode: string }[]
> {
  const response = await fetch(`${AUTH_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/oobCodes`, {
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return body.oobCodes;
}

/**
 * Follows the address-confirmation link the Auth emulator would have e-mailed to `email` (the
 * newest one), as a user clicking it does: the account's address is verified from then on.
 */
export async function followVerificationLink(email: string): Promise<void> {
  const code = (await listOobCodes())
    .filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL')
    .pop();
  if (!code) throw new Error(`no verification link was sent to ${email}`);
  const response = await fetch(
    `${AUTH_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: code.oobCode }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok) {
    throw new Error(`applying the link failed: ${response.status} ${await response.text()}`);
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned ID token shaped like the Auth emulator's (`alg: none`). Anyone can make one, so the
 * server must check more than its shape: project, expiry and that the account exists.
 */
export function forgeIdToken(claims: {
  uid: string;
  projectId?: string;
  expiresInSeconds?: number;
}): string {
  const now = Math.floor(Date.now() / 1000);
  const projectId = claims.projectId ?? PROJECT_ID;
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 10,
    user_id: claims.uid,
    sub: claims.uid,
    iat: now - 10,
    exp: now + (claims.expiresInSeconds ?? 3600),
    email: `${claims.uid}@facet.example`,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** Namespace every client uses in the stack (single-namespace mode of our database emulator). */
export const DATABASE_NAMESPACE = `${PROJECT_ID}-default-rtdb`;

/** Admin REST access to the stack's database emulator (`Bearer owner`). */
export async function adminDatabase(
  method: string,
  path: string,
  body?: unknown,
  /**
   * `disableTriggers`: written as firebase-tools imports data, firing no trigger (test setup);
   * `shallow`: the keys of the children only.
   */
  options: { disableTriggers?: boolean; shallow?: boolean } = {},
): Promise<unknown> {
  const quiet =
    (options.disableTriggers ? '&disableTriggers=true' : '') +
    (options.shallow ? '&shallow=true' : '');
  const response = await fetch(
    `http://${DATABASE_HOST ?? `${HOST}:9000`}${path}.json?ns=${DATABASE_NAMESPACE}${quiet}`,
    {
      method,
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A building of `owner`, written as admin as the wizard makes it; `options`: {@link adminDatabase}'s. */
export async function createOwnedBuilding(
  owner: { uid: string },
  general: { name: string; street?: string; city?: string } = { name: 'Test building' },
  status: 'temporary' | 'permanent' = 'permanent',
  options: { disableTriggers?: boolean } = {},
): Promise<string> {
  const id = `-t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const now = Date.now();
  const building = {
    [`buildings/${id}/meta`]: {
      ownerUid: owner.uid,
      createdBy: owner.uid,
      status,
      createdAtMs: now,
      updatedAtMs: now,
      wizard:
        status === 'permanent' ? { step: 'done', percent: 100 } : { step: 'general', percent: 0 },
    },
    [`buildings/${id}/general`]: general,
    [`buildings/${id}/members/${owner.uid}`]: 'owner',
    [`users/${owner.uid}/buildings/${id}`]: true,
  };
  await adminDatabase('PATCH', '/', building, options);
  return id;
}

/** A REST write as a signed-in user (rules apply; triggers see an app_user). */
export async function userWrite(
  account: TestAccount,
  method: string,
  path: string,
  body: unknown,
): Promise<void> {
  const response = await fetch(
    `http://${DATABASE_HOST ?? `${HOST}:9000`}${path}.json?ns=${DATABASE_NAMESPACE}&auth=${account.idToken}`,
    { method, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) },
  );
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}

/**
 * Polls `path` (as admin) until `accept` holds; answers the value. Generous: derived data comes
 * from triggers, which may still be working off the backlog of the suites before.
 */
export async function eventually<T>(
  path: string,
  accept: (value: T | null) => boolean,
  timeoutMs = 90_000,
  read: { shallow?: boolean } = {},
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await adminDatabase('GET', path, undefined, read)) as T | null;
    if (accept(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${path} never matched; last value ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, read.shallow ? 500 : 50));
  }
}

/**
 * Removes, as admin, every equipment of `buildingId` whose Equipment ID is `assetId`, with its
 * image and thumbnail: the clean-up of a journey that adds equipment to a shared demo building,
 * run whether or not the journey got as far as deleting it.
 */
export async function removeEquipmentByAssetId(buildingId: string, assetId: string): Promise<void> {
  const register = ((await adminDatabase('GET', `/equipment/${buildingId}`)) ?? {}) as Record<
    string,
    { assetId?: string }
  >;
  const update: Record<string, null> = {};
  for (const [id, item] of Object.entries(register)) {
    if (item.assetId !== assetId) continue;
    update[`equipment/${buildingId}/${id}`] = null;
    update[`images/${buildingId}/equipment/${id}`] = null;
    update[`thumbnails/${buildingId}/equipment/${id}`] = null;
  }
  if (Object.keys(update).length > 0) await adminDatabase('PATCH', '/', update);
}

/** The tokens of a building's share links (`/shareLinks/{buildingId}`), read as admin. */
export async function shareTokensOf(buildingId: string): Promise<string[]> {
  return Object.keys(
    ((await adminDatabase('GET', `/shareLinks/${buildingId}`)) ?? {}) as Record<string, unknown>,
  );
}

/**
 * Removes, as admin, a building's share links and their public views (`/shares/{token}`), but
 * those in `keep`, and the views of `alsoTokens` (links a journey made that may already be gone
 * from `/shareLinks`): the clean-up of a journey that shares a demo building.
 */
export async function removeShareLinks(
  buildingId: string,
  keep: readonly string[] = [],
  alsoTokens: readonly string[] = [],
): Promise<void> {
  const tokens = new Set([...(await shareTokensOf(buildingId)), ...alsoTokens]);
  const update: Record<string, null> = {};
  for (const token of tokens) {
    if (keep.includes(token) || token.length === 0) continue;
    update[`shares/${token}`] = null;
    update[`shareLinks/${buildingId}/${token}`] = null;
  }
  if (Object.keys(update).length > 0) await adminDatabase('PATCH', '/', update);
}
