/**
 * How busy the machine is while a bench measures, for its printed lines (the figures' own record
 * of the load is in bench/results.jsonl, support/record.ts).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** "load average 1.9 2.3 2.1 on 2 cores": the 1, 5 and 15 minute load averages and the cores. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;
}

/** Busy and total CPU time of all cores so far, in clock ticks (the first line of /proc/stat). */
export function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const ticks = fields.slice(1).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  // user nice system idle iowait ...: idle and iowait are not busy.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is quiet: every core at most `busyShare` busy over `windowMs`, as the
 * stack is once the work a run left behind (recomputes on the task queues, trigger events) is
 * done, so that a run is not measured against the last one's aftermath. Gives up after
 * `timeoutMs` and says so. Answers the ms waited.
 */
export async function waitForQuietMachine(
  log: (line: string) => void,
  { busyShare = 0.15, windowMs = 1000, timeoutMs = 120_000, ticks = cpuTicks } = {},
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = ticks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = ticks();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waited = performance.now() - started;
    if (share <= busyShare) return waited;
    if (waited > timeoutMs) {
      log(
        `  (the machine is still ${(share * 100).toFixed(0)} % busy after ${(waited / 1000).toFixed(0)} s: measuring anyway)`,
      );
      return waited;
    }
  }
}
