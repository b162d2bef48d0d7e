import type { RegistryEntry } from '../../schemas/stored/registry.js';
import { REGISTRY_SUGGESTIONS_MAX } from '../../schemas/stored/registry.js';
import { foldText } from '../common/fold-text.js';

/** The search terms of a query: folded, split at spaces and punctuation, empty ones dropped. */
export function queryTerms(query: string): string[] {
  return foldText(query).split(' ').filter(Boolean);
}

interface Ranked {
  entry: RegistryEntry;
  rank: number;
}

/**
 * Registry entries matching every term of `query` somewhere in name, street, city or post code
 * (case- and accent-insensitive), best first: name starting with the whole query, then name
 * starting with the first term, then any word starting with a term, then the rest; ties by name.
 * At most `limit` (8) suggestions; none for a query without terms.
 */
export function searchRegistry(
  entries: Iterable<RegistryEntry>,
  query: string,
  limit = REGISTRY_SUGGESTIONS_MAX,
): RegistryEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const whole = terms.join(' ');
  const found: Ranked[] = [];
  for (const entry of entries) {
    const name = foldText(entry.name);
    const haystack = ` ${[name, entry.street, entry.city, entry.postCode ?? ''].map(foldText).join(' ')}`;
    if (!terms.every((term) => haystack.includes(term))) continue;
    let rank = 3;
    if (name.startsWith(whole)) rank = 0;
    else if (name.startsWith(terms[0] as string)) rank = 1;
    else if (terms.some((term) => haystack.includes(` ${term}`))) rank = 2;
    found.push({ entry, rank });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.name.localeCompare(b.entry.name) ||
      a.entry.id.localeCompare(b.entry.id),
  );
  return found.slice(0, limit).map((item) => item.entry);
}
