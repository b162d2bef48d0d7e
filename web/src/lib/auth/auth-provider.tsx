import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { AuthService, AuthUser } from '@/lib/auth/auth-service';
import { INITIAL_AUTH_STATE, authReducer, failureMessage } from '@/lib/auth/auth-state';

export interface AuthProviderProps {
  service: AuthService;
  /** Called each time a user becomes signed in (spec 4: page tracking "Sign In"). */
  onSignedIn?: (user: AuthUser) => void;
  children: ReactNode;
}

export function AuthProvider({ service, onSignedIn, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const signedInUid = useRef<string | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(
    () =>
      service.onAuthStateChanged((user) => {
        dispatch({ type: 'changed', user });
        if (user && user.uid !== signedInUid.current) onSignedInRef.current?.(user);
        signedInUid.current = user?.uid ?? null;
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

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: (email, password) => attempt(() => service.signIn(email, password)),
      signInWithGoogle: () => attempt(() => service.signInWithGoogle()),
      register: (email, password) => attempt(() => service.register(email, password)),
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
    [state, attempt, service],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
