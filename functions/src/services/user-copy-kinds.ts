import { dashboardRowCopy, digestListsCopy } from './dashboard-digest.js';
import { portfolioSummaryCopy } from './portfolio-summaries.js';
import { searchIndexCopy } from './search-index.js';
import type { UserCopyKind } from './user-copies.js';

/** Every per-user copy the functions keep (user-copies.ts). */
export const USER_COPY_KINDS: readonly UserCopyKind[] = [
  portfolioSummaryCopy,
  dashboardRowCopy,
  digestListsCopy,
  searchIndexCopy,
];
