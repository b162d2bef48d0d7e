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

/** Bursts of snapshots (one per building) are published at most this often. */
const PUBLISH_INTERVAL_MS = 40;

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
  let timer: ReturnType<typeof setTimeout> | null = null;

  const publishNow = () => {
    timer = null;
    const parts = new Map([...tracked].map(([id, entry]) => [id, entry.parts]));
    const loaded = indexLoaded && [...tracked.values()].every((entry) => entry.pending.size === 0);
    onChange({ rows: toPortfolioRows(parts), loaded });
  };
  const publish = () => {
    timer ??= setTimeout(publishNow, PUBLISH_INTERVAL_MS);
  };

  const track = (buildingId: string) => {
    const entry: Tracked = { parts: {}, pending: new Set(['meta', 'general']), stop: [] };
    tracked.set(buildingId, entry);
    const listen = (part: 'meta' | 'general') =>
      onValue(
        ref(database, `buildings/${buildingId}/${part}`),
        (snapshot) => {
          if (part === 'meta') entry.parts.meta = snapshot.val() as BuildingMeta | null;
          else entry.parts.general = snapshot.val() as BuildingGeneral | null;
          entry.pending.delete(part);
          publish();
        },
        () => {
          // No longer a member (or never was): the building is left out of the list.
          entry.parts.meta = null;
          entry.pending.delete(part);
          publish();
        },
      );
    entry.stop.push(listen('meta'), listen('general'));
  };

  const untrack = (buildingId: string) => {
    tracked.get(buildingId)?.stop.forEach((stop) => stop());
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
