import type { ComparisonPeerSet } from '@shared/domain/metrics/views/comparison/types';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search parameter that keeps the peer set in the URL: `reference` or `chosen`. */
const PEERS_PARAM = 'peers';

/** The peer set asked for in the URL (undefined: none asked), and how to ask for another. */
export function usePeersParam(): [
  ComparisonPeerSet | undefined,
  (next: ComparisonPeerSet) => void,
] {
  const [search, setSearch] = useSearchParams();
  const value = search.get(PEERS_PARAM);
  const asked = value === 'reference' ? 'reference' : value === 'chosen' ? 'peers' : undefined;
  const ask = useCallback(
    (next: ComparisonPeerSet) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PEERS_PARAM, next === 'peers' ? 'chosen' : 'reference');
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [asked, ask];
}
