import {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { AuthService } from '@/lib/auth/auth-service';

/** Spec 7.2 on Firebase Auth: e-mail/password, Google popup, password reset, sign-out. */
export function createFirebaseAuthService(auth: Auth): AuthService {
  return {
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signInWithGoogle: async () => {
      await signInWithPopup(auth, new GoogleAuthProvider());
    },
    register: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    signOut: () => signOut(auth),
  };
}
