import { unreadCount } from '../utils/inbox';
import { useMessages } from './use-messages';

/** How many of the user's messages are unread, live; undefined until the inbox is read. */
export function useUnreadCount(uid: string): number | undefined {
  const inbox = useMessages(uid);
  return inbox.data ? unreadCount(inbox.data.messages) : undefined;
}
