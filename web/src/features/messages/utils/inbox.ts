import { messageSchema, type Message } from '@shared/schemas/stored/message';

/** A message with its id (`/messages/{uid}/{id}`). */
export type InboxMessage = Message & { id: string };

export interface InboxState {
  /** Newest first. */
  messages: InboxMessage[];
  /** Set when the inbox cannot be read (then there are no messages). */
  error?: string;
}

/**
 * The inbox as stored (`/messages/{uid}`, by id), newest first; a message that does not match
 * the schema (written by an older function) is left out rather than failing the screen.
 */
export function inboxOf(stored: unknown): InboxMessage[] {
  const messages: InboxMessage[] = [];
  if (stored === null || typeof stored !== 'object') return messages;
  for (const [id, value] of Object.entries(stored)) {
    const parsed = messageSchema.safeParse(value);
    if (parsed.success) messages.push({ ...parsed.data, id });
  }
  return messages.sort((a, b) => b.createdAtMs - a.createdAtMs || (a.id < b.id ? 1 : -1));
}

/** How many messages are unread. */
export function unreadCount(messages: readonly InboxMessage[]): number {
  return messages.filter((message) => message.readAtMs === undefined).length;
}
