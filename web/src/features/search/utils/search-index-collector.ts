import {
  searchIndexEntrySchema,
  type SearchIndexEntry,
} from '@shared/schemas/derived/search-index';
import { createKeyedCollector, type KeyedCollector } from '@/lib/keyed-collector';

export interface SearchIndexState {
  /** The user's search entries by building id; an unchanged building keeps its entry object. */
  entries: ReadonlyMap<string, SearchIndexEntry>;
  /** True once every entry stored when the listen started has arrived. */
  loaded: boolean;
  /**
   * Set when the index cannot be read (then there are no entries), or, with the other entries
   * kept, names the first entry of the wrong shape.
   */
  error?: string;
}

/**
 * Once loaded, changes are published at most this often, so that a burst of entry writes (an
 * import's thousands of buildings) rebuilds the search catalog once per interval.
 */
export const SEARCH_PUBLISH_INTERVAL_MS = 40;

/**
 * Collects a user's search entries by building id (`createKeyedCollector`, each read with
 * `searchIndexEntrySchema`) and publishes them through `onChange`: nothing before the first
 * load, then at most every {@link SEARCH_PUBLISH_INTERVAL_MS}.
 */
export function createSearchIndexCollector(
  onChange: (state: SearchIndexState) => void,
): KeyedCollector {
  return createKeyedCollector<SearchIndexEntry>(
    (buildingId, stored) => {
      const parsed = searchIndexEntrySchema.safeParse(stored);
      if (parsed.success) return { ok: true, value: parsed.data };
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        problem: `searchIndex/${buildingId}: ${issue ? `${issue.path.join('/')} ${issue.message}` : ''}`,
      };
    },
    ({ items, loaded, error }) => onChange({ entries: items, loaded, ...(error ? { error } : {}) }),
    SEARCH_PUBLISH_INTERVAL_MS,
  );
}
