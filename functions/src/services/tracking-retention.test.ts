import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { trackingCutoffMs } from '../shared/domain/account/tracking-retention.js';
import { PRUNE_CONCURRENCY, pruneTrackingRecords } from './tracking-retention.js';

const NOW = Date.UTC(2026, 11, 5, 3, 0, 0);

/**
 * Auth with `users` accounts, listed 1,000 a page, and a database whose `at` queries answer after
 * a turn of the event loop each, recording how many are in flight at once.
 */
function fakes(users: number, oldPerUser: number) {
  const uids = Array.from({ length: users }, (_, i) => `u${String(i).padStart(5, '0')}`);
  const auth = {
    listUsers: async (max: number, token?: string) => {
      const from = token ? Number(token) : 0;
      const to = Math.min(uids.length, from + max);
      return {
        users: uids.slice(from, to).map((uid) => ({ uid })),
        ...(to < uids.length ? { pageToken: String(to) } : {}),
      };
    },
  };
  const queried: { uid: string; endAt: number }[] = [];
  const updates: Record<string, null>[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const database = {
    ref: (path?: string) => ({
      orderByChild: (child: string) => ({
        endAt: (endAt: number) => ({
          get: async () => {
            expect(child).toBe('at');
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            await new Promise((resolve) => setTimeout(resolve, 1));
            inFlight -= 1;
            queried.push({ uid: String(path).split('/')[1]!, endAt });
            const keys = Array.from({ length: oldPerUser }, (_, i) => `old${i}`);
            return {
              forEach: (action: (record: { key: string }) => void) =>
                keys.forEach((key) => action({ key })),
            };
          },
        }),
      }),
      update: async (removals: Record<string, null>) => void updates.push(removals),
    }),
  };
  return {
    auth: auth as unknown as Auth,
    database: database as unknown as Database,
    queried,
    updates,
    mostInFlight: () => mostInFlight,
  };
}

describe('pruneTrackingRecords', () => {
  it("removes every user's records past the retention, looking for several users at once", async () => {
    const { auth, database, queried, updates, mostInFlight } = fakes(2_500, 2);
    const outcome = await pruneTrackingRecords(database, auth, NOW);
    expect(outcome).toEqual({ usersChecked: 2_500, recordsRemoved: 5_000 });
    expect(new Set(queried.map((query) => query.uid)).size).toBe(2_500);
    expect(queried.every((query) => query.endAt === trackingCutoffMs(NOW))).toBe(true);
    expect(updates).toHaveLength(2_500);
    expect(updates[0]).toEqual({ 'tracking/u00000/old0': null, 'tracking/u00000/old1': null });
    expect(mostInFlight()).toBe(PRUNE_CONCURRENCY);
  });

  it('writes nothing for users without old records', async () => {
    const { auth, database, updates } = fakes(3, 0);
    expect(await pruneTrackingRecords(database, auth, NOW)).toEqual({
      usersChecked: 3,
      recordsRemoved: 0,
    });
    expect(updates).toEqual([]);
  });
});
