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
import type { KeyedCollector } from '@/lib/keyed-collector';

/**
 * Listens to the children of `path` into `collector`: the child events put or remove one child
 * each; the first value event, which the SDK raises after the child events of the data it has,
 * says every stored child has arrived. All four registrations share one listen with the server,
 * so a node of thousands of children is one listen. Returns the unsubscribe function.
 */
export function subscribeChildren(
  database: Database,
  path: string,
  collector: KeyedCollector,
): Unsubscribe {
  const node = ref(database, path);
  const put = (snapshot: DataSnapshot) => {
    if (snapshot.key !== null) collector.put(snapshot.key, snapshot.val());
  };
  const fail = (error: Error) => collector.fail(error.message);
  const stops = [
    onChildAdded(node, put, fail),
    onChildChanged(node, put, fail),
    onChildRemoved(
      node,
      (snapshot) => {
        if (snapshot.key !== null) collector.remove(snapshot.key);
      },
      fail,
    ),
    onValue(node, () => collector.loaded(), fail, { onlyOnce: true }),
  ];
  return () => {
    for (const stop of stops) stop();
    collector.stop();
  };
}
