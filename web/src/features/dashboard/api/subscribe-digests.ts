import type { Database, Unsubscribe } from 'firebase/database';
import {
  unpackDashboardRow,
  unpackDigestLists,
  type Unpacked,
} from '@shared/domain/dashboard/dashboard-row';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import type { DigestLists } from '@shared/schemas/derived/dashboard-digest';
import { createKeyedCollector, type KeyedState } from '@/lib/keyed-collector';
import { subscribeChildren } from '@/lib/subscribe-children';

/** Items by building id (those that cannot be unpacked are left out and named in `error`). */
export type PackedState<T> = KeyedState<T>;

/** Changes after the first state are published at most this often (an import's bursts). */
const PUBLISH_INTERVAL_MS = 100;

/**
 * Live packed per-building strings under `path` (one listen; docs/data-model.md, "Dashboard
 * rows"), each unpacked once as it arrives. Returns the unsubscribe function.
 */
function subscribePacked<T>(
  database: Database,
  path: string,
  unpack: (id: string, text: unknown) => Unpacked<T>,
  onChange: (state: PackedState<T>) => void,
): Unsubscribe {
  const collector = createKeyedCollector<T>(
    (id, text) => {
      const unpacked = unpack(id, text);
      return unpacked.ok ? unpacked : { ok: false, problem: `${id}: ${unpacked.error}` };
    },
    onChange,
    PUBLISH_INTERVAL_MS,
  );
  return subscribeChildren(database, path, collector);
}

/** The Dashboard's rows of `uid`'s buildings: `/digests/{uid}`, live. */
export function subscribeDashboardRows(
  database: Database,
  uid: string,
  onChange: (state: PackedState<DashboardBuilding>) => void,
): Unsubscribe {
  return subscribePacked(database, `digests/${uid}`, unpackDashboardRow, onChange);
}

/** The lists of `uid`'s buildings (measures, equipment at risk, tasks): `/digestLists/{uid}`, live. */
export function subscribeDigestLists(
  database: Database,
  uid: string,
  onChange: (state: PackedState<DigestLists>) => void,
): Unsubscribe {
  return subscribePacked(
    database,
    `digestLists/${uid}`,
    (_id, text) => unpackDigestLists(text),
    onChange,
  );
}
