import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppThemeProvider } from '@/app/theme-provider';
import { SIGN_IN_PAGE_NAME } from '@shared/constants/tracking';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/auth-service';
import { createFirebaseAuthService } from '@/lib/auth/firebase-auth-service';
import { auth } from '@/lib/firebase';

const authService = createFirebaseAuthService(auth);

/**
 * Each time a user signs in (e-mail and password, Google, a new account): page "Sign In" is
 * tracked (spec 4), once; a kept session restored on a reload is not tracked (issue 35). The
 * calls' code (the functions client and its reply schemas) loads then, not with the sign-in route.
 */
function onSignIn(user: AuthUser): void {
  void import('@/features/tracking/api/track-page').then(({ trackPage }) =>
    trackPage(user, SIGN_IN_PAGE_NAME),
  );
}

/**
 * Each time a user is held, a restored session included: the invitations waiting for their
 * confirmed address are claimed, so that buildings shared with it join their portfolio (issue
 * 32); a claim is idempotent.
 */
function onUser(user: AuthUser): void {
  void import('@/features/members/api/claim-on-sign-in').then(({ claimOnSignIn }) =>
    claimOnSignIn(user),
  );
}

export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <AuthProvider service={authService} onSignIn={onSignIn} onUser={onUser}>
          {children}
        </AuthProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
