import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { queryClient } from '@/lib/react-query';

/**
 * The share routes (`/iframe/...`, spec 2.1) outside the access gate: they wait for no sign-in
 * state and load no user data (no profile, no portfolio), whoever opens them; only the share's
 * own snapshot is read.
 */
export function PublicRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
