import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import { pagedIfCurrent, recomputeAllBuildings } from './nightly-recompute.js';
import { recomputeBuildingMetrics } from './recompute-building.js';

const T0 = Date.UTC(2026, 10, 29, 2, 0, 0);

const building = (updatedAtMs: number, grossFloorAreaM2: number) => ({
  meta: { ownerUid: 'u1', status: 'permanent', createdAtMs: T0 - 100, updatedAtMs },
  general: { name: 'Anděl Offices', useType: 'office', grossFloorAreaM2, country: 'CZ' },
  members: { u1: 'owner' },
});

describe('pagedIfCurrent', () => {
  it('gives the page’s copy while it is the stored one, nothing once an edit changed it', async () => {
    const database = memoryDatabase({ buildings: { b1: building(T0 - 50, 5400) } });
    const db = database as unknown as Database;
    const paged = building(T0 - 50, 5400);
    expect(await pagedIfCurrent(db, 'b1', paged)).toEqual({ building: paged });
    await db.ref('buildings/b1').set(building(T0 - 10, 5500));
    expect(await pagedIfCurrent(db, 'b1', paged)).toEqual({});
    expect(await pagedIfCurrent(db, 'b1', { meta: {} })).toEqual({});
  });
});

describe('recomputeAllBuildings', () => {
  it('keeps the figures an edit made while the pass was on its page, instead of recomputing from the page', async () => {
    const database = memoryDatabase({
      buildings: { b1: building(T0 - 50, 5400) },
      users: { u1: { buildings: { b1: true } } },
    });
    const db = database as unknown as Database;
    // The page is read; then, before the pass reaches the building, its owner changes the floor
    // area and the building's trigger recomputes it.
    const editAfterPage = {
      ref: (path?: string) => {
        const ref = database.ref(path);
        if (path !== 'buildings') return ref;
        return {
          ...ref,
          orderByKey: () => {
            const query = ref.orderByKey();
            const edited = (page: Awaited<ReturnType<typeof query.get>>) =>
              (async () => {
                await db.ref('buildings/b1').set(building(T0 - 10, 8100));
                await recomputeBuildingMetrics(db, 'b1', T0 - 5);
                return page;
              })();
            return {
              ...query,
              limitToFirst: (limit: number) => {
                const limited = query.limitToFirst(limit);
                return { ...limited, get: async () => edited(await limited.get()) };
              },
            };
          },
        };
      },
    };
    const outcome = await recomputeAllBuildings(
      editAfterPage as unknown as Database,
      database.childKeys,
      T0,
      25,
    );
    expect(outcome.failed).toEqual([]);
    const metrics = (database.data() as { metrics: { b1: Record<string, unknown> } }).metrics.b1;
    // Figures of the stored inputs (8,100 m², saved at T0 - 10), kept from the edit's recompute.
    expect(String(metrics['inputVersion'])).toMatch(new RegExp(`^${T0 - 10}-`));
    expect(metrics['computedAtMs']).toBe(T0 - 5);
    expect(outcome.keptFromToday).toBe(1);
  });
});
