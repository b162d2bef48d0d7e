import { createContext } from 'react';
import type { AuthState } from '@/lib/auth/auth-state';

export interface AuthContextValue extends AuthState {
  signIn(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  register(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Never rejects: a failed logout is only written to the console (spec 4). */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
