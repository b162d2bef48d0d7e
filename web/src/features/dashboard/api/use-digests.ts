import { useLiveQuery } from '@/lib/use-live-query';
import { subscribeDigests, type DigestsState } from './subscribe-digests';

/** The signed-in user's dashboard digests, kept live by one database subscription. */
export function useDigests(uid: string) {
  return useLiveQuery<DigestsState>(['dashboard', 'digests', uid], (database, publish) =>
    subscribeDigests(database, uid, publish),
  );
}
