/**
 * The recompute of a building whose comparison chooses 500 peer buildings (issue 17): goal at
 * most 1 s normalised (support/record.ts), median of 5 runs after a warm-up.
 *
 * Runs the real recompute path (`recomputeBuildingMetrics`, services/recompute-building.ts: read
 * the building, its series, equipment and measures, check the owner's membership of every peer and
 * read its stored benchmark subject, compute, write `/metrics/{id}`) in this process through the
 * Admin SDK against the stack's database emulator. The 500 peers belong to a bench owner (not the
 * demo owner, whose portfolio stays as it is): each is a building with its owner as member and a
 * stored `/metrics/{peer}/benchmarks/subject`; the compared building has two years of monthly
 * bills. Everything is written with `disableTriggers=true` (no recompute of the peers runs beside
 * the measurement) and removed afterwards. Uses the running stack when it answers, else starts its
 * own (bench/support/stack.ts).
 */
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { DATABASE_NAMESPACE, PROJECT_ID } from '../emulators/stack/src/paths.ts';
import { readMetricsInput } from '../functions/src/services/metrics-input.ts';
import { recomputeBuildingMetrics } from '../functions/src/services/recompute-building.ts';
import { buildingMetricsSchema } from '../functions/src/shared/schemas/derived/metrics.ts';
import { loadAverage } from './support/machine.ts';
import { comparedOffice, peerSubject, quietPatch } from './support/peer-subjects.ts';
import { recordMedianOfRunsMs, recordTimeMs } from './support/record.ts';
import { runOnStack, type BenchStack } from './support/stack.ts';
import { median } from './support/statistics.ts';

const PEERS = 500;
const RUNS = 5;
const GOAL_MS = 1000;
const OWNER = 'bench-comparison-owner';
const BUILDING = 'bench-comparison-building';
const log = (line: string) => console.log(line);

const peerId = (index: number) => `bench-comparison-peer-${String(index).padStart(4, '0')}`;

/** A peer's stored subject: an office whose figures vary with its index (the same every run). */

function seed(nowMs: number): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  const chosen: Record<string, true> = {};
  for (let index = 0; index < PEERS; index += 1) {
    const id = peerId(index);
    chosen[id] = true;
    update[`buildings/${id}/meta`] = {
      ownerUid: OWNER,
      status: 'permanent',
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    };
    update[`buildings/${id}/general`] = { name: `Bench peer ${index}`, useType: 'office' };
    update[`buildings/${id}/members/${OWNER}`] = 'owner';
    update[`metrics/${id}/benchmarks/subject`] = peerSubject(peerId(index), index);
  }
  update[`buildings/${BUILDING}`] = {
    meta: { ownerUid: OWNER, status: 'permanent', createdAtMs: nowMs, updatedAtMs: nowMs },
    members: { [OWNER]: 'owner' },
    ...comparedOffice('Bench: compared with 500 buildings'),
    hvac: { heating: { installed: true, heaterType: 'naturalGasBoiler' } },
    comparison: { buildingIds: chosen },
  };
  return update;
}

function removal(): Record<string, unknown> {
  const update: Record<string, unknown> = {
    [`buildings/${BUILDING}`]: null,
    [`metrics/${BUILDING}`]: null,
  };
  for (let index = 0; index < PEERS; index += 1) {
    update[`buildings/${peerId(index)}`] = null;
    update[`metrics/${peerId(index)}`] = null;
  }
  return update;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function run(stack: BenchStack, database: Database): Promise<void> {
  const nowMs = Date.now();
  await quietPatch(stack, seed(nowMs));
  try {
    // Warm-up: connection, code paths (JIT) and the database emulator's caches.
    for (let index = 0; index < 2; index += 1) {
      await recomputeBuildingMetrics(database, BUILDING, nowMs);
    }
    const totals: number[] = [];
    const reads: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      totals.push((await timed(() => recomputeBuildingMetrics(database, BUILDING, nowMs))).ms);
      reads.push((await timed(() => readMetricsInput(database, BUILDING))).ms);
    }
    const metrics = buildingMetricsSchema.parse(
      (await database.ref(`metrics/${BUILDING}`).get()).val(),
    );
    const counted = metrics.benchmarks.peerSet?.countedIds?.length ?? 0;
    if (counted !== PEERS || metrics.benchmarks.total.peers.count !== PEERS) {
      throw new Error(`${counted} of ${PEERS} peers counted`);
    }
    // The same building without chosen peers: what the 500 peers add.
    await quietPatch(stack, { [`buildings/${BUILDING}/comparison`]: null });
    await recomputeBuildingMetrics(database, BUILDING, nowMs);
    const alone: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      alone.push((await timed(() => recomputeBuildingMetrics(database, BUILDING, nowMs))).ms);
    }
    log(
      `Recompute of a building compared with ${PEERS} chosen buildings (recomputeBuildingMetrics, Admin SDK → database emulator):`,
    );
    recordMedianOfRunsMs(`recompute with ${PEERS} chosen peers, median`, totals, {
      goalMs: GOAL_MS,
    });
    log(
      `  of which reading the inputs (building, series, equipment, measures, ${PEERS} memberships and subjects): median ${median(reads).toFixed(0)} ms; ${counted} peers counted; ${loadAverage()}`,
    );
    log(
      `  the same building without chosen peers (${alone.map((t) => t.toFixed(0)).join(', ')} ms):`,
    );
    recordTimeMs('recompute without chosen peers, median', median(alone), { indent: '    ' });
  } finally {
    await quietPatch(stack, removal());
  }
}

await runOnStack(log, async (stack) => {
  process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = new URL(stack.databaseUrl).host;
  const app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `https://${DATABASE_NAMESPACE}.firebaseio.com` },
    'comparison-bench',
  );
  try {
    await run(stack, getDatabase(app));
  } finally {
    await deleteApp(app);
  }
});
