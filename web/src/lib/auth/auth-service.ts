/** The signed-in user as the app uses it: the identity provider's record, read for its uid. */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  /** The address was proven: the link sent to it followed, or a provider that vouches (Google). */
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  /** The current ID token; `forceRefresh` fetches a new one (claims changed since sign-in). */
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/**
 * The identity provider operations of spec 7.2, behind an interface so the sign-in state logic can
 * be exercised without a browser. The app uses the Firebase implementation.
 */
export interface AuthService {
  /** Calls `listener` with the current user (or null) now and on every change; returns unsubscribe. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  /** The sign-in operations resolve to the user they signed in. */
  signIn(email: string, password: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  /** Creates the account and signs it in. */
  register(email: string, password: string): Promise<AuthUser>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends the signed-in user the link that proves their address (again). */
  sendEmailVerification(): Promise<void>;
  /**
   * Reads the signed-in user again from the provider, and a new ID token, so that a confirmation
   * made meanwhile (in another tab) shows; the user, or null when nobody is signed in.
   */
  reloadUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
}
