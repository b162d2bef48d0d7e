import type { AuthUser } from '@/lib/auth/auth-service';

/** Sign-in state held by the application (spec 3.17). */
export interface AuthState {
  user: AuthUser | null;
  /** True until the first notice of the sign-in state arrives. */
  loading: boolean;
  /** Message of the last failed sign-in, registration or reset attempt. */
  error: string | null;
}

export type AuthAction =
  | { type: 'changed'; user: AuthUser | null }
  | { type: 'attemptStarted' }
  | { type: 'attemptFailed'; message: string };

export const INITIAL_AUTH_STATE: AuthState = { user: null, loading: true, error: null };

/** Spec 4 "Sign-in state": the only transitions the state knows. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'changed':
      return { ...state, user: action.user, loading: false };
    case 'attemptStarted':
      return state.error === null ? state : { ...state, error: null };
    case 'attemptFailed':
      return { ...state, error: action.message };
  }
}

/** The failure's own message, as the identity provider worded it. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'string') return failure;
  return String(failure);
}
