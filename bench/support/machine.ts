/**
 * How busy the machine is while a bench measures, for its printed lines (the figures' own record
 * of the load is in bench/results.jsonl, support/record.ts).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import {
  coresStolenBetween,
  machineTicksOf,
  type CpuSample,
} from '../../emulators/stack/src/timing.js';

/** "load average 1.9 2.3 2.1 on 2 cores": the 1, 5 and 15 minute load averages and the cores. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;
}

/**
 * Busy and total CPU time of all cores so far, in clock ticks, from `/proc/stat`'s first line
 * (`user nice system idle iowait irq softirq steal guest guest_nice`). Busy is this machine's own
 * work (user, nice, system, irq, softirq); total adds its idle time (idle, iowait). Steal (time
 * the hypervisor gave another machine) is neither: on a shared host it would make a quiet machine
 * look busy. Guest time is already within user and nice.
 */
export function cpuTicksOf(procStat: string): { busy: number; total: number } {
  const ticks = machineTicksOf(procStat);
  if (!ticks) return { busy: 0, total: 0 };
  const busy = ticks.user + ticks.nice + ticks.system + ticks.irq + ticks.softirq;
  return { busy, total: busy + ticks.idle + ticks.iowait };
}

/** {@link cpuTicksOf} this machine now. */
export function cpuTicks(): { busy: number; total: number } {
  return cpuTicksOf(readFileSync('/proc/stat', 'utf8'));
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

/**
 * The share of `now.cores` cores the hypervisor gave to other machines between `start` and `now`
 * (0..1, to a thousandth), `elapsedMs` apart; undefined where the kernel does not say.
 */
export function hostShareBetween(
  start: CpuSample,
  now: CpuSample,
  elapsedMs: number,
): number | undefined {
  const cores = coresStolenBetween(start, now, elapsedMs / 1000);
  return cores === undefined ? undefined : Math.round((cores / now.cores) * 1000) / 1000;
}
