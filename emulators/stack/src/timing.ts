import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Seconds as people read them: "48 s", "6 min 05 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** The machine's CPU time so far, all cores and processes together (`os.cpus()`), in seconds. */
export interface CpuSample {
  busySeconds: number;
  cores: number;
  /**
   * CPU time the hypervisor gave to others while this machine's cores wanted to run (`steal` of
   * `/proc/stat`), all cores together; 0 where the kernel does not say.
   */
  stolenSeconds?: number;
}

/**
 * Clock ticks a second of `/proc/stat` and `/proc/{pid}/stat`: Linux's USER_HZ, 100 on every
 * architecture it exports to user space (proc(5), "sysconf(_SC_CLK_TCK)").
 */
export const USER_HZ = 100;

/** The fields of `/proc/stat`'s first line (all cores together), in clock ticks. */
export interface MachineTicks {
  user: number;
  nice: number;
  system: number;
  idle: number;
  iowait: number;
  irq: number;
  softirq: number;
  /** Time the hypervisor gave to other machines while this one's cores wanted to run. */
  steal: number;
}

/** {@link MachineTicks} of a `/proc/stat` text; null if its first line is not the `cpu` line. */
export function machineTicksOf(procStat: string): MachineTicks | null {
  const fields = (procStat.split('\n', 1)[0] ?? '').trim().split(/\s+/);
  if (fields[0] !== 'cpu') return null;
  const tick = (index: number) => Number(fields[index]) || 0;
  return {
    user: tick(1),
    nice: tick(2),
    system: tick(3),
    idle: tick(4),
    iowait: tick(5),
    irq: tick(6),
    softirq: tick(7),
    steal: tick(8),
  };
}

/** The `steal` field of `/proc/stat`'s first line (every core), in seconds; 0 if it has none. */
export function stolenSecondsOf(procStat: string): number {
  return (machineTicksOf(procStat)?.steal ?? 0) / USER_HZ;
}

function stolenSeconds(): number {
  try {
    return stolenSecondsOf(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return 0;
  }
}

/**
 * Cores' worth of time the hypervisor gave to other machines between two samples `seconds`
 * apart (0..cores); undefined when either sample does not say or no time passed.
 */
export function coresStolenBetween(
  before: CpuSample,
  after: CpuSample,
  seconds: number,
): number | undefined {
  if (before.stolenSeconds === undefined || after.stolenSeconds === undefined || seconds <= 0) {
    return undefined;
  }
  const stolen = (after.stolenSeconds - before.stolenSeconds) / seconds;
  return Math.min(after.cores, Math.max(0, stolen));
}

export function machineCpu(): CpuSample {
  const all = cpus();
  const busyMs = all.reduce(
    (sum, core) => sum + core.times.user + core.times.nice + core.times.sys + core.times.irq,
    0,
  );
  return { busySeconds: busyMs / 1000, cores: all.length, stolenSeconds: stolenSeconds() };
}

export interface PhaseTime {
  name: string;
  seconds: number;
  /** Cores the whole machine kept busy on average during the phase (0..cores). */
  coresBusy?: number;
  /**
   * Cores' worth of time the hypervisor gave to other machines while this one's wanted to run:
   * a shared host's phase is that much slower, whatever the code does.
   */
  coresStolen?: number;
}

/**
 * Times the phases of a command, in the order they ran, with how busy the machine's cores were
 * meanwhile: a phase with its cores full is bound by CPU (fewer or cheaper steps help); one with
 * idle cores waits (more parallel work helps).
 */
export class PhaseClock {
  readonly phases: PhaseTime[] = [];
  private readonly started = performance.now();

  constructor(private readonly sample: () => CpuSample = machineCpu) {}

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const cpuBefore = this.sample();
    try {
      return await work();
    } finally {
      const seconds = (performance.now() - start) / 1000;
      const cpuAfter = this.sample();
      const busy = cpuAfter.busySeconds - cpuBefore.busySeconds;
      this.phases.push({
        name,
        seconds,
        ...(seconds > 0
          ? {
              coresBusy: Math.min(cpuAfter.cores, busy / seconds),
              coresStolen: coresStolenBetween(cpuBefore, cpuAfter, seconds) ?? 0,
            }
          : {}),
      });
    }
  }

  /**
   * One line per phase and the total, e.g. "  unit tests   2 min 31 s   cores busy 1.9 of 2", and
   * ", 0.2 taken by the host" when the hypervisor ran others' work on this machine's cores.
   */
  format(): string {
    const total = (performance.now() - this.started) / 1000;
    const width = Math.max(5, ...this.phases.map((phase) => phase.name.length));
    const cores = this.sample().cores;
    return [
      'Time per phase',
      ...this.phases.map((phase) => {
        const time = `  ${phase.name.padEnd(width)}  ${formatSeconds(phase.seconds).padStart(11)}`;
        if (phase.coresBusy === undefined) return time;
        // Printed as the busy cores are, to a tenth; less than that is not shown.
        const stolenCores = (phase.coresStolen ?? 0).toFixed(1);
        const stolen = stolenCores === '0.0' ? '' : `, ${stolenCores} taken by the host`;
        return `${time}   cores busy ${phase.coresBusy.toFixed(1)} of ${cores}${stolen}`;
      }),
      `  ${'total'.padEnd(width)}  ${formatSeconds(total).padStart(11)}`,
    ].join('\n');
  }
}

/** Where Linux says whether anonymous memory comes in 2 MB pages (transparent huge pages). */
export const HUGE_PAGES_SETTING = '/sys/kernel/mm/transparent_hugepage/enabled';

/**
 * The machine's transparent huge pages mode, the bracketed word of `setting`'s text
 * ("always [madvise] never" → "madvise"); null where there is none (not Linux, no such file).
 * The cost of new memory depends on it (docs/offline-stack.md, "Huge pages"), so runs and bench
 * lines say which they had.
 */
export function hugePagesMode(
  setting: string | null = readSetting(HUGE_PAGES_SETTING),
): string | null {
  return /\[(\w+)\]/.exec(setting ?? '')?.[1] ?? null;
}

function readSetting(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** "Transparent huge pages: always", printed under the phases' times. */
export function describeHugePages(mode: string | null = hugePagesMode()): string {
  return `Transparent huge pages: ${mode ?? 'none on this machine'}`;
}
