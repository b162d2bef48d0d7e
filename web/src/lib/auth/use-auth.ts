import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';

/** The sign-in state and actions; only valid below `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) {
    throw new Error('useAuth must be used within an AuthProvider (see web/src/app/provider.tsx)');
  }
  return value;
}
