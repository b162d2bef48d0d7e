import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import {
  DEAD_LETTERS,
  RECOMPUTE_FAN_OUT,
  RECOMPUTE_MAX_ATTEMPTS,
  RECOMPUTE_TASK_BATCH,
  fanOutBatches,
  isFanOut,
  runRecomputeTask,
  settleRecomputeTask,
} from './recompute-requests.js';
import type { RecomputeTask } from './recompute-coalescing.js';

const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

describe('fan-out of an import', () => {
  const ids = (count: number, from = 0) =>
    Array.from(
      { length: count },
      (_, index) => `-Nbuilding${String(from + index).padStart(6, '0')}`,
    );
  const task = (buildingIds: string[], requestedAtMs = T0): RecomputeTask => ({
    buildingIds,
    requestedAtMs,
    reason: 'import',
  });

  it('is a fan-out past one batch; a batch and a single building are computed', () => {
    expect(isFanOut(task(ids(1)))).toBe(false);
    expect(isFanOut(task(ids(RECOMPUTE_TASK_BATCH)))).toBe(false);
    expect(isFanOut(task(ids(RECOMPUTE_TASK_BATCH + 1)))).toBe(true);
  });

  it('splits into batches of 100 in order, keeping the request', () => {
    const all = ids(250);
    const batches = fanOutBatches(task(all));
    expect(batches.map((batch) => batch.task.buildingIds.length)).toEqual([100, 100, 50]);
    expect(batches.flatMap((batch) => batch.task.buildingIds)).toEqual(all);
    for (const { task: batch } of batches) {
      expect(batch).toMatchObject({ requestedAtMs: T0, reason: 'import' });
      expect(isFanOut(batch)).toBe(false);
    }
  });

  it('names batches alike when retried, apart for another request', () => {
    const first = fanOutBatches(task(ids(250))).map((batch) => batch.id);
    expect(fanOutBatches(task(ids(250))).map((batch) => batch.id)).toEqual(first);
    expect(new Set(first).size).toBe(3);
    const later = fanOutBatches(task(ids(250), T0 + 1)).map((batch) => batch.id);
    const others = fanOutBatches(task(ids(250, 1_000))).map((batch) => batch.id);
    for (const id of [...later, ...others]) expect(first).not.toContain(id);
    // Cloud Tasks' task ids: letters, digits, hyphens and underscores, at most 500.
    for (const id of first) expect(id).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });

  it("keeps a fan-out's enqueue request within the Tasks emulator's 100 kB and Cloud Tasks' 1 MB", () => {
    // Push ids are 20 characters; these are 24. firebase-admin's enqueue sends the task as
    // base64 of {"data": task} in an HTTP request description (functions-api-client-internal).
    const largest = task(ids(RECOMPUTE_FAN_OUT).map((id) => `${id}abcdefgh`));
    const request = JSON.stringify({
      task: {
        name: `projects/demo-facet/locations/europe-west1/queues/recomputeBulk/tasks/${'x'.repeat(40)}`,
        scheduleTime: new Date(T0).toISOString(),
        dispatchDeadline: '1800s',
        httpRequest: {
          url: 'https://europe-west1-demo-facet.cloudfunctions.net/recomputeBulk',
          oidcToken: { serviceAccountEmail: 'demo-facet@appspot.gserviceaccount.com' },
          body: Buffer.from(JSON.stringify({ data: largest })).toString('base64'),
          headers: { 'Content-Type': 'application/json' },
        },
      },
    });
    // express.json()'s default limit in firebase-tools' tasks emulator: 100 kB (102,400 bytes).
    expect(new TextEncoder().encode(request).byteLength).toBeLessThan(100 * 1024);
  });
});

describe('runRecomputeTask', () => {
  it('leaves figures computed after the request, and a deleted building, alone', async () => {
    const database = memoryDatabase({
      metrics: { fresh: { computedAtMs: T0 + 5 } },
    }) as unknown as Database;
    const outcome = await runRecomputeTask(
      database,
      { buildingIds: ['fresh', 'gone'], requestedAtMs: T0, reason: 'test' },
      () => T0 + 10,
    );
    expect(outcome).toEqual({ recomputed: 0, fresh: 1, failed: [] });
  });
});

describe('settleRecomputeTask', () => {
  const single: RecomputeTask = { buildingIds: ['b1'], requestedAtMs: T0, reason: 'test' };
  const failed = { recomputed: 0, fresh: 0, failed: [{ buildingId: 'b1', reason: 'Error: x' }] };

  it('throws a failure for Cloud Tasks to retry, until the last attempt', async () => {
    const database = memoryDatabase({});
    for (let retry = 0; retry < RECOMPUTE_MAX_ATTEMPTS - 1; retry++) {
      await expect(
        settleRecomputeTask(
          database as unknown as Database,
          'europe-west1',
          single,
          failed,
          retry,
          T0,
        ),
      ).rejects.toThrow(/recompute of b1 failed/);
    }
    expect(database.data()).toBeNull();
  });

  it('writes a dead letter on the last attempt, and a later success clears it', async () => {
    const database = memoryDatabase({});
    const db = database as unknown as Database;
    await settleRecomputeTask(db, 'europe-west1', single, failed, RECOMPUTE_MAX_ATTEMPTS - 1, T0);
    expect(database.data()).toEqual({
      recompute: {
        deadLetters: {
          b1: {
            failedAtMs: T0,
            attempts: RECOMPUTE_MAX_ATTEMPTS,
            reason: 'Error: x',
            requestedAtMs: T0,
          },
        },
      },
    });
    const ok = { recomputed: 1, fresh: 0, failed: [] };
    await settleRecomputeTask(db, 'europe-west1', single, ok, 1, T0 + 1);
    expect((await db.ref(`${DEAD_LETTERS}/b1`).get()).val()).toBeNull();
  });
});
