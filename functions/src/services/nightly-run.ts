import type { Database } from 'firebase-admin/database';
import { storedObject } from '../shared/schemas/stored-object.js';
import {
  emptyNightlyOutcome,
  NIGHTLY_BATCH_SIZE,
  passBuildings,
  recomputeWaitingForPeers,
  sweepOrphans,
  type NightlyOutcome,
} from './nightly-recompute.js';

/**
 * The nightly pass across several invocations (`scheduled/nightly-pass.ts`). A scheduled function
 * stops at its timeout (540 s here), and a pass over a large database takes longer: at the bulk
 * recompute's ~100 buildings a second, 100,000 buildings take most of an hour. So each invocation
 * works for at most {@link NIGHTLY_SLICE_MS}, records where it stopped at
 * {@link NIGHTLY_STATE_PATH}, and the next one of the night goes on from there: 02:00 starts the
 * pass, every quarter of an hour until 05:45 resumes it. The pass's steps, in order: every building
 * (`passBuildings`), the buildings that waited for their peers' figures, then the orphans'
 * sweep and `finishing` (the day's messages, expired share views), which start only with
 * {@link NIGHTLY_FINISH_RESERVE_MS} of the invocation left. Every step may be run again: a
 * building's figures of the day are kept (`keepToday`), messages are written only when absent.
 */

/** Tonight's progress (functions only; no rule lets a client read or write it). */
export const NIGHTLY_STATE_PATH = 'recompute/nightlyPass';

/**
 * How long one invocation takes new pages of buildings (and peers): below the functions' 540 s
 * timeout by two minutes, room for the page under way (25 buildings, four at a time) and the
 * state's writes.
 */
export const NIGHTLY_SLICE_MS = 420_000;

/** The sweep, messages and share views start only with this much of the slice left. */
export const NIGHTLY_FINISH_RESERVE_MS = 180_000;

/**
 * An invocation holds the pass this long from its start (its timeout and a margin): another one
 * meanwhile (a retry, a resume while the start is still running) leaves it, and one that died is
 * taken over after.
 */
export const NIGHTLY_LEASE_MS = 600_000;

/** Where the pass is: its steps in order. */
export type NightlyPhase = 'buildings' | 'peers' | 'finishing' | 'done';

export interface NightlyState {
  /** The UTC day of the pass (`YYYY-MM-DD`), that of the schedule time that started it. */
  dayUtc: string;
  phase: NightlyPhase;
  /** The last building key done (phase `buildings`). */
  after: string | null;
  /** Buildings computed before their chosen peers had figures, to compute again (`peers`). */
  waiting: string[];
  /** Until then an invocation is working on the pass. */
  leaseUntilMs: number;
  invocations: number;
}

const PHASES: readonly NightlyPhase[] = ['buildings', 'peers', 'finishing', 'done'];

export function nightlyStateOf(value: unknown): NightlyState | null {
  const stored = storedObject(value);
  const { dayUtc, phase, after, leaseUntilMs, invocations } = stored;
  if (typeof dayUtc !== 'string' || !PHASES.includes(phase as NightlyPhase)) return null;
  return {
    dayUtc,
    phase: phase as NightlyPhase,
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
  finishReserveMs?: number;
  leaseMs?: number;
  batchSize?: number;
  onError?: (buildingId: string, failure: unknown) => void;
  /** The pass's last step after the sweep (the scheduled function's messages and share views). */
  finishing?: () => Promise<unknown>;
}

export type NightlySliceResult =
  | { ran: false; reason: 'busy' | 'nothingToResume' }
  | {
      ran: true;
      /** Where this invocation left the pass (`done`: the day's pass is complete). */
      phase: NightlyPhase;
      outcome: NightlyOutcome;
      finished?: unknown;
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
  const claimed = await claimPass(database, options, started);
  if (typeof claimed === 'string') return { ran: false, reason: claimed };
  const shouldStop = () => clock() - started >= sliceMs;
  const { nowMs, onError } = options;
  const batchSize = options.batchSize ?? NIGHTLY_BATCH_SIZE;
  const outcome = emptyNightlyOutcome();
  const state = claimed;
  // The buildings this invocation worked on, when it worked on all of them: the sweep need not
  // ask for those. A pass over several invocations asks for every building it sweeps.
  let seen: ReadonlySet<string> = new Set();
  try {
    if (state.phase === 'buildings') {
      const pass = await passBuildings(database, nowMs, outcome, {
        batchSize,
        ...(onError ? { onError } : {}),
        after: state.after,
        shouldStop,
        onPage: async ({ after, waitingForPeers }) => {
          const waiting = waitingForPeers.map((id) => [`waiting/${id}`, true]);
          await stateRef.update({ after, ...Object.fromEntries(waiting) });
        },
      });
      if (!pass.complete) return { ran: true, phase: 'buildings', outcome };
      if (state.after === null) seen = pass.seen;
      state.waiting = [...new Set([...state.waiting, ...pass.waitingForPeers])];
      await stateRef.update({ phase: 'peers' });
      state.phase = 'peers';
    }
    if (state.phase === 'peers') {
      const done = await recomputeWaitingForPeers(database, nowMs, outcome, state.waiting, {
        ...(onError ? { onError } : {}),
        shouldStop,
      });
      for (let start = 0; start < done.length; start += PATHS_PER_UPDATE) {
        const slice = done.slice(start, start + PATHS_PER_UPDATE);
        await stateRef.update(Object.fromEntries(slice.map((id) => [`waiting/${id}`, null])));
      }
      if (done.length < state.waiting.length) return { ran: true, phase: 'peers', outcome };
      await stateRef.update({ phase: 'finishing' });
      state.phase = 'finishing';
    }
    if (state.phase === 'finishing') {
      const left = sliceMs - (clock() - started);
      if (left < (options.finishReserveMs ?? NIGHTLY_FINISH_RESERVE_MS)) {
        return { ran: true, phase: 'finishing', outcome };
      }
      await sweepOrphans(database, outcome, seen, batchSize);
      const finished = await options.finishing?.();
      await stateRef.update({ phase: 'done', finishedAtMs: clock() });
      return { ran: true, phase: 'done', outcome, finished };
    }
    return { ran: true, phase: state.phase, outcome };
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
