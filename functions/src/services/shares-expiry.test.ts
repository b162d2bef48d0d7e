import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import { removeExpiredShareViews } from './shares.js';

const NOW = Date.UTC(2026, 11, 5, 2, 0, 0);

const link = (expiresAtMs?: number) => ({
  sections: { general: true },
  createdAtMs: NOW - 10_000,
  createdByUid: 'owner-1',
  updatedAtMs: NOW - 10_000,
  ...(expiresAtMs === undefined ? {} : { expiresAtMs }),
});
const view = { title: 'Anděl Offices' };

describe('removeExpiredShareViews', () => {
  it("removes the views of expired links only, reading the buildings' links a page at a time", async () => {
    const shareLinks: Record<string, Record<string, unknown>> = {};
    const shares: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++) {
      const building = `b${i}`;
      shareLinks[building] = {
        [`open-${i}`]: link(),
        [`later-${i}`]: link(NOW + 60_000),
        [`expired-${i}`]: link(NOW - 1),
      };
      for (const token of Object.keys(shareLinks[building]!)) {
        shares[token] = { status: { createdAtMs: NOW - 10_000 }, view };
      }
    }
    // A page of two buildings' links fits one answer; every building's does not.
    const database = memoryDatabase({ shareLinks, shares }, { maxAnswerBytes: 1_200 });
    await expect(database.ref('shareLinks').get()).rejects.toThrow(/exceeds the maximum size/);
    const removed = await removeExpiredShareViews(database as unknown as Database, NOW, 2);
    expect(removed).toBe(5);
    expect(database.updates).toHaveLength(3);
    const stored = (database.data() as { shares: Record<string, { view?: unknown }> }).shares;
    for (let i = 0; i < 5; i++) {
      expect(stored[`expired-${i}`]?.view).toBeUndefined();
      expect(stored[`open-${i}`]?.view).toEqual(view);
      expect(stored[`later-${i}`]?.view).toEqual(view);
    }
  });

  it('writes nothing when no link has expired', async () => {
    const database = memoryDatabase({ shareLinks: { b1: { t1: link() } } });
    expect(await removeExpiredShareViews(database as unknown as Database, NOW)).toBe(0);
    expect(database.updates).toEqual([]);
  });
});
