import { skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Database } from 'firebase/database';
import { useEffect, useRef } from 'react';
import { loadDatabase } from '@/lib/firebase';
import { createLiveSubscriptions, type Subscribe as SubscribeWith } from '@/lib/live-subscriptions';
import { queryClient as appQueryClient } from '@/lib/react-query';

type Subscribe<T> = SubscribeWith<T, Database>;

/** The app's live subscriptions: one per query key, whoever holds it. */
const live = createLiveSubscriptions(loadDatabase);

/**
 * Live database data through react-query (STYLE.md rule 5): `subscribe` listens and publishes
 * each new state into the cache under `queryKey`; components read it with the usual query
 * states. The subscription follows the key, not the function's identity, and is shared by every
 * component (and prefetch) holding the same key; nothing is subscribed while `enabled` is false.
 */
export function useLiveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>, enabled = true) {
  const queryClient = useQueryClient();
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
    const key = JSON.parse(keyText) as QueryKey;
    return live.retain<T>(
      keyText,
      (database, publish) => subscribeRef.current(database, publish),
      (state) => queryClient.setQueryData(key, state),
    );
  }, [keyText, queryClient, enabled]);
  return useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity });
}

/** How long a prefetched subscription waits for its screen to hold it. */
export const PREFETCH_HOLD_MS = 15_000;

/**
 * Starts the subscription a screen about to mount will hold (`useLiveQuery` with the same key),
 * so that its data is on its way while the screen's code loads. Answers the early release (for
 * a sign-out); otherwise it is released after {@link PREFETCH_HOLD_MS}.
 */
export function prefetchLiveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>): () => void {
  return live.prefetch<T>(
    JSON.stringify(queryKey),
    subscribe,
    (state) => appQueryClient.setQueryData(queryKey, state),
    PREFETCH_HOLD_MS,
  );
}
