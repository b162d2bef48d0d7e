import {
  buildingSearchItemsOf,
  type BuildingSearchItem,
  type BuildingSearchItems,
  type EquipmentSearchItem,
  type MeasureSearchItem,
} from '@shared/domain/search/search-items';
import type { IndexedItem } from '@shared/domain/search/search-match';
import { createFolder } from '@shared/domain/search/search-text';
import type { SearchIndexEntry } from '@shared/schemas/derived/search-index';

/** Every building, equipment and measure of a user's search index, folded for one language. */
export interface SearchCatalog {
  buildings: IndexedItem<BuildingSearchItem>[];
  equipment: IndexedItem<EquipmentSearchItem>[];
  measures: IndexedItem<MeasureSearchItem>[];
}

/**
 * A catalog builder that folds each building's entry once per language: an entry object the
 * index did not change (the collector keeps it) reuses its folded items, so a change of one
 * building re-folds that building only.
 */
export function createCatalogBuilder(): (
  entries: ReadonlyMap<string, SearchIndexEntry>,
  locale: string,
) => SearchCatalog {
  const byLocale = new Map<
    string,
    { cache: WeakMap<SearchIndexEntry, BuildingSearchItems>; fold: (text: string) => string }
  >();
  return (entries, locale) => {
    let folded = byLocale.get(locale);
    if (!folded) {
      folded = { cache: new WeakMap(), fold: createFolder(locale) };
      byLocale.set(locale, folded);
    }
    const { cache, fold } = folded;
    const catalog: SearchCatalog = { buildings: [], equipment: [], measures: [] };
    for (const [buildingId, entry] of entries) {
      let items = cache.get(entry);
      if (!items) {
        items = buildingSearchItemsOf(buildingId, entry, locale, fold);
        cache.set(entry, items);
      }
      catalog.buildings.push(items.building);
      for (const item of items.equipment) catalog.equipment.push(item);
      for (const item of items.measures) catalog.measures.push(item);
    }
    return catalog;
  };
}
