import { QueryClient } from '@tanstack/react-query';

/** Live data arrives through database subscriptions, so queries need neither retries nor refetch-on-focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
  },
});
