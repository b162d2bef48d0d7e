import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { screenModules } from './route-modules';

// The query client loads with a share view (TanStack Query is no part of the sign-in route);
// the view's own code starts loading beside it, not after it.
const PublicDataProviders = lazy(() => {
  screenModules.sharedView().catch(() => {});
  return import('@/app/public-data-providers').then((module) => ({
    default: module.PublicDataProviders,
  }));
});

/**
 * The share routes (`/iframe/...`, spec 2.1) outside the access gate: they wait for no sign-in
 * state and load no user data (no profile, no portfolio), whoever opens them; only the share's
 * own snapshot is read.
 */
export function PublicRoute() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PublicDataProviders>
        <Outlet />
      </PublicDataProviders>
    </Suspense>
  );
}
