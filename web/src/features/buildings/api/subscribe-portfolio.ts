import type { Database, Unsubscribe } from 'firebase/database';
import { subscribeChildren } from '@/lib/subscribe-children';
import { createPortfolioCollector, type PortfolioState } from '../utils/portfolio-collector';

/**
 * Live portfolio of `uid`: one listen to `/portfolios/{uid}`, the summaries that functions keep
 * of each building of the user's portfolio (docs/data-model.md), and nothing else. Buildings
 * added, changed or removed anywhere reach `onChange` without a reload. Returns the unsubscribe
 * function.
 */
export function subscribePortfolio(
  database: Database,
  uid: string,
  onChange: (state: PortfolioState) => void,
): Unsubscribe {
  return subscribeChildren(database, `portfolios/${uid}`, createPortfolioCollector(onChange));
}
