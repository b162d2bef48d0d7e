import { dashboardRowCopy, digestListsCopy } from './dashboard-digest.js';
import { searchIndexCopy } from './search-index.js';
import type { UserCopyKind } from './user-copies.js';

/** Every per-user copy the functions keep (user-copies.ts), beside the portfolio summaries. */
export const USER_COPY_KINDS: readonly UserCopyKind[] = [
  dashboardRowCopy,
  digestListsCopy,
  searchIndexCopy,
];
