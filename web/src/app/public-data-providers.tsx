import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/react-query';

/**
 * Data layer of the share routes (`PublicRoute`): the query client, without the signed-in
 * screens' profile and units. Loaded with a share view, not with the sign-in route.
 */
export function PublicDataProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
