import {
  onChildAdded,
  onChildChanged,
  onChildRemoved,
  onValue,
  ref,
  type Database,
  type DataSnapshot,
  type Unsubscribe,
} from 'firebase/database';
import {
  unpackDashboardRow,
  unpackDigestLists,
  type Unpacked,
} from '@shared/domain/dashboard/dashboard-row';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import type { DigestLists } from '@shared/schemas/dashboard-digest';

export interface PackedState<T> {
  /** Item by building id (items that cannot be unpacked are left out). */
  items: ReadonlyMap<string, T>;
  loaded: boolean;
  /** Set when the node cannot be read, or names the first item of the wrong shape. */
  error?: string;
}

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
  const node = ref(database, path);
  const items = new Map<string, T>();
  const problems = new Map<string, string>();
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const publish = () => {
    timer = null;
    const [problem] = problems.values();
    onChange({ items: new Map(items), loaded: true, ...(problem ? { error: problem } : {}) });
  };
  const soon = () => {
    if (loaded && timer === null) timer = setTimeout(publish, PUBLISH_INTERVAL_MS);
  };
  const put = (snapshot: DataSnapshot) => {
    const id = snapshot.key;
    if (id === null) return;
    const unpacked = unpack(id, snapshot.val());
    if (unpacked.ok) {
      items.set(id, unpacked.value);
      problems.delete(id);
    } else {
      items.delete(id);
      problems.set(id, `${id}: ${unpacked.error}`);
    }
    soon();
  };
  const fail = (error: Error) => {
    if (timer !== null) clearTimeout(timer);
    onChange({ items: new Map(), loaded: true, error: error.message });
  };
  const stops = [
    onChildAdded(node, put, fail),
    onChildChanged(node, put, fail),
    onChildRemoved(
      node,
      (snapshot) => {
        if (snapshot.key !== null) {
          items.delete(snapshot.key);
          problems.delete(snapshot.key);
        }
        soon();
      },
      fail,
    ),
    onValue(
      node,
      () => {
        if (loaded) return;
        loaded = true;
        publish();
      },
      fail,
      { onlyOnce: true },
    ),
  ];
  return () => {
    for (const stop of stops) stop();
    if (timer !== null) clearTimeout(timer);
  };
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
