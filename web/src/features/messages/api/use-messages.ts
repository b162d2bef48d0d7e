import { useLiveQuery } from '@/lib/use-live-query';
import type { InboxState } from '../utils/inbox';
import { messagesKeys } from './keys';
import { subscribeMessages } from './subscribe-messages';

/**
 * The signed-in user's messages, newest first, kept live (one listen however many readers); no
 * listen without a uid (signing out).
 */
export function useMessages(uid: string) {
  return useLiveQuery<InboxState>(messagesKeys.inbox(uid), (database, publish) =>
    uid ? subscribeMessages(database, uid, publish) : () => undefined,
  );
}
