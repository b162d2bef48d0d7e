/**
 * How busy the machine is while a bench measures, for its printed lines (the figures' own record
 * of the load is in bench/results.jsonl, support/record.ts).
 */
import { availableParallelism, loadavg } from 'node:os';

/** "load average 1.9 2.3 2.1 on 2 cores": the 1, 5 and 15 minute load averages and the cores. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;
}
