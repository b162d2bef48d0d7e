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
import { createSearchIndexCollector, type SearchIndexState } from '../utils/search-index-collector';

/**
 * Live search index of `uid`: listens to `/searchIndex/{uid}`, the entries that functions keep of
 * each building of the user's portfolio (docs/data-model.md), and nothing else: never the
 * buildings themselves. The child events update one building each; the first value event, which
 * the SDK raises after the child events of the data it has, says the index is loaded. All four
 * registrations share one listen with the server. Returns the unsubscribe function.
 */
export function subscribeSearchIndex(
  database: Database,
  uid: string,
  onChange: (state: SearchIndexState) => void,
): Unsubscribe {
  const index = ref(database, `searchIndex/${uid}`);
  const collector = createSearchIndexCollector(onChange);
  const put = (snapshot: DataSnapshot) => {
    if (snapshot.key !== null) collector.put(snapshot.key, snapshot.val());
  };
  const fail = (error: Error) => collector.fail(error.message);
  const stops = [
    onChildAdded(index, put, fail),
    onChildChanged(index, put, fail),
    onChildRemoved(
      index,
      (snapshot) => {
        if (snapshot.key !== null) collector.remove(snapshot.key);
      },
      fail,
    ),
    onValue(index, () => collector.loaded(), fail, { onlyOnce: true }),
  ];
  return () => {
    for (const stop of stops) stop();
    collector.stop();
  };
}
