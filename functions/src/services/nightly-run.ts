import type { Database } from 'firebase-admin/database';
import { storedObject } from '../shared/schemas/stored-object.js';
import {
  emptyNightlyOutcome,
  NIGHTLY_BATCH_SIZE,
  passBuildings,
  recomputeWaitingForPeers,
  type NightlyOutcome,
} from './nightly-recompute.js';
import { removeOrphanMetrics, removeOrphanUserCopies } from './orphan-sweep.js';
import type { ChildKeys, Resumable } from './pages-by-key.js';
import { USER_COPY_KINDS } from './user-copy-kinds.js';

/**
 * The nightly pass across several invocations (`scheduled/nightly-pass.ts`). A scheduled function
 * stops at its timeout (540 s here), and a pass over a large database takes longer: at the bulk
 * recompute's ~100 buildings a second, 100,000 buildings take most of an hour, and reading every
 * building's equipment for the day's messages some more. So each invocation works for at most
 * {@link NIGHTLY_SLICE_MS}, records where it stopped at {@link NIGHTLY_STATE_PATH} (the step and
 * the last key it finished), and the next one of the night goes on from there: 02:00 starts the
 * pass, every quarter of an hour until 05:45 resumes it. The steps, in order: every building
 * (`passBuildings`), the buildings that waited for their peers' figures, the orphans' sweep of
 * `/metrics` and of the per-user copies, then the caller's `finishing` steps (the day's
 * messages, old messages pruned, expired share views), each resumable by key. Every step may be
 * run again: a building's figures of the day are kept (`keepToday`), messages are written only
 * when absent, removals of what is gone change nothing.
 */

/** Tonight's progress (functions only; no rule lets a client read or write it). */
export const NIGHTLY_STATE_PATH = 'recompute/nightlyPass';

/**
 * How long one invocation takes new pages of buildings (and peers): below the functions' 540 s
 * timeout by two minutes, room for the page under way (25 buildings, four at a time) and the
 * state's writes.
 */
export const NIGHTLY_SLICE_MS = 420_000;

/**
 * An invocation holds the pass this long from its start (its timeout and a margin): another one
 * meanwhile (a retry, a resume while the start is still running) leaves it, and one that died is
 * taken over after.
 */
export const NIGHTLY_LEASE_MS = 600_000;

/** A step of the pass after the buildings', resumable by key ({@link Resumable}). */
export interface NightlyStep {
  name: string;
  /** Does the step from `run.after` on, until done or `run.shouldStop`; answers what it did. */
  run: (run: Resumable) => Promise<unknown>;
}

/** Where the pass is: the name of the step under way, or `done`. */
export type NightlyPhase = string;

export interface NightlyState {
  /** The UTC day of the pass (`YYYY-MM-DD`), that of the schedule time that started it. */
  dayUtc: string;
  phase: NightlyPhase;
  /** The last key the step under way finished (a building's, a user's...). */
  after: string | null;
  /** Buildings computed before their chosen peers had figures, to compute again (`peers`). */
  waiting: string[];
  /** Until then an invocation is working on the pass. */
  leaseUntilMs: number;
  invocations: number;
}

export function nightlyStateOf(value: unknown): NightlyState | null {
  const stored = storedObject(value);
  const { dayUtc, phase, after, leaseUntilMs, invocations } = stored;
  if (typeof dayUtc !== 'string' || typeof phase !== 'string') return null;
  return {
    dayUtc,
    phase,
    after: typeof after === 'string' ? after : null,
    waiting: Object.keys(storedObject(stored['waiting'])),
    leaseUntilMs: typeof leaseUntilMs === 'number' ? leaseUntilMs : 0,
    invocations: typeof invocations === 'number' ? invocations : 0,
  };
}

export interface NightlySliceOptions {
  /**
   * `start`: the night's first invocation, which starts the day's pass (or goes on with the day's
   * pass if one is under way: a retry); `resume`: the later ones, which only go on with a pass of
   * the day that is not done.
   */
  mode: 'start' | 'resume';
  /** The schedule time: the pass's day and the figures' time. */
  nowMs: number;
  /** The time now, for the slice and the lease (default `Date.now`). */
  clockMs?: () => number;
  sliceMs?: number;
  leaseMs?: number;
  batchSize?: number;
  onError?: (buildingId: string, failure: unknown) => void;
  /** The keys of a node's children, from a shallow read (the sweep of orphaned figures). */
  childKeys: ChildKeys;
  /** The pass's last steps, after the sweep (the scheduled function's messages, share views). */
  finishing?: readonly NightlyStep[];
}

export type NightlySliceResult =
  | { ran: false; reason: 'busy' | 'nothingToResume' }
  | {
      ran: true;
      /** Where this invocation left the pass (`done`: the day's pass is complete). */
      phase: NightlyPhase;
      outcome: NightlyOutcome;
      /** What each of the `finishing` steps it ran did, by name. */
      finished: Record<string, unknown>;
    };

const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Paths in one update that removes the peers done. */
const PATHS_PER_UPDATE = 5_000;

/** One invocation's part of the night's pass (see the top of this file). */
export async function runNightlySlice(
  database: Database,
  options: NightlySliceOptions,
): Promise<NightlySliceResult> {
  const clock = options.clockMs ?? Date.now;
  const started = clock();
  const sliceMs = options.sliceMs ?? NIGHTLY_SLICE_MS;
  const stateRef = database.ref(NIGHTLY_STATE_PATH);
  const state = await claimPass(database, options, started);
  if (typeof state === 'string') return { ran: false, reason: state };
  const shouldStop = () => clock() - started >= sliceMs;
  const { nowMs } = options;
  const onError = options.onError ? { onError: options.onError } : {};
  const batchSize = options.batchSize ?? NIGHTLY_BATCH_SIZE;
  const outcome = emptyNightlyOutcome();
  const finished: Record<string, unknown> = {};
  // The buildings this invocation worked on, when it worked on all of them: the sweep need not
  // ask for those. A pass over several invocations asks for every building it sweeps.
  let seen: ReadonlySet<string> = new Set();
  const steps: NightlyStep[] = [
    {
      name: 'buildings',
      run: async (run) => {
        const pass = await passBuildings(database, nowMs, outcome, {
          batchSize,
          ...onError,
          after: run.after ?? null,
          shouldStop,
          onPage: async ({ after, waitingForPeers }) => {
            const waiting = waitingForPeers.map((id) => [`waiting/${id}`, true]);
            await stateRef.update({ after, ...Object.fromEntries(waiting) });
          },
        });
        run.stopped = !pass.complete;
        if (pass.complete && run.after === null) seen = pass.seen;
        state.waiting = [...new Set([...state.waiting, ...pass.waitingForPeers])];
      },
    },
    {
      name: 'peers',
      run: async (run) => {
        const done = await recomputeWaitingForPeers(database, nowMs, outcome, state.waiting, {
          ...onError,
          shouldStop,
        });
        for (let start = 0; start < done.length; start += PATHS_PER_UPDATE) {
          const slice = done.slice(start, start + PATHS_PER_UPDATE);
          await stateRef.update(Object.fromEntries(slice.map((id) => [`waiting/${id}`, null])));
        }
        run.stopped = done.length < state.waiting.length;
      },
    },
    {
      name: 'orphanMetrics',
      run: async (run) =>
        (outcome.removed += await removeOrphanMetrics(database, options.childKeys, seen, run)),
    },
    {
      name: 'orphanCopies',
      run: async (run) =>
        (outcome.summaries += await removeOrphanUserCopies(
          database,
          USER_COPY_KINDS,
          seen,
          undefined,
          run,
        )),
    },
    ...(options.finishing ?? []).map((step) => ({
      name: step.name,
      run: async (run: Resumable) => {
        finished[step.name] = await step.run(run);
      },
    })),
  ];
  try {
    let index = steps.findIndex((step) => step.name === state.phase);
    // A step this code does not have (a deploy renamed the steps during the night): from the top.
    if (index < 0) [index, state.after, state.waiting] = [0, null, []];
    for (; index < steps.length; index += 1) {
      const step = steps[index]!;
      const run: Resumable = {
        after: state.after,
        shouldStop,
        onPage: async (after) => void (await stateRef.update({ after })),
      };
      await step.run(run);
      if (run.stopped) return { ran: true, phase: step.name, outcome, finished };
      const next = steps[index + 1]?.name ?? 'done';
      await stateRef.update({
        phase: next,
        after: null,
        ...(next === 'done' ? { finishedAtMs: clock() } : {}),
      });
      state.phase = next;
      state.after = null;
    }
    return { ran: true, phase: 'done', outcome, finished };
  } finally {
    await stateRef.update({ leaseUntilMs: 0 });
  }
}

/**
 * Takes the pass for this invocation in one transaction: the day's pass under way, or a new one
 * (`start` only), unless another invocation holds it.
 */
async function claimPass(
  database: Database,
  options: NightlySliceOptions,
  nowClockMs: number,
): Promise<NightlyState | 'busy' | 'nothingToResume'> {
  const dayUtc = utcDayOf(options.nowMs);
  // Set by the transaction's last run (it may run again with the value stored on the server).
  const claim: { refused?: 'busy' | 'nothingToResume'; state?: NightlyState } = {};
  await database.ref(NIGHTLY_STATE_PATH).transaction((current: unknown) => {
    delete claim.refused;
    delete claim.state;
    // The SDK first runs the transaction on what it holds, null when it holds nothing, and an
    // abort (undefined) then ends it without asking the server: a resume answers null instead
    // (nothing to write), which the server refuses when a pass is stored, and runs this again
    // with it.
    if (current === null && options.mode === 'resume') {
      claim.refused = 'nothingToResume';
      return null;
    }
    const state = nightlyStateOf(current);
    if (state && state.leaseUntilMs > nowClockMs) {
      claim.refused = 'busy';
      return undefined;
    }
    const underWay = state !== null && state.dayUtc === dayUtc && state.phase !== 'done';
    if (options.mode === 'resume' && !underWay) {
      claim.refused = 'nothingToResume';
      return undefined;
    }
    const base: NightlyState = underWay
      ? state
      : { dayUtc, phase: 'buildings', after: null, waiting: [], leaseUntilMs: 0, invocations: 0 };
    const next: NightlyState = {
      ...base,
      leaseUntilMs: nowClockMs + (options.leaseMs ?? NIGHTLY_LEASE_MS),
      invocations: base.invocations + 1,
    };
    claim.state = next;
    return {
      ...next,
      waiting: Object.fromEntries(next.waiting.map((id) => [id, true])),
      startedAtMs: underWay ? (storedObject(current)['startedAtMs'] ?? nowClockMs) : nowClockMs,
    };
  });
  return claim.refused ?? claim.state ?? 'busy';
}
