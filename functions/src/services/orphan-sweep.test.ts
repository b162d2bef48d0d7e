import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import {
  buildingsMissingNow,
  EXISTENCE_CHECKS_AT_ONCE,
  removeOrphanUserCopies,
} from './orphan-sweep.js';
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
  it("removes every kind's copies of buildings that do not exist, in one update", async () => {
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
    expect(database.updates).toEqual([{ 'portfolios/u1/gone': null, 'names/u1/gone': null }]);
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
