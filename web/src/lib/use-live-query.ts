import { skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Database } from 'firebase/database';
import { useEffect, useRef } from 'react';
import { loadDatabase } from '@/lib/firebase';

/**
 * Live database data through react-query (STYLE.md rule 5): `subscribe` listens and publishes
 * each new state into the cache under `queryKey`; components read it with the usual query
 * states. The subscription follows the key, not the function's identity; nothing is subscribed
 * while `enabled` is false.
 */
export function useLiveQuery<T>(
  queryKey: QueryKey,
  subscribe: (database: Database, publish: (state: T) => void) => () => void,
  enabled = true,
) {
  const queryClient = useQueryClient();
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let stop: (() => void) | undefined;
    const key = JSON.parse(keyText) as QueryKey;
    void loadDatabase().then((database) => {
      if (!active) return;
      stop = subscribeRef.current(database, (state) => queryClient.setQueryData(key, state));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [keyText, queryClient, enabled]);
  return useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity });
}
