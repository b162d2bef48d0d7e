import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './admin-app.js';

export interface VerifiedUser {
  uid: string;
  /** The token's `email` claim, when the account has an address. */
  email?: string;
  /** The token's `email_verified` claim: the address was proven (a link followed, Google). */
  emailVerified?: boolean;
}

/**
 * Verifies a Firebase ID token, including that the account still exists and is enabled and the
 * token was not revoked (one Auth lookup; tracking is called once per sign-in).
 */
export async function verifyIdToken(token: string): Promise<VerifiedUser> {
  const decoded = await getAuth(adminApp()).verifyIdToken(token, true);
  return {
    uid: decoded.uid,
    ...(decoded.email === undefined ? {} : { email: decoded.email }),
    emailVerified: decoded.email_verified === true,
  };
}
