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
import { dashboardDigestSchema, type DashboardDigest } from '@shared/schemas/dashboard-digest';

export interface DigestsState {
  /** Digest by building id (buildings whose digest is not valid are left out). */
  digests: ReadonlyMap<string, DashboardDigest>;
  loaded: boolean;
  /** Set when the digests cannot be read, or names the first digest of the wrong shape. */
  error?: string;
}

/** Changes after the first state are published at most this often (an import's bursts). */
const PUBLISH_INTERVAL_MS = 100;

/**
 * Live dashboard digests of `uid`: `/digests/{uid}` (one per building of the portfolio, kept by
 * functions; docs/data-model.md) with one listen. Returns the unsubscribe function.
 */
export function subscribeDigests(
  database: Database,
  uid: string,
  onChange: (state: DigestsState) => void,
): Unsubscribe {
  const node = ref(database, `digests/${uid}`);
  const digests = new Map<string, DashboardDigest>();
  const problems = new Map<string, string>();
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const publish = () => {
    timer = null;
    const [problem] = problems.values();
    onChange({ digests: new Map(digests), loaded: true, ...(problem ? { error: problem } : {}) });
  };
  const soon = () => {
    if (loaded && timer === null) timer = setTimeout(publish, PUBLISH_INTERVAL_MS);
  };
  const put = (snapshot: DataSnapshot) => {
    const id = snapshot.key;
    if (id === null) return;
    const parsed = dashboardDigestSchema.safeParse(snapshot.val());
    if (parsed.success) {
      digests.set(id, parsed.data);
      problems.delete(id);
    } else {
      digests.delete(id);
      problems.set(id, `${id}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    soon();
  };
  const fail = (error: Error) => {
    if (timer !== null) clearTimeout(timer);
    onChange({ digests: new Map(), loaded: true, error: error.message });
  };
  const stops = [
    onChildAdded(node, put, fail),
    onChildChanged(node, put, fail),
    onChildRemoved(
      node,
      (snapshot) => {
        if (snapshot.key !== null) digests.delete(snapshot.key);
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
