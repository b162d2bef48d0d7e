import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadDatabase } from '@/lib/firebase';
import { buildingsKeys } from './keys';
import { subscribePortfolio, type PortfolioState } from './subscribe-portfolio';

/** The signed-in user's portfolio, kept live by a database subscription written into the cache. */
export function usePortfolio(uid: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void loadDatabase().then((database) => {
      if (!active) return;
      stop = subscribePortfolio(database, uid, (state) =>
        queryClient.setQueryData(buildingsKeys.portfolio(uid), state),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [uid, queryClient]);
  return useQuery<PortfolioState>({
    queryKey: buildingsKeys.portfolio(uid),
    queryFn: skipToken,
    staleTime: Infinity,
  });
}
