import {
  onValue,
  orderByChild,
  query,
  ref,
  type Database,
  type Unsubscribe,
} from 'firebase/database';
import { inboxOf, type InboxState } from '../utils/inbox';

/**
 * Live inbox of `uid`: listens to `/messages/{uid}` ordered by `createdAtMs` (indexed, see
 * database.rules.json) and publishes every message, newest first, on each change: a message
 * written by a function, or read elsewhere, shows without a reload. Returns the unsubscribe.
 */
export function subscribeMessages(
  database: Database,
  uid: string,
  publish: (state: InboxState) => void,
): Unsubscribe {
  return onValue(
    query(ref(database, `messages/${uid}`), orderByChild('createdAtMs')),
    (snapshot) => publish({ messages: inboxOf(snapshot.val()) }),
    (error) => publish({ messages: [], error: error.message }),
  );
}
