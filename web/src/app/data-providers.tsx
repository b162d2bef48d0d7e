import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/react-query';

/**
 * Data layer for signed-in screens and public /iframe views. Loaded lazily with them: the
 * sign-in route reads no data.
 */
export default function DataProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
