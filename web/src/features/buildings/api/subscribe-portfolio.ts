import type { Database, Unsubscribe } from 'firebase/database';
import { collectListed } from '@/lib/listed-collector';
import { subscribeChildren } from '@/lib/subscribe-children';
import { createPortfolioCollector, type PortfolioState } from '../utils/portfolio-collector';

/**
 * Live portfolio of `uid`: the summaries that functions keep of each building of the user's
 * portfolio (`/portfolios/{uid}`), each shown while the user's index lists the building
 * (`/users/{uid}/buildings`; docs/data-model.md): a building import writes its summaries with its
 * buildings and lists them all in its last update. One listen to each node; buildings added,
 * changed or removed anywhere reach `onChange` without a reload. Returns the unsubscribe function.
 */
export function subscribePortfolio(
  database: Database,
  uid: string,
  onChange: (state: PortfolioState) => void,
): Unsubscribe {
  const { index, copies } = collectListed(createPortfolioCollector(onChange));
  const stops = [
    subscribeChildren(database, `users/${uid}/buildings`, index),
    subscribeChildren(database, `portfolios/${uid}`, copies),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
