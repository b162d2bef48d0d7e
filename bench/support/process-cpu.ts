/**
 * CPU time of the stack's processes around a measured request, read from /proc: what each part
 * of the offline stack (the function's worker, the database emulator, firebase-tools' hub, the
 * bench itself) spent on it, and the least wall time the machine's cores allow for that much work;
 * and the minor page faults each part took meanwhile (memory touched for the first time, which a
 * paravirtualised machine makes dear: docs/benchmarks.md, "Fresh memory").
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { processIds, statCpuMs, statMinorFaults } from '../../tests/support/proc-stat.ts';

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

/** Calls `visit` with each running process of the stack and its part ({@link stackRoleOf}). */
export function forEachStackProcess(visit: (pid: number, role: string) => void): void {
  for (const pid of processIds()) {
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

/** What each part of the stack has used so far (processes of a part added up). */
interface StackReading {
  cpuMs: Map<string, number>;
  minorFaults: Map<string, number>;
}

const addTo = (map: Map<string, number>, role: string, value: number) =>
  map.set(role, (map.get(role) ?? 0) + value);

/** CPU ms and minor page faults so far of each part of the stack running now. */
function readStack(): StackReading {
  const reading: StackReading = { cpuMs: new Map(), minorFaults: new Map() };
  forEachStackProcess((pid, role) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      addTo(reading.cpuMs, role, statCpuMs(stat));
      addTo(reading.minorFaults, role, statMinorFaults(stat));
    } catch {
      // The process ended while we looked.
    }
  });
  return reading;
}

/**
 * How much of a count (CPU ms, page faults) each part added between two readings, parts that
 * added none left out.
 */
export function addedBetween(
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

/**
 * Measures `run` with the CPU each part of the stack spent meanwhile (this process included), and
 * the minor page faults each part of the stack took.
 */
export async function withStackCpu<T>(
  run: () => Promise<T>,
): Promise<{ result: T; spentMs: Map<string, number>; minorFaults: Map<string, number> }> {
  const before = readStack();
  const ownBefore = process.cpuUsage();
  const result = await run();
  const own = process.cpuUsage(ownBefore);
  const after = readStack();
  const spentMs = addedBetween(before.cpuMs, after.cpuMs);
  spentMs.set('bench (client)', (own.user + own.system) / 1000);
  return { result, spentMs, minorFaults: addedBetween(before.minorFaults, after.minorFaults) };
}

/**
 * The CPU ms that `faults` minor page faults cost at `freshPageUs` µs each (the machine's
 * fresh-memory figure, `measureFreshPageUs`): what the machine's memory, not the code, took of a
 * part's CPU. A fault on a page already mapped elsewhere (shared code) costs less, so this is an
 * upper bound.
 */
export const faultCostMs = (faults: number, freshPageUs: number): number =>
  (faults * freshPageUs) / 1000;
