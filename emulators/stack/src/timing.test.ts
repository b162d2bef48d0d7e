import { describe, expect, it } from 'vitest';
import {
  describeHugePages,
  formatSeconds,
  hugePagesMode,
  machineCpu,
  PhaseClock,
  stolenSecondsOf,
} from './timing.ts';

describe('formatSeconds', () => {
  it('reads as seconds under a minute and minutes with padded seconds above', () => {
    expect(formatSeconds(0.4)).toBe('0 s');
    expect(formatSeconds(48.4)).toBe('48 s');
    expect(formatSeconds(59.6)).toBe('1 min 00 s');
    expect(formatSeconds(365)).toBe('6 min 05 s');
  });
});

describe('PhaseClock', () => {
  it('records each phase in order, also one that fails, and prints a total', async () => {
    const clock = new PhaseClock();
    await clock.time('build', async () => 'built');
    await expect(
      clock.time('stack start', async () => {
        throw new Error('port in use');
      }),
    ).rejects.toThrow('port in use');
    expect(clock.phases.map((phase) => phase.name)).toEqual(['build', 'stack start']);
    const lines = clock.format().split('\n');
    expect(lines[0]).toBe('Time per phase');
    expect(lines[1]).toMatch(/^ {2}build +0 s {3}cores busy \d\.\d of \d+$/);
    expect(lines.at(-1)).toMatch(/^ {2}total +0 s$/);
  });

  it('prints how many cores the machine kept busy during each phase', async () => {
    // A machine of 2 cores whose busy time advances 3 s while the phase takes about 2 s.
    const samples = [0, 3];
    let next = 0;
    const clock = new PhaseClock(() => ({ busySeconds: samples[next++] ?? 3, cores: 2 }));
    const realNow = performance.now.bind(performance);
    let offset = 0;
    performance.now = () => realNow() + offset;
    try {
      await clock.time('browser tests', async () => {
        offset = 2000;
      });
    } finally {
      performance.now = realNow;
    }
    expect(clock.phases[0]?.coresBusy).toBeCloseTo(1.5, 1);
    expect(clock.format().split('\n')[1]).toMatch(/cores busy 1\.5 of 2$/);
  });

  it('says how much of the cores the host gave to others during a phase, when a tenth or more', async () => {
    // 2 cores; the phase takes about 2 s, the machine busy 3 s and 0.6 s stolen by the hypervisor.
    const samples = [
      { busySeconds: 0, cores: 2, stolenSeconds: 10 },
      { busySeconds: 3, cores: 2, stolenSeconds: 10.6 },
      { busySeconds: 3, cores: 2, stolenSeconds: 10.6 },
      { busySeconds: 4, cores: 2, stolenSeconds: 10.65 },
    ];
    let next = 0;
    const clock = new PhaseClock(() => samples[next++] ?? samples[3]!);
    const realNow = performance.now.bind(performance);
    let offset = 0;
    performance.now = () => realNow() + offset;
    try {
      await clock.time('browser tests', async () => {
        offset += 2000;
      });
      await clock.time('stack stop', async () => {
        offset += 2000;
      });
    } finally {
      performance.now = realNow;
    }
    expect(clock.phases[0]?.coresStolen).toBeCloseTo(0.3, 1);
    const lines = clock.format().split('\n');
    expect(lines[1]).toMatch(/cores busy 1\.5 of 2, 0\.3 taken by the host$/);
    // 0.05 s stolen in 2 s: 0.025 cores, not shown.
    expect(lines[2]).toMatch(/cores busy 0\.5 of 2$/);
  });

  it('never reports more cores busy than the machine has', async () => {
    const samples = [0, 100];
    let next = 0;
    const clock = new PhaseClock(() => ({ busySeconds: samples[next++] ?? 100, cores: 2 }));
    await clock.time('short', async () => undefined);
    expect(clock.phases[0]?.coresBusy).toBeLessThanOrEqual(2);
  });
});

describe('stolenSecondsOf', () => {
  it("reads the steal field of /proc/stat's first line, in seconds, and 0 without one", () => {
    const stat =
      'cpu  2903338 3452 396363 1037039 41403 0 13521 164878 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n';
    expect(stolenSecondsOf(stat)).toBeCloseTo(1648.78, 2);
    expect(stolenSecondsOf('cpu  1 2 3 4\n')).toBe(0);
    expect(stolenSecondsOf('')).toBe(0);
  });
});

describe('machineCpu', () => {
  it('counts every core and a busy time that only grows', () => {
    const first = machineCpu();
    let spin = 0;
    for (let i = 0; i < 5_000_000; i++) spin += i;
    const second = machineCpu();
    expect(spin).toBeGreaterThan(0);
    expect(first.cores).toBeGreaterThan(0);
    expect(second.busySeconds).toBeGreaterThanOrEqual(first.busySeconds);
    expect(second.stolenSeconds).toBeGreaterThanOrEqual(first.stolenSeconds ?? 0);
  });
});

describe('hugePagesMode', () => {
  it("reads the bracketed word of the kernel's setting, and none where there is no setting", () => {
    expect(hugePagesMode('always [madvise] never\n')).toBe('madvise');
    expect(hugePagesMode('[always] madvise never\n')).toBe('always');
    expect(hugePagesMode(null)).toBeNull();
    expect(describeHugePages('always')).toBe('Transparent huge pages: always');
    expect(describeHugePages(null)).toBe('Transparent huge pages: none on this machine');
  });
});
