import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { isPublicPath } from '@/config/paths';
import { TermsContent } from '@/features/legal/components/terms-content';
import { useAuth } from '@/lib/auth/use-auth';
import { forgetAppliedPreferences } from './saved-preferences';

const AuthScreen = lazy(() => import('@/features/auth/components/auth-screen'));
const DataProviders = lazy(() => import('@/app/data-providers'));

/**
 * Spec 2.1: "Loading..." until the sign-in state is known; then, when nobody is signed in, the
 * Login screen replaces every route. The share routes (`/iframe/...`, `isPublicPath`) sit outside
 * the gate (`PublicRoute`); the check here keeps any other path behind sign-in.
 */
export function AccessGate() {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const signedOut = !loading && !user;
  useEffect(() => {
    // The next sign-in applies the profile's language and colour mode again.
    if (signedOut) forgetAppliedPreferences();
  }, [signedOut]);
  if (loading) return <LoadingScreen />;
  if (!user && !isPublicPath(pathname)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AuthScreen terms={<TermsContent />} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DataProviders>
        <Outlet />
      </DataProviders>
    </Suspense>
  );
}
