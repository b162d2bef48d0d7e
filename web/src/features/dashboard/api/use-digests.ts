import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import type { DigestLists } from '@shared/schemas/derived/dashboard-digest';
import { prefetchLiveQuery, useLiveQuery } from '@/lib/use-live-query';
import {
  subscribeDashboardRows,
  subscribeDigestLists,
  type PackedState,
} from './subscribe-digests';

const rowsKey = (uid: string) => ['dashboard', 'rows', uid] as const;

/** The signed-in user's Dashboard rows, kept live by one database subscription. */
export function useDashboardRows(uid: string) {
  return useLiveQuery<PackedState<DashboardBuilding>>(rowsKey(uid), (database, publish) =>
    subscribeDashboardRows(database, uid, publish),
  );
}

/** Starts the rows' subscription before the Dashboard mounts (`prefetchLiveQuery`). */
export function prefetchDashboardRows(uid: string): () => void {
  return prefetchLiveQuery<PackedState<DashboardBuilding>>(rowsKey(uid), (database, publish) =>
    subscribeDashboardRows(database, uid, publish),
  );
}

/**
 * The lists of the user's buildings, live; subscribed only once `enabled` (after the rows, so the
 * figures at the top arrive first on the shared connection).
 */
export function useDigestLists(uid: string, enabled: boolean) {
  return useLiveQuery<PackedState<DigestLists>>(
    ['dashboard', 'lists', uid],
    (database, publish) => subscribeDigestLists(database, uid, publish),
    enabled,
  );
}
