/** The signed-in user as the app uses it: the identity provider's record, read for its uid. */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  getIdToken(): Promise<string>;
}

/**
 * The identity provider operations of spec 7.2, behind an interface so the sign-in state logic can
 * be exercised without a browser. The app uses the Firebase implementation.
 */
export interface AuthService {
  /** Calls `listener` with the current user (or null) now and on every change; returns unsubscribe. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  register(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}
