import { prefetchLiveQuery, useLiveQuery } from '@/lib/use-live-query';
import type { PortfolioState } from '../utils/portfolio-collector';
import { buildingsKeys } from './keys';
import { subscribePortfolio } from './subscribe-portfolio';

/**
 * The signed-in user's portfolio, kept live by a database subscription written into the cache;
 * nothing is listened to while `enabled` is false.
 */
export function usePortfolio(uid: string, enabled = true) {
  return useLiveQuery<PortfolioState>(
    buildingsKeys.portfolio(uid),
    (database, publish) => subscribePortfolio(database, uid, publish),
    enabled,
  );
}

/** Starts the portfolio's subscription before its screen mounts (`prefetchLiveQuery`). */
export function prefetchPortfolio(uid: string): () => void {
  return prefetchLiveQuery<PortfolioState>(buildingsKeys.portfolio(uid), (database, publish) =>
    subscribePortfolio(database, uid, publish),
  );
}
