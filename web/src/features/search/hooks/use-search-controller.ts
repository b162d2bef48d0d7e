import { prepareQuery } from '@shared/domain/search/search-match';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { nextActiveIndex } from '../utils/listbox-keys';
import {
  createGroupSearch,
  searchGroups,
  searchItemHref,
  type SearchGroup,
  type SearchItem,
  type SearchSources,
} from '../utils/search-groups';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The pause after the last keystroke before searching. Goal (issue 19): first results at most
 * 150 ms after typing stops; searching 5,000 buildings and 50,000 assets takes about 10 to 30 ms
 * (bench/search.bench.ts), so 60 ms of waiting leaves room for rendering on a slow device.
 */
export const SEARCH_DEBOUNCE_MS = 60;

/** The URL parameter that keeps the query, so that Back and a copied link show the same results. */
const QUERY_PARAM = 'q';

export interface SearchController {
  text: string;
  setText: (text: string) => void;
  /** The query the results are for (the text once typing paused). */
  query: string;
  groups: SearchGroup[];
  /** Every listed result in order, as the arrow keys walk them. */
  options: SearchItem[];
  /** The highlighted option's index in `options`, -1 for none. */
  active: number;
  setActive: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * State of the Search screen: the typed text (from and to `?q=`), the debounced query, the
 * grouped results of `sources` folded for `locale`, and the combobox keys: Up/Down (and Ctrl+Home/
 * End) move the highlighted result, Enter opens it (the first when none is highlighted), Escape
 * clears the text.
 */
export function useSearchController(sources: SearchSources, locale: string): SearchController {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(QUERY_PARAM) ?? '');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const urlQuery = params.get(QUERY_PARAM) ?? '';
  useEffect(() => {
    if (query.trim() === urlQuery.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query.trim()) next.set(QUERY_PARAM, query.trim());
        else next.delete(QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [query, urlQuery, setParams]);
  const prepared = useMemo(() => prepareQuery(query, locale), [query, locale]);
  // Remembers the last search's candidates, so typing further searches fewer items.
  const [search] = useState(createGroupSearch);
  const groups = useMemo(() => search(sources, prepared), [search, sources, prepared]);
  const options = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // The highlight belongs to one list of results: new results start with none.
  const [highlight, setHighlight] = useState<{ options: SearchItem[]; index: number }>({
    options,
    index: -1,
  });
  const active = highlight.options === options ? highlight.index : -1;
  const setActive = useCallback((index: number) => setHighlight({ options, index }), [options]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter') {
        // Enter before the pause: the first result of what is typed, not of the previous query.
        const chosen =
          text.trim() === query.trim()
            ? options[active >= 0 ? active : 0]
            : searchGroups(sources, prepareQuery(text, locale), 1)[0]?.items[0];
        if (!chosen) return;
        event.preventDefault();
        void navigate(searchItemHref(chosen));
        return;
      }
      if (event.key === 'Escape') {
        if (!text) return;
        event.preventDefault();
        setText('');
        return;
      }
      const next = nextActiveIndex(active, event.key, options.length, event.ctrlKey);
      if (next === undefined) return;
      event.preventDefault();
      setActive(next);
    },
    [active, locale, navigate, options, query, setActive, sources, text],
  );
  return { text, setText, query, groups, options, active, setActive, onKeyDown };
}
