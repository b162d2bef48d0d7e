import { createHash } from 'node:crypto';

/**
 * How recompute requests coalesce (docs/data-model.md, "Recomputes on Cloud Tasks"): the
 * priority of a write's request, the window of the write's own time its single-building task is
 * named after, and what a task carries. The queues and the running of tasks are in
 * recompute-requests.ts.
 */

export type RecomputePriority = 'interactive' | 'bulk';

/**
 * The priority of a recompute a database write asks for (its event's `authType`): a person's
 * write (`app_user`) is interactive; an admin write (an import, a seed, a function) is bulk.
 */
export const recomputePriorityOf = (authType: string): RecomputePriority =>
  authType === 'app_user' ? 'interactive' : 'bulk';

/** The coalescing window of a single request, per priority, ms. */
export const RECOMPUTE_WINDOW_MS: Record<RecomputePriority, number> = {
  interactive: 1_000,
  bulk: 2_000,
};

/** Slack after a window's end before its task runs (saves stamped at its very end have landed). */
export const WINDOW_SLACK_MS = 250;

/** What a recompute task carries. */
export interface RecomputeTask {
  buildingIds: string[];
  /**
   * By when everything the task is for was stored (a single request: its window's end, since
   * the task stands for every save of the window; a batch: when it was asked): figures computed
   * since already read it.
   */
  requestedAtMs: number;
  /** Not before this time (the end of the task's window; the emulator does not delay tasks). */
  notBeforeMs?: number;
  reason: string;
}

/**
 * The task of a request for a write stored at `savedAtMs` (its event's time): its id (the same
 * for every write of the building in the same window: Cloud Tasks refuses the second, which is
 * the coalescing), when it runs, and what it carries. The id starts with a hash, as Cloud Tasks
 * advises for names that would otherwise be sequential.
 *
 * The window is the write's, not the trigger's run: a trigger that runs late (a busy instance, a
 * retry) still joins its burst's task. A refused request is always safe: the task reads after its
 * window's end, so after every write of the window was stored, however late its trigger ran.
 * For the same reason the task's `requestedAtMs` is the window's end, not the first request's
 * time: the task stands for every write of its window.
 */
export function singleRequestTask(
  buildingId: string,
  priority: RecomputePriority,
  reason: string,
  savedAtMs: number,
): { id: string; scheduleTime: Date; task: RecomputeTask } {
  const windowMs = RECOMPUTE_WINDOW_MS[priority];
  const window = Math.floor(savedAtMs / windowMs);
  const name = `${priority}-${buildingId}-${window}`;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  const windowEndMs = (window + 1) * windowMs;
  const notBeforeMs = windowEndMs + WINDOW_SLACK_MS;
  return {
    id: `${hash}-${name}`.replace(/[^A-Za-z0-9_-]/g, '_'),
    scheduleTime: new Date(notBeforeMs),
    task: { buildingIds: [buildingId], requestedAtMs: windowEndMs, notBeforeMs, reason },
  };
}

/** A write's time from its event's `time` (RFC 3339); now when it cannot be read. */
export function savedAtMsOf(eventTime: string, nowMs: number): number {
  const ms = Date.parse(eventTime);
  return Number.isNaN(ms) ? nowMs : ms;
}
