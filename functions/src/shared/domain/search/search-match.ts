import { foldSearchText } from './search-text.js';

/**
 * The texts one searchable item is found by. `title` is what it is listed as and ranks first;
 * `others` are its other texts (address, type, manufacturer…); `codes` are identifiers also
 * matched with their spaces and punctuation left out ("AHU-01" is found by "ahu01" too);
 * `context` names where the item is (its building's title): it matches a term only beside a
 * term matched by the item's own texts, so "karlin ahu" finds the AHU of the Karlín office but
 * "karlin" alone does not list every asset of that building.
 */
export interface SearchFields {
  title: string;
  others?: readonly string[];
  codes?: readonly string[];
  context?: string;
}

/** An item with its texts folded once (`foldSearchText`), ready to be searched per keystroke. */
export interface IndexedItem<T> {
  value: T;
  /** Folded own texts, the title first. */
  own: readonly string[];
  /** Folded context, '' when none. */
  context: string;
  /** Every folded text joined by newlines, for the quick test that each term occurs somewhere. */
  haystack: string;
  /** Folded title, for ties. */
  sortKey: string;
}

/** A query as the index compares it: its folded terms and the whole folded query. */
export interface PreparedQuery {
  terms: readonly string[];
  /** Each term after a space, as it occurs at a word's start inside a text. */
  spaced: readonly string[];
  whole: string;
}

/** A match found by {@link searchItems}: the item and its rank (lower is better). */
export interface SearchHit<T> {
  value: T;
  score: number;
}

/** The best matches of one kind and how many items matched in all. */
export interface SearchResult<T> {
  hits: SearchHit<T>[];
  total: number;
  /**
   * The items that hold every term somewhere: a search for this query typed further (its folded
   * text extended) need only look at these.
   */
  candidates: readonly IndexedItem<T>[];
}

/**
 * How well a term matches one folded text, best first: the whole text (0), the text's start (1),
 * a word's start (2), inside a word (3); -1 when it does not occur.
 */
export const MATCH_EXACT = 0;
export const MATCH_PREFIX = 1;
export const MATCH_WORD_PREFIX = 2;
export const MATCH_SUBSTRING = 3;

/**
 * Weights of a term's score: the kind of match decides first (prefix of a word before inside a
 * word), then where it matched (the title before the other own texts before the context), then
 * how (exact before prefix before word prefix).
 */
const SUBSTRING_PENALTY = 100;
const FIELD_WEIGHT = 10;
const CONTEXT_FIELD = 2;
/** The score of an item whose title is the whole query: before every other. */
const WHOLE_TITLE_SCORE = -1;

function matchIn(text: string, term: string, spaced: string): number {
  const at = text.indexOf(term);
  if (at < 0) return -1;
  if (at === 0) return text.length === term.length ? MATCH_EXACT : MATCH_PREFIX;
  if (text.charCodeAt(at - 1) === 32) return MATCH_WORD_PREFIX;
  // A later occurrence may start a word ("xahu ahu").
  return text.includes(spaced, at) ? MATCH_WORD_PREFIX : MATCH_SUBSTRING;
}

function termScore(kind: number, field: number): number {
  return (kind === MATCH_SUBSTRING ? SUBSTRING_PENALTY : 0) + field * FIELD_WEIGHT + kind;
}

/** Folds a text for one language; see `createFolder` for one that remembers repeated texts. */
export type Fold = (text: string) => string;

/**
 * Folds `title`, `others`, `codes` and `context` once for searching (see {@link SearchFields}),
 * with `fold` (by default `foldSearchText` in `locale`). Empty texts are left out.
 */
export function indexItem<T>(
  value: T,
  fields: SearchFields,
  locale?: string,
  fold: Fold = (text) => foldSearchText(text, locale),
): IndexedItem<T> {
  const title = fold(fields.title);
  const own = [title];
  for (const text of fields.others ?? []) {
    const folded = text ? fold(text) : '';
    if (folded) own.push(folded);
  }
  for (const code of fields.codes ?? []) {
    const folded = code ? fold(code) : '';
    if (!folded) continue;
    own.push(folded);
    if (folded.includes(' ')) own.push(folded.replaceAll(' ', ''));
  }
  const context = fields.context ? fold(fields.context) : '';
  return { value, own, context, haystack: `${own.join('\n')}\n${context}`, sortKey: title };
}

/** The query's folded terms (split at spaces and punctuation) and the whole folded query. */
export function prepareQuery(query: string, locale?: string): PreparedQuery {
  const whole = foldSearchText(query, locale);
  const terms = whole ? whole.split(' ') : [];
  return { terms, spaced: terms.map((term) => ` ${term}`), whole };
}

/**
 * The rank of `item` for `query` (lower is better), or null when it does not match: every term
 * must occur in one of the item's texts, at least one of them in its own texts (not only in the
 * context). Each term scores its best match (see the weights above) and the item the sum over its
 * terms; an item whose title is the whole query comes first. An item that matches but scores
 * above `cutoff` (the worst of the matches kept so far) may answer Infinity without finishing.
 */
export function scoreItem<T>(
  item: IndexedItem<T>,
  query: PreparedQuery,
  cutoff = Infinity,
): number | null {
  const { terms, spaced } = query;
  if (terms.length === 0) return null;
  for (const term of terms) if (!item.haystack.includes(term)) return null;
  const { own } = item;
  if (own[0] === query.whole) return WHOLE_TITLE_SCORE;
  let total = 0;
  let ownMatched = false;
  for (let t = 0; t < terms.length; t += 1) {
    const term = terms[t] as string;
    const space = spaced[t] as string;
    const inTitle = matchIn(own[0] as string, term, space);
    let best = inTitle < 0 ? Infinity : termScore(inTitle, 0);
    // A title match other than inside a word beats every match elsewhere.
    if (inTitle < 0 || inTitle === MATCH_SUBSTRING) {
      for (let field = 1; field < own.length; field += 1) {
        const kind = matchIn(own[field] as string, term, space);
        if (kind < 0) continue;
        const score = termScore(kind, 1);
        if (score < best) best = score;
      }
    }
    if (best < Infinity) ownMatched = true;
    else {
      const kind = matchIn(item.context, term, space);
      if (kind < 0) return null;
      best = termScore(kind, CONTEXT_FIELD);
    }
    total += best;
    // A match, and worse than `cutoff` already: term scores only add up.
    if (ownMatched && total > cutoff) return Infinity;
  }
  return ownMatched ? total : null;
}

function before<T>(a: SearchHit<T> & { key: string }, b: SearchHit<T> & { key: string }): boolean {
  return a.score < b.score || (a.score === b.score && a.key < b.key);
}

/**
 * The `limit` best matches of `query` among `items`, best first (rank, then folded title), how
 * many matched in all, and the candidates for a longer query. Keeps only the best `limit` while
 * scanning, so a one-letter query over 50,000 assets does not sort them all.
 */
export function searchItems<T>(
  items: readonly IndexedItem<T>[],
  query: PreparedQuery,
  limit: number,
): SearchResult<T> {
  const best: (SearchHit<T> & { key: string })[] = [];
  let total = 0;
  const { terms } = query;
  if (terms.length === 0) return { hits: [], total, candidates: items };
  const candidates = items.filter((item) => terms.every((term) => item.haystack.includes(term)));
  let cutoff = Infinity;
  for (const item of candidates) {
    const score = scoreItem(item, query, cutoff);
    if (score === null) continue;
    total += 1;
    if (score === Infinity) continue;
    const hit = { value: item.value, score, key: item.sortKey };
    if (limit <= 0) continue;
    if (best.length === limit && !before(hit, best[limit - 1] as SearchHit<T> & { key: string }))
      continue;
    let at = best.length;
    while (at > 0 && before(hit, best[at - 1] as SearchHit<T> & { key: string })) at -= 1;
    best.splice(at, 0, hit);
    if (best.length > limit) best.pop();
    if (best.length === limit) cutoff = (best[limit - 1] as SearchHit<T>).score;
  }
  return { hits: best.map(({ value, score }) => ({ value, score })), total, candidates };
}

/**
 * Whether the candidates of a search for `previous` hold every match of `next`: `next` is
 * `previous` typed further (its folded text starts with it), so each of its terms contains one
 * of `previous`'s.
 */
export function narrows(previous: PreparedQuery, next: PreparedQuery): boolean {
  return previous.whole !== '' && next.whole.startsWith(previous.whole);
}
