import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProfileUnits } from '@/app/profile-units';
import { useAuth } from '@/lib/auth/use-auth';
import { queryClient } from '@/lib/react-query';

/**
 * Data layer for signed-in screens (the public /iframe views have their own, `PublicRoute`).
 * Loaded lazily with them: the sign-in route reads no data. A signed-in user's figures follow
 * their profile's units.
 */
export default function DataProviders({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <QueryClientProvider client={queryClient}>
      {user ? <ProfileUnits uid={user.uid}>{children}</ProfileUnits> : children}
    </QueryClientProvider>
  );
}
