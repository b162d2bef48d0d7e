import type { Database, Unsubscribe } from 'firebase/database';
import { subscribeChildren } from '@/lib/subscribe-children';
import { createSearchIndexCollector, type SearchIndexState } from '../utils/search-index-collector';

/**
 * Live search index of `uid`: one listen to `/searchIndex/{uid}`, the entries that functions keep
 * of each building of the user's portfolio (docs/data-model.md), and nothing else: never the
 * buildings themselves. Returns the unsubscribe function.
 */
export function subscribeSearchIndex(
  database: Database,
  uid: string,
  onChange: (state: SearchIndexState) => void,
): Unsubscribe {
  return subscribeChildren(database, `searchIndex/${uid}`, createSearchIndexCollector(onChange));
}
