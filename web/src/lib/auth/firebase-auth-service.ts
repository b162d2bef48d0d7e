import {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { AuthService } from '@/lib/auth/auth-service';

/**
 * Spec 7.2 on Firebase Auth: e-mail/password, Google popup, password reset, sign-out; and the
 * confirmation of a registered address, which buildings shared by e-mail wait for (issue 32).
 */
export function createFirebaseAuthService(auth: Auth): AuthService {
  return {
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    signIn: async (email, password) =>
      (await signInWithEmailAndPassword(auth, email, password)).user,
    signInWithGoogle: async () => (await signInWithPopup(auth, new GoogleAuthProvider())).user,
    register: async (email, password) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      // The account exists either way; the notice on the Portfolio can send the link again.
      await sendEmailVerification(user).catch((failure: unknown) => {
        console.warn('Verification e-mail not sent:', failure);
      });
      return user;
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    sendEmailVerification: async () => {
      if (auth.currentUser) await sendEmailVerification(auth.currentUser);
    },
    reloadUser: async () => {
      const user = auth.currentUser;
      if (!user) return null;
      await user.reload();
      await user.getIdToken(true);
      return user;
    },
    signOut: () => signOut(auth),
  };
}
