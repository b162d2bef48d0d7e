import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { isPublicPath } from '@/config/paths';
import { TermsContent } from '@/features/legal/components/terms-content';
import { useAuth } from '@/lib/auth/use-auth';
import { preloadSignedInRoutes, routeHandlesOf } from './route-handle';
import { forgetAppliedPreferences } from './saved-preferences';

const AuthScreen = lazy(() => import('@/features/auth/components/auth-screen'));
const loadDataProviders = () => import('@/app/data-providers');
const DataProviders = lazy(loadDataProviders);

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
  const uid = user?.uid;
  const handles = routeHandlesOf(useMatches());
  useEffect(() => {
    // The first screen's code and data load at once, beside the data providers' and the frame's,
    // not after them.
    if (uid === undefined || handles.length === 0) return;
    loadDataProviders().catch(() => {});
    return preloadSignedInRoutes(handles, uid);
    // Only when the signed-in user changes: later navigations load their screen themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
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
