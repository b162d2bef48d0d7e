import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { AuthService, AuthUser } from '@/lib/auth/auth-service';
import { INITIAL_AUTH_STATE, authReducer, failureMessage } from '@/lib/auth/auth-state';

export interface AuthProviderProps {
  service: AuthService;
  /**
   * Called each time a user signs in by their own act: e-mail and password, the Google popup, or a
   * new account (spec 4: page "Sign In" is tracked then). A kept session that the identity
   * provider restores on a reload is no sign-in: counting it would inflate sign-ins (issue 35).
   */
  onSignIn?: (user: AuthUser) => void;
  /**
   * Called each time another user is held, a kept session restored on a reload included (the
   * invitations waiting for the user's address are claimed then); not on repeated notices.
   */
  onUser?: (user: AuthUser) => void;
  children: ReactNode;
}

export function AuthProvider({ service, onSignIn, onUser, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const heldUid = useRef<string | null>(null);
  const onSignInRef = useRef(onSignIn);
  const onUserRef = useRef(onUser);
  useEffect(() => {
    onSignInRef.current = onSignIn;
    onUserRef.current = onUser;
  }, [onSignIn, onUser]);

  useEffect(
    () =>
      service.onAuthStateChanged((user) => {
        dispatch({ type: 'changed', user });
        if (user && user.uid !== heldUid.current) onUserRef.current?.(user);
        heldUid.current = user?.uid ?? null;
      }),
    [service],
  );

  const attempt = useCallback(async (action: () => Promise<void>) => {
    dispatch({ type: 'attemptStarted' });
    try {
      await action();
    } catch (failure) {
      dispatch({ type: 'attemptFailed', message: failureMessage(failure) });
      throw failure;
    }
  }, []);

  const signInAttempt = useCallback(
    (action: () => Promise<AuthUser>) =>
      attempt(async () => {
        const user = await action();
        onSignInRef.current?.(user);
      }),
    [attempt],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: (email, password) => signInAttempt(() => service.signIn(email, password)),
      signInWithGoogle: () => signInAttempt(() => service.signInWithGoogle()),
      register: (email, password) => signInAttempt(() => service.register(email, password)),
      sendPasswordReset: (email) => attempt(() => service.sendPasswordReset(email)),
      sendEmailVerification: () => service.sendEmailVerification(),
      refreshUser: async () => {
        const user = await service.reloadUser();
        // The same user object with fresher fields: held again so that readers render anew.
        dispatch({ type: 'changed', user });
        return user;
      },
      logout: () =>
        service.signOut().catch((failure: unknown) => {
          console.error('Logout error:', failure);
        }),
    }),
    [state, attempt, signInAttempt, service],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
