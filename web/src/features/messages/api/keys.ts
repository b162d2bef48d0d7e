/** Query keys of the messages feature; the live inbox subscription writes under `inbox`. */
export const messagesKeys = {
  all: ['messages'] as const,
  inbox: (uid: string) => ['messages', 'inbox', uid] as const,
};
