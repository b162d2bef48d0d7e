import type {
  BuildingSearchItem,
  EquipmentSearchItem,
  MeasureSearchItem,
} from '@shared/domain/search/search-items';
import {
  indexItem,
  narrows,
  searchItems,
  type IndexedItem,
  type PreparedQuery,
} from '@shared/domain/search/search-match';
import { paths } from '@/config/paths';

/** A message as search lists it: its text as the inbox renders it, where it leads. */
export interface MessageSearchItem {
  kind: 'message';
  messageId: string;
  title: string;
  /** The building it is about, or ''. */
  detail: string;
  href: string;
}

export type SearchItem =
  | BuildingSearchItem
  | EquipmentSearchItem
  | MeasureSearchItem
  | MessageSearchItem;
export type SearchKind = SearchItem['kind'];

/** The groups in the order they are listed. */
export const SEARCH_KINDS: readonly SearchKind[] = ['building', 'equipment', 'measure', 'message'];

/** At most this many results per group (the group says how many matched in all). */
export const RESULTS_PER_KIND = 8;

/** The items searched, by kind; a kind without a source is not searched. */
export type SearchSources = Partial<{
  [K in SearchKind]: readonly IndexedItem<Extract<SearchItem, { kind: K }>>[];
}>;

export interface SearchGroup {
  kind: SearchKind;
  items: SearchItem[];
  /** How many items of this kind matched, shown or not. */
  total: number;
}

/** What a search session remembers of its last search of one kind. */
interface LastSearch {
  items: readonly IndexedItem<SearchItem>[];
  query: PreparedQuery;
  candidates: readonly IndexedItem<SearchItem>[];
}

/**
 * A search over `sources` that remembers, per kind, the items holding every term of its last
 * query: while the user types further (`narrows`), the next keystroke looks at those only, not
 * at all 50,000 assets again. The same results as {@link searchGroups}.
 */
export function createGroupSearch(): (
  sources: SearchSources,
  query: PreparedQuery,
  limit?: number,
) => SearchGroup[] {
  const last = new Map<SearchKind, LastSearch>();
  return (sources, query, limit = RESULTS_PER_KIND) => {
    const groups: SearchGroup[] = [];
    for (const kind of SEARCH_KINDS) {
      const items = sources[kind] as readonly IndexedItem<SearchItem>[] | undefined;
      if (!items) continue;
      const previous = last.get(kind);
      const within =
        previous && previous.items === items && narrows(previous.query, query)
          ? previous.candidates
          : items;
      const result = searchItems(within, query, limit);
      last.set(kind, { items, query, candidates: result.candidates });
      if (result.total > 0)
        groups.push({ kind, items: result.hits.map((hit) => hit.value), total: result.total });
    }
    return groups;
  };
}

/** The groups with a match for `query`, in {@link SEARCH_KINDS} order, each best first. */
export function searchGroups(
  sources: SearchSources,
  query: PreparedQuery,
  limit = RESULTS_PER_KIND,
): SearchGroup[] {
  return createGroupSearch()(sources, query, limit);
}

/** Where a result leads: the building, the equipment's page, the building's Improve tab, the message's place. */
export function searchItemHref(item: SearchItem): string {
  switch (item.kind) {
    case 'building':
      return paths.building.getHref(item.buildingId);
    case 'equipment':
      return paths.buildingEquipmentItem.getHref(item.buildingId, item.equipmentId);
    case 'measure':
      return paths.buildingImprove.getHref(item.buildingId);
    case 'message':
      return item.href;
  }
}

/** A key unique across every group, for React and the option's element id. */
export function searchItemKey(item: SearchItem): string {
  switch (item.kind) {
    case 'building':
      return `b-${item.buildingId}`;
    case 'equipment':
      return `e-${item.buildingId}-${item.equipmentId}`;
    case 'measure':
      return `m-${item.buildingId}-${item.measureId}`;
    case 'message':
      return `n-${item.messageId}`;
  }
}

/** A message as the inbox renders it, to be searched (the route composes it from the inbox). */
export interface MessageSearchInput {
  messageId: string;
  /** The message's text in the reader's language. */
  title: string;
  /** Its second line, if any (an alert's own text, an import's result). */
  detail?: string | undefined;
  /** The building it is about, or ''. */
  buildingName: string;
  href: string;
}

/**
 * A message folded for search: found by its text and second line, and by its building's name
 * beside a word of its text ("karlin alert"), as assets are.
 */
export function indexMessage(
  input: MessageSearchInput,
  locale: string,
): IndexedItem<MessageSearchItem> {
  const detail = [input.buildingName, input.detail ?? ''].filter(Boolean).join(' · ');
  return indexItem<MessageSearchItem>(
    { kind: 'message', messageId: input.messageId, title: input.title, detail, href: input.href },
    { title: input.title, others: [input.detail ?? ''], context: input.buildingName },
    locale,
  );
}
