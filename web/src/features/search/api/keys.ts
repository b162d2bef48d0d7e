/** Query keys of the search feature; the live subscription writes under the same key. */
export const searchKeys = {
  all: ['search'] as const,
  index: (uid: string) => ['search', 'index', uid] as const,
};
