import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { readStoredSummary } from '../shared/domain/portfolio/portfolio-summary.js';
import type { BuildingMetrics } from '../shared/schemas/derived/metrics.js';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import { portfolioSummaryCopy } from './portfolio-summaries.js';
import {
  reconcileUserCopies,
  refreshUserCopies,
  syncUserCopiesAfterBuildingWrite,
  type SharedCopyKind,
  type UserCopyKind,
} from './user-copies.js';

const UPDATED = 1_700_000_500_000;

const building = (members: Record<string, string>, name = 'Anděl Offices') => ({
  meta: { ownerUid: 'u1', status: 'temporary', createdAtMs: UPDATED - 1, updatedAtMs: UPDATED },
  general: { name, city: 'Praha', useType: 'office', grossFloorAreaM2: 5400 },
  members,
});

/** A shared kind whose copy is the building's name, so that a rebuild shows. */
const nameCopy: SharedCopyKind = {
  root: 'names',
  on: ['building'],
  async build(database, buildingId) {
    return ((await database.ref(`buildings/${buildingId}/general/name`).get()).val() ?? null) as
      | string
      | null;
  },
};

const figuresCopy: SharedCopyKind = {
  root: 'totals',
  on: ['figures'],
  async build(_database, _buildingId, known) {
    return known?.metrics ? `kWh ${known.metrics.energy.siteKwh}` : null;
  },
};

const KINDS: readonly UserCopyKind[] = [portfolioSummaryCopy, nameCopy, figuresCopy];

const metricsAt = (computedAtMs: number, siteKwh: number) =>
  ({
    inputVersion: `${UPDATED}-0a1b2c3d`,
    computedAtMs,
    energy: { siteKwh, co2Kg: 10 },
  }) as unknown as BuildingMetrics;

const summaryAt = (database: ReturnType<typeof memoryDatabase>, uid: string) => {
  const read = readStoredSummary(
    (database.data() as { portfolios?: Record<string, Record<string, unknown>> }).portfolios?.[
      uid
    ]?.['b1'] ?? null,
  );
  return read.ok ? read.value : null;
};

/** The database after the write of `after`, with `u1` and `u2` listing the building. */
function written(after: unknown, extra: Record<string, unknown> = {}) {
  return memoryDatabase({
    buildings: { b1: after },
    users: { u1: { buildings: { b1: true } }, u2: { buildings: { b1: true } } },
    ...extra,
  });
}

describe('syncUserCopiesAfterBuildingWrite', () => {
  it('gives a new building a summary of each listing member, with their role, and every copy', async () => {
    const after = building({ u1: 'owner', u2: 'viewer', u3: 'editor' });
    const database = written(after);
    const synced = await syncUserCopiesAfterBuildingWrite(
      database as unknown as Database,
      KINDS,
      'b1',
      null,
      after,
    );
    expect(synced).toEqual({ listedBy: 2, removedFor: 0 });
    expect(summaryAt(database, 'u1')).toMatchObject({ title: 'Anděl Offices', role: 'owner' });
    expect(summaryAt(database, 'u2')).toMatchObject({ role: 'viewer' });
    // u3 does not list the building: the trigger of their entry's write does.
    expect(summaryAt(database, 'u3')).toBeNull();
    expect(database.transactions.sort()).toEqual(['portfolios/u1/b1', 'portfolios/u2/b1']);
    expect(database.data()).toMatchObject({ names: { u1: { b1: 'Anděl Offices' } } });
    // The shared kinds in multi-path updates: every kind for the members just added, then those
    // that follow the building for every member.
    const both = { 'names/u1/b1': 'Anděl Offices', 'names/u2/b1': 'Anděl Offices' };
    expect(database.updates).toEqual([
      { ...both, 'totals/u1/b1': null, 'totals/u2/b1': null },
      both,
    ]);
  });

  it('takes back the copies it wrote when the building was deleted meanwhile (a creation event delivered late)', async () => {
    const after = building({ u1: 'owner' });
    const database = written(after);
    // The deletion (building and index entry in one update, as the client writes it) lands just
    // after the event's handler has read the index, before it writes the copies.
    let deleted = false;
    const racing = {
      ref: (path?: string) => {
        const ref = database.ref(path);
        if (path !== 'users/u1/buildings/b1') return ref;
        return {
          ...ref,
          get: async () => {
            const snapshot = await ref.get();
            if (!deleted) {
              deleted = true;
              await database.ref().update({ 'buildings/b1': null, 'users/u1/buildings/b1': null });
            }
            return snapshot;
          },
        };
      },
    };
    const synced = await syncUserCopiesAfterBuildingWrite(
      racing as unknown as Database,
      KINDS,
      'b1',
      null,
      after,
    );
    expect(synced).toEqual({ listedBy: 1, removedFor: 0 });
    expect(deleted).toBe(true);
    expect(summaryAt(database, 'u1')).toBeNull();
    const data = database.data() as Record<string, unknown>;
    expect(data['names']).toBeUndefined();
    expect(data['portfolios']).toBeUndefined();
  });

  it('writes no summary after a write that does not change it, but rebuilds what follows the building', async () => {
    const before = building({ u1: 'owner', u2: 'viewer' });
    const after = { ...building({ u1: 'owner', u2: 'viewer' }), hvac: { cooling: true } };
    const database = written(after, { names: { u1: { b1: 'old' } } });
    await syncUserCopiesAfterBuildingWrite(
      database as unknown as Database,
      KINDS,
      'b1',
      before,
      after,
    );
    expect(database.transactions).toEqual([]);
    expect(database.updates).toEqual([
      { 'names/u1/b1': 'Anděl Offices', 'names/u2/b1': 'Anděl Offices' },
    ]);
  });

  it('rewrites the summaries that changed, keeping the figures they carry', async () => {
    const before = building({ u1: 'owner', u2: 'viewer' });
    const after = building({ u1: 'owner', u2: 'viewer' }, 'Anděl Park');
    const database = written(after);
    const db = database as unknown as Database;
    await syncUserCopiesAfterBuildingWrite(db, KINDS, 'b1', null, before);
    await refreshUserCopies(db, KINDS, 'b1', 'figures', { metrics: metricsAt(UPDATED + 5, 100) });
    await syncUserCopiesAfterBuildingWrite(db, KINDS, 'b1', before, after);
    expect(summaryAt(database, 'u2')).toMatchObject({
      title: 'Anděl Park',
      figures: { computedAtMs: UPDATED + 5, siteKwh: 100 },
    });
  });

  it('removes every copy of a member removed, and of all when the building is deleted', async () => {
    const before = building({ u1: 'owner', u2: 'viewer' });
    const after = building({ u1: 'owner' });
    const database = written(after);
    const db = database as unknown as Database;
    await syncUserCopiesAfterBuildingWrite(db, KINDS, 'b1', null, before);
    const removed = await syncUserCopiesAfterBuildingWrite(db, KINDS, 'b1', before, after);
    expect(removed).toEqual({ listedBy: 1, removedFor: 1 });
    expect(summaryAt(database, 'u2')).toBeNull();
    expect(database.updates).toContainEqual({
      'portfolios/u2/b1': null,
      'names/u2/b1': null,
      'totals/u2/b1': null,
    });
    const deleted = await syncUserCopiesAfterBuildingWrite(db, KINDS, 'b1', after, null);
    expect(deleted).toEqual({ listedBy: 0, removedFor: 1 });
    const left = database.data() as Record<string, unknown>;
    expect([left['portfolios'], left['names'], left['totals']]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('refreshUserCopies', () => {
  it('gives the figures of a recompute to the summaries that exist, never older ones', async () => {
    const after = building({ u1: 'owner', u2: 'viewer' });
    const database = written(after);
    const db = database as unknown as Database;
    await syncUserCopiesAfterBuildingWrite(db, [portfolioSummaryCopy], 'b1', null, after);
    // u2's summary is gone (its writer will add the figures): it stays absent.
    await db.ref().update({ 'portfolios/u2/b1': null });
    await refreshUserCopies(db, KINDS, 'b1', 'figures', { metrics: metricsAt(UPDATED + 9, 300) });
    expect(summaryAt(database, 'u1')?.figures).toMatchObject({ siteKwh: 300 });
    expect(summaryAt(database, 'u2')).toBeNull();
    expect(database.data()).toMatchObject({ totals: { u1: { b1: 'kWh 300' } } });
    await refreshUserCopies(db, KINDS, 'b1', 'figures', { metrics: metricsAt(UPDATED + 1, 7) });
    expect(summaryAt(database, 'u1')?.figures).toMatchObject({ siteKwh: 300 });
  });

  it('reads nothing when no kind follows the input', async () => {
    const database = written(building({ u1: 'owner' }));
    let reads = 0;
    const counting = {
      ref: (path?: string) => {
        reads += 1;
        return database.ref(path);
      },
    } as unknown as Database;
    await refreshUserCopies(counting, KINDS, 'b1', 'equipment');
    expect(reads).toBe(0);
  });
});

describe('reconcileUserCopies', () => {
  it('rebuilds every kind of every listing member, with the stored figures', async () => {
    const stored = building({ u1: 'owner', u2: 'editor', u3: 'viewer' });
    const database = written(stored, {
      metrics: { b1: { ...metricsAt(UPDATED + 3, 42) } },
      portfolios: { u1: { b1: { title: 'as an object, before summaries were packed' } } },
    });
    const listed = await reconcileUserCopies(database as unknown as Database, KINDS, 'b1', {
      metrics: metricsAt(UPDATED + 3, 42),
    });
    expect(listed).toBe(2);
    expect(summaryAt(database, 'u2')).toMatchObject({ role: 'editor', figures: { siteKwh: 42 } });
    const packed = (database.data() as { portfolios: Record<string, Record<string, unknown>> })
      .portfolios['u1']?.['b1'];
    expect(typeof packed).toBe('string');
    expect(database.data()).toMatchObject({
      names: { u1: { b1: 'Anděl Offices' }, u2: { b1: 'Anděl Offices' } },
      totals: { u1: { b1: 'kWh 42' }, u2: { b1: 'kWh 42' } },
    });
  });

  it('rebuilds from the building as stored now: an edit after the pass read its page stays', async () => {
    // The pass read "Anděl Offices"; the owner renamed it since, and its trigger copied that.
    const database = written(building({ u1: 'owner' }, 'Anděl Offices, renamed'), {
      portfolios: { u1: {} },
    });
    expect(await reconcileUserCopies(database as unknown as Database, KINDS, 'b1')).toBe(1);
    expect(summaryAt(database, 'u1')).toMatchObject({ title: 'Anděl Offices, renamed' });
    expect(database.data()).toMatchObject({ names: { u1: { b1: 'Anděl Offices, renamed' } } });
  });

  it('writes nothing for a building deleted since the pass read it', async () => {
    const database = memoryDatabase({ users: { u1: { buildings: {} } } });
    expect(await reconcileUserCopies(database as unknown as Database, KINDS, 'b1')).toBe(0);
    expect(database.updates).toEqual([]);
    expect(database.transactions).toEqual([]);
  });
});
