import { Suspense, lazy } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { preloadRoutes, routeHandlesOf } from './route-handle';

// The query client loads with a share view (TanStack Query is no part of the sign-in route).
const PublicDataProviders = lazy(() =>
  import('@/app/public-data-providers').then((module) => ({
    default: module.PublicDataProviders,
  })),
);

/**
 * The share routes (`/iframe/...`, spec 2.1) outside the access gate: they wait for no sign-in
 * state and load no user data (no profile, no portfolio), whoever opens them; only the share's
 * own snapshot is read.
 */
export function PublicRoute() {
  // The view's own code starts loading beside the query client, not after it (the browser loads
  // each module once, so a later render starts nothing).
  preloadRoutes(routeHandlesOf(useMatches()));
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PublicDataProviders>
        <Outlet />
      </PublicDataProviders>
    </Suspense>
  );
}
