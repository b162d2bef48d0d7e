import { useMemo } from 'react';
import type { SearchIndexEntry } from '@shared/schemas/derived/search-index';
import { createCatalogBuilder, type SearchCatalog } from '../utils/search-catalog';

const EMPTY: ReadonlyMap<string, SearchIndexEntry> = new Map();

/**
 * One builder for the app: the index's entries stay in the react-query cache between visits of
 * the Search screen, and their folded items with them (weakly held), so a second visit does not
 * fold 50,000 assets again.
 */
const build = createCatalogBuilder();

/**
 * The search catalog of the index's entries in `locale`, rebuilt when they change; a building
 * whose entry did not change keeps its folded items (`createCatalogBuilder`).
 */
export function useSearchCatalog(
  entries: ReadonlyMap<string, SearchIndexEntry> | undefined,
  locale: string,
): SearchCatalog {
  return useMemo(() => build(entries ?? EMPTY, locale), [entries, locale]);
}
