import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import {
  buildingsMissingNow,
  EXISTENCE_CHECKS_AT_ONCE,
  METRICS_KEYS_A_PAGE,
  REMOVAL_UPDATE_BYTES,
  removeOrphanMetrics,
  removeOrphanUserCopies,
} from './orphan-sweep.js';
import type { Resumable } from './pages-by-key.js';
import type { UserCopyKind } from './user-copies.js';

/** Two kinds of per-user copies; only their roots matter to the sweep. */
const KINDS = [
  { root: 'portfolios', on: ['building'], copies: async () => new Map() },
  { root: 'names', on: ['building'], build: async () => null },
] as const satisfies readonly UserCopyKind[];

const stored = (name: string) => ({
  meta: { ownerUid: 'u1' },
  members: { u1: 'owner' },
  general: { name },
});

describe('removeOrphanUserCopies', () => {
  it("removes every kind's copies of buildings that do not exist", async () => {
    const database = memoryDatabase({
      buildings: { b1: stored('Anděl Offices') },
      portfolios: { u1: { b1: 's', gone: 's' } },
      names: { u1: { gone: 'n' }, u2: { b1: 'n' } },
    });
    const removed = await removeOrphanUserCopies(
      database as unknown as Database,
      KINDS,
      new Set(['b1']),
    );
    expect(removed).toBe(2);
    expect(database.updates).toEqual([{ 'portfolios/u1/gone': null }, { 'names/u1/gone': null }]);
    expect(database.data()).toMatchObject({
      portfolios: { u1: { b1: 's' } },
      names: { u2: { b1: 'n' } },
    });
  });

  it('keeps the copies of a building the pass did not see but that is stored now (created meanwhile)', async () => {
    const database = memoryDatabase({
      buildings: { b1: stored('Anděl Offices'), imported: stored('Harbour Building') },
      portfolios: { u1: { b1: 's', imported: 's', gone: 's' } },
      names: { u1: { imported: 'n' } },
    });
    const removed = await removeOrphanUserCopies(
      database as unknown as Database,
      KINDS,
      new Set(['b1']),
    );
    expect(removed).toBe(1);
    expect(database.updates).toEqual([{ 'portfolios/u1/gone': null }]);
    expect(database.data()).toMatchObject({
      portfolios: { u1: { b1: 's', imported: 's' } },
      names: { u1: { imported: 'n' } },
    });
  });

  it('writes nothing when every copy has its building', async () => {
    const database = memoryDatabase({
      buildings: { b1: stored('Anděl Offices') },
      portfolios: { u1: { b1: 's' } },
    });
    expect(await removeOrphanUserCopies(database as unknown as Database, KINDS, new Set())).toBe(0);
    expect(database.updates).toEqual([]);
  });
});

describe("removeOrphanUserCopies at the database's sizes", () => {
  /** Twelve users, each with the copy of a stored building and of a gone one, and a large one. */
  function manyUsers() {
    const portfolios: Record<string, Record<string, string>> = {};
    for (let i = 0; i < 12; i++) {
      portfolios[`u${String(i).padStart(2, '0')}`] = { b1: 's', [`gone${i}`]: 's' };
    }
    portfolios['u05']!['big'] = 'x'.repeat(400);
    return memoryDatabase(
      { buildings: { b1: stored('Anděl Offices'), big: stored('Big') }, portfolios },
      // Two small users' copies fit one answer; the whole root, or eight users, do not.
      { maxAnswerBytes: 600 },
    );
  }

  it('reads each root a few users at a time, fewer where their copies are more than one answer holds', async () => {
    const database = manyUsers();
    await expect(database.ref('portfolios').get()).rejects.toThrow(/exceeds the maximum size/);
    const removed = await removeOrphanUserCopies(
      database as unknown as Database,
      [KINDS[0]],
      new Set(['b1']),
      8,
    );
    expect(removed).toBe(12);
    const kept = database.data() as { portfolios: Record<string, Record<string, string>> };
    expect(Object.keys(kept.portfolios)).toHaveLength(12);
    for (const [uid, copies] of Object.entries(kept.portfolios)) {
      expect(Object.keys(copies).sort(), uid).toEqual(uid === 'u05' ? ['b1', 'big'] : ['b1']);
    }
  });

  it('goes on after the last user it finished when stopped, kind by kind', async () => {
    const database = memoryDatabase({
      buildings: { b1: stored('Anděl Offices') },
      portfolios: { u1: { gone: 's' }, u2: { gone: 's' }, u3: { b1: 's', gone: 's' } },
      names: { u1: { gone: 'n' }, u4: { gone: 'n' } },
    });
    const db = database as unknown as Database;
    const cursors: string[] = [];
    let removed = 0;
    let after: string | null = null;
    for (let invocation = 0; invocation < 10; invocation++) {
      let pages = 0;
      const run: Resumable = {
        after,
        // One page of users an invocation.
        shouldStop: () => pages >= 1,
        onPage: async (cursor) => {
          pages += cursor.includes('/') ? 1 : 0;
          cursors.push(cursor);
          after = cursor;
        },
      };
      removed += await removeOrphanUserCopies(db, KINDS, new Set(), 1, run);
      if (!run.stopped) break;
    }
    expect(removed).toBe(5);
    expect(cursors).toEqual([
      'portfolios/u1',
      'portfolios/u2',
      'portfolios/u3',
      'names',
      'names/u1',
      'names/u4',
    ]);
    expect(database.data()).toMatchObject({ portfolios: { u3: { b1: 's' } } });
    expect((database.data() as Record<string, unknown>)['names']).toBeUndefined();
  });

  it('asks for each unseen building once a run, however many users hold its copies', async () => {
    const database = memoryDatabase({
      buildings: { b1: stored('Anděl Offices') },
      portfolios: Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [`u${i}`, { b1: 's', gone: 's' }]),
      ),
    });
    const asked: string[] = [];
    const counting = {
      ref: (path?: string) => {
        if (path?.startsWith('buildings/')) asked.push(path);
        return database.ref(path);
      },
    };
    const removed = await removeOrphanUserCopies(
      counting as unknown as Database,
      [KINDS[0]],
      new Set(),
      4,
    );
    expect(removed).toBe(30);
    expect(asked.sort()).toEqual(['buildings/b1/meta', 'buildings/gone/meta']);
  });

  it('removes many orphans in updates of bounded size', async () => {
    const orphans = Array.from({ length: 1_000 }, (_, i) => `gone-${i}-${'x'.repeat(1_000)}`);
    const database = memoryDatabase({
      portfolios: { u1: Object.fromEntries(orphans.map((id) => [id, 's'])) },
    });
    const removed = await removeOrphanUserCopies(
      database as unknown as Database,
      [KINDS[0]],
      new Set(),
    );
    expect(removed).toBe(orphans.length);
    expect(database.updates.length).toBeGreaterThan(1);
    for (const update of database.updates) {
      expect(JSON.stringify(update).length).toBeLessThanOrEqual(REMOVAL_UPDATE_BYTES);
    }
    expect(database.data()).toBeNull();
  });
});

describe('buildingsMissingNow', () => {
  it('answers the ids without a stored building, each asked once, in rounds of a bounded size', async () => {
    const count = EXISTENCE_CHECKS_AT_ONCE + 7;
    const buildings = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`b${i}`, stored(`B${i}`)]),
    );
    const database = memoryDatabase({
      buildings: { ...buildings, nometa: { members: { u1: 'owner' } } },
    });
    const asked: string[] = [];
    const counting = {
      ref: (path: string) => {
        asked.push(path);
        return database.ref(path);
      },
    };
    const missing = await buildingsMissingNow(counting as unknown as Database, [
      ...Object.keys(buildings),
      'gone',
      'gone',
      'nometa',
    ]);
    expect([...missing].sort()).toEqual(['gone', 'nometa']);
    expect(asked).toHaveLength(count + 2);
    expect(new Set(asked).size).toBe(count + 2);
    expect(asked.every((path) => /^buildings\/[^/]+\/meta$/.test(path))).toBe(true);
  });
});

describe('removeOrphanMetrics', () => {
  /** Figures of ~40 kB, as a building's year of monthly series makes them. */
  const figures = (tag: string) => ({ inputVersion: tag, series: 'x'.repeat(40_000) });

  it("removes the figures of buildings that do not exist without reading anyone's figures", async () => {
    // The database answers at most 10 kB: any read of a building's figures is refused.
    const database = memoryDatabase(
      {
        buildings: { b1: stored('Anděl Offices'), imported: stored('Harbour Building') },
        metrics: { b1: figures('b1'), imported: figures('imported'), gone: figures('gone') },
      },
      { maxAnswerBytes: 10_000 },
    );
    const removed = await removeOrphanMetrics(
      database as unknown as Database,
      database.childKeys,
      new Set(['b1']),
    );
    expect(removed).toBe(1);
    expect(database.updates).toEqual([{ 'metrics/gone': null }]);
    expect(Object.keys((database.data() as { metrics: object }).metrics)).toEqual([
      'b1',
      'imported',
    ]);
  });

  it('goes on after the last key it finished when stopped', async () => {
    const ids = Array.from(
      { length: METRICS_KEYS_A_PAGE * 2 + 1 },
      (_, i) => `gone${String(i).padStart(4, '0')}`,
    );
    const database = memoryDatabase({
      metrics: Object.fromEntries(ids.map((id) => [id, { inputVersion: id }])),
    });
    const db = database as unknown as Database;
    let pages = 0;
    const first: Resumable = {
      shouldStop: () => pages >= 1,
      onPage: async (after) => {
        pages += 1;
        first.after = after;
      },
    };
    expect(await removeOrphanMetrics(db, database.childKeys, new Set(), first)).toBe(
      METRICS_KEYS_A_PAGE,
    );
    expect(first.stopped).toBe(true);
    const rest: Resumable = { after: first.after ?? null };
    expect(await removeOrphanMetrics(db, database.childKeys, new Set(), rest)).toBe(
      METRICS_KEYS_A_PAGE + 1,
    );
    expect(database.data()).toBeNull();
  });
});
