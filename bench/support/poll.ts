/**
 * Waiting for the stack to have done something (a recompute stored, peers counted): the benches
 * poll the database rather than sleep a fixed time.
 */

export interface PollOptions {
  /** Give up after this long, ms. */
  timeoutMs: number;
  /** Pause between two attempts, ms. */
  intervalMs: number;
  /** The error's message once it gives up (read after the last attempt). */
  timedOut: () => string;
}

/**
 * Calls `attempt` until it answers a value other than `undefined`, `intervalMs` apart, and
 * resolves that value; throws `timedOut()` once an attempt fails after `timeoutMs`.
 */
export async function pollUntil<T>(
  attempt: () => Promise<T | undefined>,
  { timeoutMs, intervalMs, timedOut }: PollOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(timedOut());
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
