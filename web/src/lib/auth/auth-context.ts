import { createContext } from 'react';
import type { AuthUser } from '@/lib/auth/auth-service';
import type { AuthState } from '@/lib/auth/auth-state';

export interface AuthContextValue extends AuthState {
  signIn(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  register(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends the signed-in user the link that confirms their address. */
  sendEmailVerification(): Promise<void>;
  /** Reads the signed-in user again (e.g. once they confirmed their address); the user or null. */
  refreshUser(): Promise<AuthUser | null>;
  /** Never rejects: a failed logout is only written to the console (spec 4). */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
