import { useMemo, useState } from 'react';
import type { SearchIndexEntry } from '@shared/schemas/search-index';
import { createCatalogBuilder, type SearchCatalog } from '../utils/search-catalog';

const EMPTY: ReadonlyMap<string, SearchIndexEntry> = new Map();

/**
 * The search catalog of the index's entries in `locale`, rebuilt when they change; a building
 * whose entry did not change keeps its folded items (`createCatalogBuilder`).
 */
export function useSearchCatalog(
  entries: ReadonlyMap<string, SearchIndexEntry> | undefined,
  locale: string,
): SearchCatalog {
  const [build] = useState(createCatalogBuilder);
  return useMemo(() => build(entries ?? EMPTY, locale), [build, entries, locale]);
}
