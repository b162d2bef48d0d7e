/** Seconds as people read them: "48 s", "6 min 05 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

export interface PhaseTime {
  name: string;
  seconds: number;
}

/** Times the phases of a command, in the order they ran. */
export class PhaseClock {
  readonly phases: PhaseTime[] = [];
  private readonly started = performance.now();

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.phases.push({ name, seconds: (performance.now() - start) / 1000 });
    }
  }

  /** One line per phase and the total, e.g. "  unit tests   2 min 31 s". */
  format(): string {
    const total = (performance.now() - this.started) / 1000;
    const width = Math.max(5, ...this.phases.map((phase) => phase.name.length));
    return [
      'Time per phase',
      ...this.phases.map(
        (phase) => `  ${phase.name.padEnd(width)}  ${formatSeconds(phase.seconds)}`,
      ),
      `  ${'total'.padEnd(width)}  ${formatSeconds(total)}`,
    ].join('\n');
  }
}
