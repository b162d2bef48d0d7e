import { onValue, ref, type Database, type Unsubscribe } from 'firebase/database';
import type { BuildingGeneral } from '@shared/schemas/building-general';
import type { BuildingMeta } from '@shared/schemas/building-meta';
import { toPortfolioRows, type BuildingParts, type PortfolioRow } from '../utils/portfolio-rows';

export interface PortfolioState {
  rows: PortfolioRow[];
  /** True once the index and every listed building's meta and general have arrived. */
  loaded: boolean;
  /** Set when the portfolio index itself cannot be read. */
  error?: string;
}

/** Bursts of snapshots (one per building) are published at most this often once loaded… */
const PUBLISH_INTERVAL_MS = 40;
/** …and while the first load is under way, rarely: each publish re-sorts every row. */
const LOADING_PUBLISH_INTERVAL_MS = 500;

interface Tracked {
  parts: BuildingParts;
  pending: Set<'meta' | 'general'>;
  stop: Unsubscribe[];
}

/**
 * Live portfolio of `uid`: listens to `/users/{uid}/buildings` and, for each listed building, to
 * its small `meta` and `general` documents (never the whole building). Buildings added, changed or
 * removed anywhere reach `onChange` without a reload. Returns the unsubscribe function.
 */
export function subscribePortfolio(
  database: Database,
  uid: string,
  onChange: (state: PortfolioState) => void,
): Unsubscribe {
  const tracked = new Map<string, Tracked>();
  let indexLoaded = false;
  let everLoaded = false;
  let pendingParts = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const publishNow = () => {
    timer = null;
    const parts = new Map([...tracked].map(([id, entry]) => [id, entry.parts]));
    const loaded = indexLoaded && pendingParts === 0;
    everLoaded ||= loaded;
    onChange({ rows: toPortfolioRows(parts), loaded });
  };
  const publish = () => {
    if (timer !== null) {
      // The first complete state should not wait for a slow loading-phase timer.
      if (!everLoaded && indexLoaded && pendingParts === 0) {
        clearTimeout(timer);
        timer = setTimeout(publishNow, 0);
      }
      return;
    }
    const loadedNow = indexLoaded && pendingParts === 0;
    const delay = everLoaded || loadedNow ? PUBLISH_INTERVAL_MS : LOADING_PUBLISH_INTERVAL_MS;
    timer = setTimeout(publishNow, loadedNow && !everLoaded ? 0 : delay);
  };

  const track = (buildingId: string) => {
    const entry: Tracked = { parts: {}, pending: new Set(['meta', 'general']), stop: [] };
    tracked.set(buildingId, entry);
    pendingParts += 2;
    const settle = (part: 'meta' | 'general') => {
      if (entry.pending.delete(part)) pendingParts -= 1;
    };
    const listen = (part: 'meta' | 'general') =>
      onValue(
        ref(database, `buildings/${buildingId}/${part}`),
        (snapshot) => {
          if (part === 'meta') entry.parts.meta = snapshot.val() as BuildingMeta | null;
          else entry.parts.general = snapshot.val() as BuildingGeneral | null;
          settle(part);
          publish();
        },
        () => {
          // No longer a member (or never was): the building is left out of the list.
          entry.parts.meta = null;
          settle(part);
          publish();
        },
      );
    entry.stop.push(listen('meta'), listen('general'));
  };

  const untrack = (buildingId: string) => {
    const entry = tracked.get(buildingId);
    if (!entry) return;
    entry.stop.forEach((stop) => stop());
    pendingParts -= entry.pending.size;
    tracked.delete(buildingId);
  };

  const stopIndex = onValue(
    ref(database, `users/${uid}/buildings`),
    (snapshot) => {
      const listed = new Set(Object.keys((snapshot.val() as Record<string, true> | null) ?? {}));
      for (const buildingId of [...tracked.keys()])
        if (!listed.has(buildingId)) untrack(buildingId);
      for (const buildingId of listed) if (!tracked.has(buildingId)) track(buildingId);
      indexLoaded = true;
      publish();
    },
    (error) => onChange({ rows: [], loaded: true, error: error.message }),
  );

  return () => {
    stopIndex();
    for (const buildingId of [...tracked.keys()]) untrack(buildingId);
    if (timer) clearTimeout(timer);
  };
}
