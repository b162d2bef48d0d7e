/**
 * What Linux's /proc/{pid}/stat says of a process (proc(5)): its CPU time, its page faults, its
 * parent. Read by the benchmarks (each part of the stack's CPU around a request,
 * bench/support/process-cpu.ts) and the journeys (the CPU their browser spends on each test,
 * tests/e2e/browser-cpu.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { USER_HZ } from '../../emulators/stack/src/timing.js';

/** /proc/{pid}/stat's fields after the command (which may hold spaces and parentheses). */
const statFields = (stat: string): string[] => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** Clock ticks of `utime`, `stime` and the like (USER_HZ) in ms. */
const ticksMs = (ticks: number) => (ticks * 1000) / USER_HZ;

/** utime + stime of /proc/{pid}/stat's text, in ms. */
export function statCpuMs(stat: string): number {
  const fields = statFields(stat);
  // Fields 14 and 15 of stat(5), the 12th and 13th after the command's closing parenthesis.
  return ticksMs(Number(fields[11]) + Number(fields[12]));
}

/**
 * cutime + cstime of /proc/{pid}/stat's text, in ms: the CPU of the children the process has
 * waited for, which have ended (fields 16 and 17 of stat(5)).
 */
export function statEndedChildrenCpuMs(stat: string): number {
  const fields = statFields(stat);
  return ticksMs(Number(fields[13]) + Number(fields[14]));
}

/** minflt of /proc/{pid}/stat's text: minor page faults so far (field 10 of stat(5)). */
export function statMinorFaults(stat: string): number {
  return Number(statFields(stat)[7]);
}

/** ppid of /proc/{pid}/stat's text (field 4 of stat(5)). */
export function statParentPid(stat: string): number {
  return Number(statFields(stat)[1]);
}

/** The pids of the running processes, as /proc lists them; none where there is no /proc. */
export function processIds(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** Each running process's /proc/{pid}/stat text by pid; none where there is no /proc. */
export function readProcessStats(): Map<number, string> {
  const stats = new Map<number, string>();
  for (const pid of processIds()) {
    try {
      stats.set(pid, readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/**
 * The CPU ms that the descendants of process `root` have used so far, `root` left out: each
 * running descendant's own, and that of its children that ended (which the kernel adds to the
 * parent that waited for them). A descendant that ended before the reading counts only once its
 * parent has waited for it, as Chromium does for its renderers.
 */
export function descendantsCpuMs(stats: ReadonlyMap<number, string>, root: number): number {
  const parentOf = new Map<number, number>();
  for (const [pid, stat] of stats) parentOf.set(pid, statParentPid(stat));
  const below = new Map<number, boolean>([[root, true]]);
  const isBelow = (pid: number): boolean => {
    const known = below.get(pid);
    if (known !== undefined) return known;
    const parent = parentOf.get(pid);
    // Parents in the map only: pid 1 and 2 (init, kthreadd) have parent 0.
    const answer = parent !== undefined && parent !== pid && isBelow(parent);
    below.set(pid, answer);
    return answer;
  };
  let total = 0;
  for (const [pid, stat] of stats) {
    if (pid !== root && isBelow(pid)) total += statCpuMs(stat) + statEndedChildrenCpuMs(stat);
  }
  return total;
}
