import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { trackingCutoffMs } from '../shared/domain/account/tracking-retention.js';

export interface PruneOutcome {
  usersChecked: number;
  recordsRemoved: number;
}

/**
 * Removes tracking records older than the retention period. Users are enumerated through Auth
 * (1,000 a page) and each user's old records found with an `at` query, so the job never
 * downloads the whole `/tracking` tree; each user's removals are one multi-path update.
 */
export async function pruneTrackingRecords(
  database: Database,
  auth: Auth,
  nowMs: number,
): Promise<PruneOutcome> {
  const cutoff = trackingCutoffMs(nowMs);
  let usersChecked = 0;
  let recordsRemoved = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      usersChecked += 1;
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
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { usersChecked, recordsRemoved };
}
