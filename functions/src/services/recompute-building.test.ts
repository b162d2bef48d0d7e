import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { readStoredSummary } from '../shared/domain/portfolio/portfolio-summary.js';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import { portfolioSummaryCopy } from './portfolio-summaries.js';
import { recomputeBuildingMetrics } from './recompute-building.js';
import { syncUserCopiesAfterBuildingWrite } from './user-copies.js';

const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

const BUILDING = {
  meta: { ownerUid: 'u1', status: 'temporary', createdAtMs: T0 - 10, updatedAtMs: T0 - 5 },
  general: { name: 'Anděl Offices', useType: 'office', grossFloorAreaM2: 5400, country: 'CZ' },
  members: { u1: 'owner' },
};

const stored = () =>
  memoryDatabase({ buildings: { b1: BUILDING }, users: { u1: { buildings: { b1: true } } } });

describe('recomputeBuildingMetrics', () => {
  it('leaves figures computed since the request as they are, reading nothing else', async () => {
    const database = memoryDatabase({
      buildings: { b1: BUILDING },
      metrics: { b1: { computedAtMs: T0 + 5 } },
    });
    const db = database as unknown as Database;
    expect(await recomputeBuildingMetrics(db, 'b1', T0 + 10, { requestedAtMs: T0 })).toBe('fresh');
    expect(await recomputeBuildingMetrics(db, 'b1', T0 + 10, { requestedAtMs: T0 + 5 })).toBe(
      'fresh',
    );
    expect(database.updates).toEqual([]);
  });

  it('leaves figures computed from the inputs as they are, though before the request', async () => {
    const database = stored();
    const db = database as unknown as Database;
    // An earlier window's task that ran after the burst's last save.
    await recomputeBuildingMetrics(db, 'b1', T0);
    const writes = database.updates.length;
    expect(
      await recomputeBuildingMetrics(db, 'b1', T0 + 2_000, { requestedAtMs: T0 + 1_000 }),
    ).toBe('fresh');
    expect(database.updates.length).toBe(writes);
    // A save since: the same request computes.
    await db.ref('buildings/b1/general/grossFloorAreaM2').set(5500);
    const outcome = await recomputeBuildingMetrics(db, 'b1', T0 + 2_000, {
      requestedAtMs: T0 + 1_000,
    });
    expect(outcome).toMatchObject({ buildingId: 'b1', computedAtMs: T0 + 2_000 });
  });

  it('keeps, for the nightly run, figures of the same UTC day from the same inputs, and only those', async () => {
    const database = stored();
    const db = database as unknown as Database;
    await recomputeBuildingMetrics(db, 'b1', T0);
    const writes = database.updates.length;
    // Later the same UTC day (T0 is 10:00): kept, nothing written.
    const evening = Date.UTC(2026, 10, 29, 23, 59, 59);
    expect(await recomputeBuildingMetrics(db, 'b1', evening, { keepToday: true })).toBe('fresh');
    expect(database.updates.length).toBe(writes);
    // Without keepToday (a person's "Recompute now"), the same figures are computed again.
    expect(await recomputeBuildingMetrics(db, 'b1', T0 + 1_000)).toMatchObject({
      computedAtMs: T0 + 1_000,
    });
    // The next UTC day: computed, though nothing changed.
    const nextDay = Date.UTC(2026, 10, 30, 0, 0, 1);
    expect(await recomputeBuildingMetrics(db, 'b1', nextDay, { keepToday: true })).toMatchObject({
      computedAtMs: nextDay,
    });
    // The same day with other inputs: computed.
    await db.ref('buildings/b1/general/grossFloorAreaM2').set(5500);
    expect(
      await recomputeBuildingMetrics(db, 'b1', nextDay + 1_000, { keepToday: true }),
    ).toMatchObject({ computedAtMs: nextDay + 1_000 });
  });

  it('answers null for a building that does not exist', async () => {
    const database = memoryDatabase({});
    const db = database as unknown as Database;
    expect(await recomputeBuildingMetrics(db, 'gone', T0)).toBeNull();
    expect(await recomputeBuildingMetrics(db, 'gone', T0, { requestedAtMs: T0 })).toBeNull();
    expect(database.data()).toBeNull();
  });

  it('reads, computes and stores the figures, then gives them to the per-user copies', async () => {
    const database = stored();
    const db = database as unknown as Database;
    await syncUserCopiesAfterBuildingWrite(db, [portfolioSummaryCopy], 'b1', null, BUILDING);
    const outcome = await recomputeBuildingMetrics(db, 'b1', T0, { requestedAtMs: T0 - 1 });
    expect(outcome).toMatchObject({ buildingId: 'b1', computedAtMs: T0, skipped: [] });
    const data = database.data() as {
      metrics: Record<string, { computedAtMs: number; inputVersion: string }>;
      portfolios: Record<string, Record<string, unknown>>;
    };
    expect(data.metrics['b1']).toMatchObject({ computedAtMs: T0 });
    expect(outcome !== 'fresh' && outcome?.inputVersion).toBe(data.metrics['b1']?.inputVersion);
    const summary = readStoredSummary(data.portfolios['u1']?.['b1']);
    expect(summary.ok && summary.value.figures?.computedAtMs).toBe(T0);
  });

  it('uses the building as already read, and names the stored parts it left out', async () => {
    const database = memoryDatabase({ users: { u1: { buildings: { b1: true } } } });
    const db = database as unknown as Database;
    const building = { ...BUILDING, hvac: { unknownPart: { installed: true } } };
    const outcome = await recomputeBuildingMetrics(db, 'b1', T0, { building });
    expect(outcome?.skipped).toEqual(['hvac']);
    expect(database.data()).toMatchObject({ metrics: { b1: { computedAtMs: T0 } } });
  });
});
