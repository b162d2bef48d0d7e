/**
 * CPU time of the stack's processes around a measured request, read from /proc: what each part
 * of the offline stack (the function's worker, the database emulator, firebase-tools' hub, the
 * bench itself) spent on it, and the least wall time the machine's cores allow for that much work.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Clock ticks a second of /proc/{pid}/stat's `utime` and `stime`: Linux's USER_HZ, 100 on every
 * architecture it exports to user space (proc(5), "sysconf(_SC_CLK_TCK)").
 */
const TICKS_PER_SECOND = 100;

/**
 * The part of the stack a process is, from its command line and environment (NUL-separated, as
 * /proc gives them); null for a process that is not one of the stack's.
 */
export function stackRoleOf(commandLine: string, environment: string): string | null {
  if (commandLine.includes('functionsEmulatorRuntime')) {
    const target = /(?:^|\0)FUNCTION_TARGET=([^\0]*)/.exec(environment)?.[1];
    return `function ${target ?? '(unknown)'}`;
  }
  if (commandLine.includes('emulators/database/src/cli')) return 'database emulator';
  // The stack starts firebase-tools' emulators through emulators/stack/bin/firebase-emulators.cjs.
  if (commandLine.includes('firebase-emulators')) return 'firebase-tools hub';
  return null;
}

/** utime + stime of /proc/{pid}/stat's text, in ms (the command may hold spaces and parentheses). */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5), the 12th and 13th after the command's closing parenthesis.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Calls `visit` with each running process of the stack and its part ({@link stackRoleOf}). */
export function forEachStackProcess(visit: (pid: string, role: string) => void): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let role: string | null;
    try {
      role = stackRoleOf(
        readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        readFileSync(`/proc/${pid}/environ`, 'utf8'),
      );
    } catch {
      continue; // The process ended while we looked.
    }
    if (role !== null) visit(pid, role);
  }
}

/** CPU ms so far of each part of the stack running now (processes of a part added up). */
export function stackCpuMs(): Map<string, number> {
  const byRole = new Map<string, number>();
  forEachStackProcess((pid, role) => {
    try {
      const ms = statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      byRole.set(role, (byRole.get(role) ?? 0) + ms);
    } catch {
      // The process ended while we looked.
    }
  });
  return byRole;
}

/** CPU ms each part spent between two {@link stackCpuMs} readings, parts that spent none left out. */
export function cpuSpentMs(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Map<string, number> {
  const spent = new Map<string, number>();
  for (const [role, ms] of after) {
    const delta = ms - (before.get(role) ?? 0);
    if (delta > 0) spent.set(role, delta);
  }
  return spent;
}

/**
 * The least wall time in which `spentMs` of CPU can be done on `cores` cores, all of them busy
 * all the time: a request whose processes spend more than that cannot answer sooner.
 */
export function cpuFloorMs(spentMs: Iterable<number>, cores = availableParallelism()): number {
  let total = 0;
  for (const ms of spentMs) total += ms;
  return total / Math.max(1, cores);
}

/** Measures `run` with the CPU each part of the stack spent meanwhile (this process included). */
export async function withStackCpu<T>(
  run: () => Promise<T>,
): Promise<{ result: T; spentMs: Map<string, number> }> {
  const before = stackCpuMs();
  const ownBefore = process.cpuUsage();
  const result = await run();
  const own = process.cpuUsage(ownBefore);
  const spentMs = cpuSpentMs(before, stackCpuMs());
  spentMs.set('bench (client)', (own.user + own.system) / 1000);
  return { result, spentMs };
}
