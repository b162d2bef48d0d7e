import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { messagePruneCutoffMs } from '../shared/domain/messages/message-retention.js';
import type { RestDatabase } from './database-rest.js';
import { pruneMessages } from './messages-store.js';
import type { Resumable } from './pages-by-key.js';

const NOW = Date.UTC(2026, 11, 5, 2, 0, 0);

/** Inboxes u000…u449, each with one message past the retention; records the queries. */
function fakes() {
  const uids = Array.from({ length: 450 }, (_, i) => `u${String(i).padStart(3, '0')}`);
  const rest = {
    get: async (path: string, params: Record<string, string>) => {
      expect([path, params]).toEqual(['messages', { shallow: 'true' }]);
      return Object.fromEntries(uids.map((uid) => [uid, true]));
    },
  } as unknown as RestDatabase;
  const queried: string[] = [];
  const removed: string[] = [];
  const database = {
    ref: (path?: string) => ({
      orderByChild: () => ({
        endBefore: (cutoff: number) => ({
          get: async () => {
            expect(cutoff).toBe(messagePruneCutoffMs(NOW));
            queried.push(String(path));
            return {
              forEach: (action: (child: { key: string }) => void) => action({ key: 'old' }),
            };
          },
        }),
      }),
      update: async (paths: Record<string, null>) => void removed.push(...Object.keys(paths)),
    }),
  } as unknown as Database;
  return { rest, database, queried, removed };
}

describe('pruneMessages', () => {
  it('prunes every inbox once across invocations, from the last inbox it finished', async () => {
    const { rest, database, queried, removed } = fakes();
    let after: string | null = null;
    let total = 0;
    let invocations = 0;
    for (;;) {
      invocations += 1;
      let pages = 0;
      const run: Resumable = {
        after,
        shouldStop: () => pages >= 1,
        onPage: async (uid) => {
          pages += 1;
          after = uid;
        },
      };
      total += await pruneMessages(database, rest, NOW, run);
      if (!run.stopped) break;
    }
    expect(invocations).toBe(3);
    expect(total).toBe(450);
    expect(new Set(queried).size).toBe(450);
    expect(queried).toHaveLength(450);
    expect(removed).toContain('messages/u449/old');
  });
});
