import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import { NIGHTLY_STATE_PATH, nightlyStateOf, runNightlySlice } from './nightly-run.js';
import type { Resumable } from './pages-by-key.js';

const NIGHT = Date.UTC(2026, 11, 5, 2, 0, 0);
const NEXT_NIGHT = NIGHT + 24 * 3_600_000;

function portfolio(count: number) {
  const buildings: Record<string, unknown> = {};
  const listed: Record<string, true> = {};
  for (let i = 0; i < count; i++) {
    const id = `b${String(i).padStart(2, '0')}`;
    buildings[id] = {
      meta: {
        ownerUid: 'u1',
        status: 'permanent',
        createdAtMs: NIGHT - 100,
        updatedAtMs: NIGHT - 50,
      },
      general: {
        name: `Building ${i}`,
        useType: 'office',
        grossFloorAreaM2: 1000 + i,
        country: 'CZ',
      },
      members: { u1: 'owner' },
    };
    listed[id] = true;
  }
  return { buildings, users: { u1: { buildings: listed } } };
}

/** A clock that moves 10 ms each time it is read: an invocation of `sliceMs` 25 takes two pages. */
function steppingClock() {
  let now = 0;
  return () => (now += 10);
}

const stateOf = (database: ReturnType<typeof memoryDatabase>) =>
  nightlyStateOf(
    (database.data() as { recompute?: { nightlyPass?: unknown } }).recompute?.nightlyPass,
  );

describe('runNightlySlice', () => {
  it('goes on where the last invocation stopped until the pass is done, then leaves the night alone', async () => {
    const data = portfolio(7);
    // b00 compares itself with b06, which has no figures when the pass reaches b00: b00 is
    // computed again once the pass has given b06 its figures, in a later invocation.
    (data.buildings['b00'] as Record<string, unknown>)['comparison'] = {
      buildingIds: { b06: true },
    };
    const database = memoryDatabase(data);
    const db = database as unknown as Database;
    const clockMs = steppingClock();
    let finished = 0;
    const slice = (mode: 'start' | 'resume') =>
      runNightlySlice(db, {
        mode,
        childKeys: database.childKeys,
        nowMs: NIGHT,
        clockMs,
        sliceMs: 25,
        batchSize: 2,
        finishing: [{ name: 'messages', run: async () => (finished += 1) }],
      });

    const first = await slice('start');
    expect(first).toMatchObject({ ran: true, phase: 'buildings' });
    expect(stateOf(database)).toMatchObject({
      dayUtc: '2026-12-05',
      phase: 'buildings',
      leaseUntilMs: 0,
    });
    const metricsAfterFirst = Object.keys(
      (database.data() as { metrics?: object }).metrics ?? {},
    ).length;
    expect(metricsAfterFirst).toBeGreaterThan(0);
    expect(metricsAfterFirst).toBeLessThan(7);

    expect(stateOf(database)?.waiting).toEqual(['b00']);
    let invocations = 1;
    let peerPasses = 0;
    let last = first;
    while (last.ran && last.phase !== 'done' && invocations < 40) {
      last = await slice('resume');
      invocations += 1;
      if (last.ran) peerPasses += last.outcome.peerPasses;
    }
    expect(peerPasses).toBe(1);
    expect(stateOf(database)?.waiting).toEqual([]);
    expect(last).toMatchObject({ ran: true, phase: 'done' });
    expect(invocations).toBeGreaterThan(2);
    expect(finished).toBe(1);
    const metrics = (database.data() as { metrics: Record<string, object> }).metrics;
    expect(Object.keys(metrics).sort()).toEqual(['b00', 'b01', 'b02', 'b03', 'b04', 'b05', 'b06']);
    expect(stateOf(database)).toMatchObject({ phase: 'done', invocations });

    // The night's later invocations find nothing to do.
    expect(await slice('resume')).toEqual({ ran: false, reason: 'nothingToResume' });
    expect(finished).toBe(1);
  });

  it('starts a new pass each night, and a start the same day after a pass runs it again', async () => {
    const database = memoryDatabase(portfolio(3));
    const db = database as unknown as Database;
    const run = (mode: 'start' | 'resume', nowMs: number) =>
      runNightlySlice(db, {
        mode,
        nowMs,
        clockMs: steppingClock(),
        batchSize: 2,
        childKeys: database.childKeys,
      });
    expect(await run('start', NIGHT)).toMatchObject({ ran: true, phase: 'done' });
    expect(await run('start', NIGHT)).toMatchObject({ ran: true, phase: 'done' });
    expect(stateOf(database)).toMatchObject({ dayUtc: '2026-12-05', invocations: 1 });
    // The next night, before it starts: yesterday's pass is not resumed.
    expect(await run('resume', NEXT_NIGHT)).toEqual({ ran: false, reason: 'nothingToResume' });
    expect(await run('start', NEXT_NIGHT)).toMatchObject({ ran: true, phase: 'done' });
    expect(stateOf(database)).toMatchObject({ dayUtc: '2026-12-06', phase: 'done' });
  });

  it('leaves the pass to the invocation that holds it, and takes over one that died', async () => {
    const database = memoryDatabase(portfolio(3));
    const db = database as unknown as Database;
    await db.ref(NIGHTLY_STATE_PATH).set({
      dayUtc: '2026-12-05',
      phase: 'buildings',
      after: 'b00',
      leaseUntilMs: 5_000,
      invocations: 1,
    });
    const at = (clock: number) => () => clock;
    const { childKeys } = database;
    expect(
      await runNightlySlice(db, { mode: 'resume', nowMs: NIGHT, clockMs: at(4_999), childKeys }),
    ).toEqual({ ran: false, reason: 'busy' });
    expect(
      await runNightlySlice(db, { mode: 'start', nowMs: NIGHT, clockMs: at(4_999), childKeys }),
    ).toEqual({
      ran: false,
      reason: 'busy',
    });
    // Its lease is over: the pass goes on after b00.
    const resumed = await runNightlySlice(db, {
      mode: 'resume',
      nowMs: NIGHT,
      clockMs: at(5_000),
      childKeys,
    });
    expect(resumed).toMatchObject({ ran: true, phase: 'done' });
    const metrics = (database.data() as { metrics: Record<string, object> }).metrics;
    expect(Object.keys(metrics).sort()).toEqual(['b01', 'b02']);
    expect(stateOf(database)).toMatchObject({ invocations: 2, leaseUntilMs: 0 });
  });

  it('resumes a finishing step from the last key it finished, each key done once', async () => {
    const database = memoryDatabase(portfolio(1));
    const db = database as unknown as Database;
    const keys = Array.from({ length: 9 }, (_, i) => `k${i}`);
    const done: string[] = [];
    const step = {
      name: 'keys',
      run: async (run: Resumable) => {
        for (const key of keys.filter((k) => run.after == null || k > run.after)) {
          if (run.shouldStop?.()) {
            run.stopped = true;
            return;
          }
          done.push(key);
          await run.onPage?.(key);
        }
      },
    };
    const clockMs = steppingClock();
    const slice = (mode: 'start' | 'resume') =>
      runNightlySlice(db, {
        mode,
        nowMs: NIGHT,
        clockMs,
        sliceMs: 25,
        finishing: [step],
        childKeys: database.childKeys,
      });
    let last = await slice('start');
    let invocations = 1;
    while (last.ran && last.phase !== 'done' && invocations < 40) {
      last = await slice('resume');
      invocations += 1;
    }
    expect(last).toMatchObject({ ran: true, phase: 'done' });
    expect(done).toEqual(keys);
    expect(invocations).toBeGreaterThan(4);
  });
});
