import { useLiveQuery } from '@/lib/use-live-query';
import type { SearchIndexState } from '../utils/search-index-collector';
import { searchKeys } from './keys';
import { subscribeSearchIndex } from './subscribe-search-index';

/** The signed-in user's search index, kept live by one database listen written into the cache. */
export function useSearchIndex(uid: string) {
  return useLiveQuery<SearchIndexState>(searchKeys.index(uid), (database, publish) =>
    subscribeSearchIndex(database, uid, publish),
  );
}
