import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { trackingCutoffMs } from '../shared/domain/account/tracking-retention.js';
import { forEachAtMost } from './for-each-at-most.js';

export interface PruneOutcome {
  usersChecked: number;
  recordsRemoved: number;
}

/**
 * Users whose old records are looked for at the same time. Each user costs a query and at most
 * one update, which wait on the database: one user at a time, a prune at ~5 ms a round trip
 * covered some 12,000 users in the 60 s a scheduled function then had, and was cut off there every
 * night, so the users after them were never pruned.
 */
export const PRUNE_CONCURRENCY = 16;

/**
 * Removes tracking records older than the retention period. Users are enumerated through Auth
 * (1,000 a page, the next page asked for while this one is pruned), {@link PRUNE_CONCURRENCY}
 * at a time, and each user's old records found with an `at` query, so the job never downloads
 * the whole `/tracking` tree; each user's removals are one multi-path update.
 */
export async function pruneTrackingRecords(
  database: Database,
  auth: Auth,
  nowMs: number,
  concurrency: number = PRUNE_CONCURRENCY,
): Promise<PruneOutcome> {
  const cutoff = trackingCutoffMs(nowMs);
  let usersChecked = 0;
  let recordsRemoved = 0;
  let page = await auth.listUsers(1000);
  for (;;) {
    const next = page.pageToken ? auth.listUsers(1000, page.pageToken) : null;
    // Awaited below; a failure of this page's pruning leaves it unawaited, and not unhandled.
    void next?.catch(() => undefined);
    await forEachAtMost(page.users, concurrency, async (user) => {
      const old = await database.ref(`tracking/${user.uid}`).orderByChild('at').endAt(cutoff).get();
      const removals: Record<string, null> = {};
      old.forEach((record) => {
        removals[`tracking/${user.uid}/${record.key}`] = null;
      });
      const count = Object.keys(removals).length;
      if (count > 0) {
        await database.ref().update(removals);
        recordsRemoved += count;
      }
      usersChecked += 1;
    });
    if (!next) break;
    page = await next;
  }
  return { usersChecked, recordsRemoved };
}
