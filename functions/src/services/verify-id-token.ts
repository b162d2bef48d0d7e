import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './admin-app.js';

export interface VerifiedUser {
  uid: string;
}

/**
 * Verifies a Firebase ID token, including that the account still exists and is enabled and the
 * token was not revoked (one Auth lookup; tracking is called once per sign-in).
 */
export async function verifyIdToken(token: string): Promise<VerifiedUser> {
  const decoded = await getAuth(adminApp()).verifyIdToken(token, true);
  return { uid: decoded.uid };
}
